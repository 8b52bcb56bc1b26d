import type { orderHistory } from '@nyiur/api';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AccessTokens, SessionSettings } from './crypto/access-token';
import type { PublicCache } from './cache/public-cache';
import type { PasswordHashing } from './crypto/passwords';
import type { Database, DatabaseHandle, Executor } from './db/database';
import type { AppConfig } from './config/app-config';
import type { OutboxWorker } from './mail/outbox-worker';
import type { Jobs } from './jobs/jobs';

/** One order as the order history call answers it (the `salesOrder` model of @nyiur/api). */
export type OrderHistoryEntry = z.input<typeof orderHistory.response>[number];

/** Reads a member's orders, newest first. */
export type OrderHistorySource = (db: Executor, userId: number) => Promise<OrderHistoryEntry[]>;

/** What asking the gateway about one order came to (see payments/requery-worker.ts). */
export interface PaymentRequeryAnswer {
  /** The gateway's answer as received. */
  readonly answer: string;
  readonly result: 'paid' | 'failed' | 'no_change' | 'not_usable';
}

/** Asks the gateway about one order now and applies the answer; undefined: no such order. */
export type PaymentRequery = (orderId: number) => Promise<PaymentRequeryAnswer | undefined>;

/**
 * Who is calling: the request's user, or null without a token; an expired or revoked token is
 * an error. auth/authenticate.ts provides it; the call routes of http/ use it through the context,
 * so the platform layer never imports a feature.
 */
export type Authenticate = (request: FastifyRequest) => Promise<AuthUser | null>;

/** What every route can use; built once by buildApp and reachable as `app.ctx`. */
export interface AppContext {
  readonly config: AppConfig;
  readonly database: DatabaseHandle;
  readonly db: Database;
  readonly accessTokens: AccessTokens;
  readonly sessions: SessionSettings;
  readonly passwordHashing: PasswordHashing;
  readonly authenticate: Authenticate;
  readonly outbox: OutboxWorker;
  /** Every background worker: feature modules add theirs; the app starts and stops them all. */
  readonly jobs: Jobs;
  /** The catalogue, shown reviews and pickup points in memory; write paths call `changed`. */
  readonly publicCache: PublicCache;
  /** Where order history comes from; the order routes replace the empty default. */
  orderHistory: OrderHistorySource;
  /** The payments module sets it; the back office's Re-query button calls it. */
  requeryPayment: PaymentRequery;
}

/** The signed-in user of a request. */
export interface AuthUser {
  readonly id: number;
  readonly sessionId: string;
  /** Read with the session check, so calls that show the member need no second query. */
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    /** Set when the access token was near expiry: sent back in `meta.access_token`. */
    renewedAccessToken: string | null;
  }
}
