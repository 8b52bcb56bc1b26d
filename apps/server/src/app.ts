import { isEnvelope } from '@nyiur/api';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@nyiur/domain';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { AppContext, OrderHistorySource } from './app-context';
import { authenticate, SESSION_CHECK_TTL_MS } from './auth/authenticate';
import { AccessTokens } from './crypto/access-token';
import { DEFAULT_PASSWORD_HASHING, type PasswordHashing } from './crypto/passwords';
import { PublicCache } from './cache/public-cache';
import { invalidationChannel, linkThroughRedis } from './cache/redis-invalidation';
import { backupSocketPath, listenForBackups, type BackupListener } from './db/backup-socket';
import type { DatabaseHandle } from './db/database';
import type { AppConfig } from './config/app-config';
import { registerErrorHandling } from './http/error-handler';
import { logSafeError } from './http/log-safe-error';
import { registerSecurity } from './http/security';
import { fileTransport, smtpTransport, type MailTransport } from './mail/mail-transport';
import { OutboxWorker } from './mail/outbox-worker';
import { PRUNE_EVERY_MS, pruneSentMail } from './mail/sent-mail-pruner';
import { IntervalJob } from './jobs/interval-job';
import { Jobs } from './jobs/jobs';
import { apiRoutes, rootRoutes } from './routes';
import { DailyDigest, shopAlertEmail } from './admin/money/daily-digest';
import { canonicalHost } from './web/canonical-host';
import { holdAtFaultPoint } from './http/fault-point';

/** JSON bodies are small forms; uploads have their own limit. */
export const JSON_BODY_LIMIT = 64 * 1024;
/**
 * Answers over 1 KB (API JSON, the sandbox's pages) go out in brotli or gzip when the client takes
 * it, at the plugin's quick brotli level; smaller ones gain too little to pay for it. The built
 * apps' routes opt out: they send the copies made at build time. Request bodies are not
 * decompressed: no client of ours sends them compressed.
 */
export const COMPRESSION: FastifyCompressOptions = {
  global: true,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  globalDecompression: false,
};

export interface BuildAppDeps {
  readonly config: AppConfig;
  /** An open, migrated and seeded database. The app does not close it. */
  readonly database: DatabaseHandle;
  /** Defaults to SMTP_URL, or .eml files under DATA_DIR/outbox. */
  readonly mailTransport?: MailTransport;
  readonly passwordHashing?: PasswordHashing;
  /** Pino options, or false for silence (tests). */
  readonly logger?: FastifyServerOptions['logger'];
  /** Start the outbox worker's timer (default true; tests drain it by hand). */
  readonly runOutbox?: boolean;
  readonly orderHistory?: OrderHistorySource;
  /** Start the owner's daily digest (default true; tests call it with their own clock). */
  readonly runDailyDigest?: boolean;
}

export function defaultMailTransport(config: AppConfig): MailTransport {
  return config.smtpUrl
    ? smtpTransport(config.smtpUrl, config.mailFrom)
    : fileTransport(join(config.dataDir, 'outbox'), config.mailFrom);
}

