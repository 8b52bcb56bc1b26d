import type { AccessTokens } from './auth/access-token';
import type { PasswordHashing } from './auth/passwords';
import type { SessionSettings } from './auth/sessions';
import type { Database, DatabaseHandle } from './db/database';
import type { AppConfig } from './env';
import type { OutboxWorker } from './mail/outbox-worker';
import type { OrderHistorySource } from './orders/order-history-source';

/** What every route can use; built once by buildApp and reachable as `app.ctx`. */
export interface AppContext {
  readonly config: AppConfig;
  readonly database: DatabaseHandle;
  readonly db: Database;
  readonly accessTokens: AccessTokens;
  readonly sessions: SessionSettings;
  readonly passwordHashing: PasswordHashing;
  readonly outbox: OutboxWorker;
  /** Where order history comes from; the payments module replaces the empty default. */
  orderHistory: OrderHistorySource;
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
