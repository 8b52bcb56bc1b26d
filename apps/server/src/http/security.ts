import { createHash } from 'node:crypto';
import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { MAP_EMBED_ORIGIN } from '@nyiur/api';
import { MEMBERS_ONLY_GUARD } from '@nyiur/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { AppError } from './app-error';
import { addressKey } from './address-key';

const originOf = (url: string | undefined): string[] => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/**
 * The CSP source of the members-only guard, the one inline script of the shop's pages (at the top
 * of the head of /account and /checkout): its exact text by its SHA-256, so no other inline script
 * can run (docs/decisions/0021-members-only-guard-inline.md).
 */
export const MEMBERS_ONLY_GUARD_SOURCE = `'sha256-${createHash('sha256')
  .update(MEMBERS_ONLY_GUARD, 'utf8')
  .digest('base64')}'`;

/**
 * The Content-Security-Policy directives: scripts only from our own origin, and inline only the
 * members-only guard, by its hash.
 */
export function cspDirectives(config: AppConfig): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", MEMBERS_ONLY_GUARD_SOURCE],
    scriptSrcAttr: ["'none'"],
    // Prerendered markup carries style attributes; styles cannot run code.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'"],
    // The Contact page's map: the owner pastes a Google Maps embed link in the settings.
    frameSrc: ["'self'", MAP_EMBED_ORIGIN],
    // Checkout posts a form to the payment gateway's entry page.
    formAction: ["'self'", ...originOf(config.payment.entryUrl)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The headers only a document uses (the CSP and the isolation and legacy browser switches helmet
 * would send), built once at start. API answers in JSON are never rendered, so they go without.
 */
export function pageHeaders(config: AppConfig): Readonly<Record<string, string>> {
  const csp = Object.entries(cspDirectives(config))
    .map(([name, values]) => [kebab(name), ...values].join(' '))
    .join(';');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** An answer of the API that no browser renders as a page (JSON, plain text, redirects). */
const isApiData = (url: string, contentType: unknown): boolean =>
  url.startsWith('/api/') &&
  !(typeof contentType === 'string' && contentType.startsWith('text/html'));

/**
 * The headers helmet sets with these options, found once: helmet's middleware is run a single
 * time against a response that only records them. (@fastify/helmet builds the middleware from
 * its options again on every request: docs/decisions/0018-helmet-headers-once.md.)
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet({ ...options })(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}

/** Helmet's headers for every answer (nosniff, HSTS, referrer policy, frame and resource policies). */
export function everyAnswerHeaders(config: AppConfig): Readonly<Record<string, string>> {
  return helmetHeaders({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    strictTransportSecurity: config.publicBaseUrl.startsWith('https:')
      ? { maxAge: 15_552_000, includeSubDomains: true }
      : false,
  });
}

/**
 * Helmet's headers on every answer, built once at start; the page-only headers, CSP first, on
 * everything but the API's data answers. CORS for the configured origins only, and the global
 * rate limit.
 */
export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  const forEvery = Object.entries(everyAnswerHeaders(config));
  const forPages = Object.entries(pageHeaders(config));
  // Set before the handler runs, as helmet would, so a route can still change one.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of forEvery) reply.header(name, value);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isApiData(request.url, reply.getHeader('content-type'))) {
      for (const [name, value] of forPages) reply.header(name, value);
    }
    done(null, payload);
  });

  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['content-type', 'authorization', 'access_token', 'user-type'],
    exposedHeaders: ['x-request-id'],
    maxAge: 600,
  });

  // With REDIS_URL every node counts in one shared store; without it each node counts alone.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (error: Error) =>
      app.log.warn({ err: error }, 'rate-limit store unavailable'),
    );
    // Wait briefly for the store so the first requests are counted too; never block the start.
    app.addHook('onReady', async () => {
      if (redis.status === 'ready') return;
      await Promise.race([once(redis, 'ready'), delay(2000)]).catch(() => undefined);
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    errorResponseBuilder: () => new AppError('rate_limited'),
    // The counts go out with a refusal (429 with retry-after), not on every answer.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}-rate-limit:`, skipOnError: true } : {}),
  });
}

/**
 * The stricter limit for sign-in, register, password reset and the lead forms, counted per action
 * and per address: a sign-up from a shared carrier address does not use up another shopper's
 * sign-in. Accounts are protected by their own back-off (auth/account-throttle.ts), so this limit
 * is sized for many shoppers behind one address.
 */
export const sensitiveRateLimit = (
  config: AppConfig,
  action: string,
  /**
   * Requests that another guard refuses anyway (an account that is waiting): they are answered
   * without using up the address's budget. Counting then happens once the body is read.
   */
  refusedAnyway?: (request: FastifyRequest) => Promise<boolean>,
) => ({
  rateLimit: {
    max: config.rateLimit.sensitiveMax,
    timeWindow: config.rateLimit.windowMs,
    keyGenerator: (request: FastifyRequest) => `${action}:${addressKey(request.ip)}`,
    ...(refusedAnyway ? { hook: 'preHandler' as const, allowList: refusedAnyway } : {}),
  },
});