/** Builds the whole server without listening: main.ts listens, tests inject or listen on port 0. */
export async function buildApp(deps: BuildAppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  if (!config.jwtSecret) throw new Error('buildApp needs config.jwtSecret (see resolveJwtSecret)');
  holdAtFaultPoint(config.faultHold);

  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(typeof deps.logger === 'object' ? deps.logger : {}),
            serializers: {
              // Query strings can carry one-time tokens (the reset link): log the path only.
              req: (request: FastifyRequest) => ({
                method: request.method,
                url: request.url.split('?')[0],
                remoteAddress: request.ip,
              }),
              // Errors never carry a query's parameters or values into the logs.
              err: logSafeError,
            },
          },
    bodyLimit: JSON_BODY_LIMIT,
    // A hop count trusts that many proxies from the socket inward, as proxy-addr counts them.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // A caller's x-request-id is kept when it looks like an id, so logs line up across services.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  });

  const transport = deps.mailTransport ?? defaultMailTransport(config);
  const outbox = new OutboxWorker({
    db: database.db,
    transport,
    log: app.log,
    pollMs: config.outboxPollMs,
  });
  const accessTokens = new AccessTokens(config.jwtSecret, config.accessTokenTtlSeconds);
  const publicCache = new PublicCache({
    ttlMs: config.publicCacheTtlSeconds * 1000,
    topicTtlMs: { sessions: SESSION_CHECK_TTL_MS },
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    accessTokens,
    sessions: { accessTokens, refreshTtlSeconds: config.refreshTokenTtlSeconds },
    passwordHashing: deps.passwordHashing ?? DEFAULT_PASSWORD_HASHING,
    outbox,
    jobs: new Jobs(),
    publicCache,
    authenticate,
    // Until the order routes are mounted, every member's history is empty.
    orderHistory: deps.orderHistory ?? (async () => []),
    requeryPayment: async () => {
      throw new Error('the payment routes are not mounted');
    },
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('renewedAccessToken', null);
  // First in, last out: the workers that queue mail are stopped before the outbox.
  ctx.jobs.add({
    name: 'mail outbox',
    schedule: `every ${config.outboxPollMs / 1000} s, and when mail is queued`,
    job: outbox,
    enabled: deps.runOutbox !== false,
  });

  // Hooks on every answer take the callback form: no promise per answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  // A renewed access token rides along in meta of whatever the call answers (spec §4).
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    if (request.renewedAccessToken && isEnvelope(payload)) {
      done(null, {
        ...payload,
        meta: { ...payload.meta, access_token: request.renewedAccessToken },
      });
      return;
    }
    done(null, payload);
  });

  registerErrorHandling(app);
  await registerSecurity(app, config);
  await app.register(compress, COMPRESSION);
  await app.register(formbody, { bodyLimit: JSON_BODY_LIMIT });
  await app.register(multipart, {
    // One byte over the limit is enough to know a file is too large; the route decides the message.
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    throwFileSizeLimit: false,
  });

  await canonicalHost(app);
  for (const routes of rootRoutes) await app.register(routes);
  for (const routes of apiRoutes) await app.register(routes, { prefix: '/api' });

  // With REDIS_URL a change made on one node drops the public data of every node at once.
  const invalidation = config.redisUrl
    ? linkThroughRedis(
        publicCache,
        config.redisUrl,
        app.log,
        invalidationChannel(config.redisPrefix),
      )
    : undefined;
  const digest = new DailyDigest({
    db: database.db,
    log: app.log,
    to: () => shopAlertEmail(ctx),
    adminUrl: `${config.publicBaseUrl}/admin`,
    onMailQueued: () => outbox.wake(),
  });
  const pruner = new IntervalJob({
    name: 'old sent mail',
    everyMs: PRUNE_EVERY_MS,
    log: app.log,
    run: () => pruneSentMail(database.db),
  });
  // Beside the workers the feature modules added while they were registered.
  ctx.jobs.add({
    name: 'old sent mail',
    schedule: 'at start, then hourly',
    job: pruner,
    enabled: deps.runOutbox !== false,
  });
  ctx.jobs.add({
    name: 'daily digest',
    schedule: 'checks every minute; sends at 08:00 Malaysian time',
    job: digest.job(),
    enabled: deps.runDailyDigest !== false,
  });
  let backups: BackupListener | undefined;
  app.addHook('onReady', async () => {
    await invalidation?.ready();
    // The embedded database on a data folder: `pnpm backup` gets its copy from this server.
    if (database.dumpDataDir) {
      backups = await listenForBackups(
        backupSocketPath(config.dataDir),
        database.dumpDataDir,
        app.log,
      );
    }
    ctx.jobs.startAll();
  });
  app.addHook('onClose', async () => {
    await backups?.close();
    await ctx.jobs.stopAll();
    await invalidation?.close();
    transport.close();
  });
  return app;
}
