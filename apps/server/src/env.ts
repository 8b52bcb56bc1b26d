import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

/** Where a fault test may stop the server (http/fault-point.ts). */
export const FAULT_POINTS = ['order-items'] as const;
export type FaultPoint = (typeof FAULT_POINTS)[number];

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0),
);

const positiveInt = z.coerce.number().int().positive();

const urlWithProtocol = (protocols: readonly string[]) =>
  z.url().refine((value) => protocols.some((protocol) => value.startsWith(`${protocol}:`)), {
    message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  });

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_BASE_URL: urlWithProtocol(['http', 'https']).optional(),
    TRUST_PROXY: z.string().optional(),
    DATABASE_URL: urlWithProtocol(['postgres', 'postgresql']).optional(),
    MIGRATION_DATABASE_URL: urlWithProtocol(['postgres', 'postgresql']).optional(),
    DATABASE_POOL_SIZE: positiveInt.optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_SECRETS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL: positiveInt.default(3600),
    REFRESH_TOKEN_TTL: positiveInt.default(60 * 60 * 24 * 30),
    SMTP_URL: urlWithProtocol(['smtp', 'smtps']).optional(),
    MAIL_FROM: z.string().min(3).default('Nyiur <no-reply@nyiur.localhost>'),
    SHOP_ALERT_EMAIL: z.email({ error: 'must be an e-mail address' }).optional(),
    CORS_ORIGINS: list.default([]),
    REDIS_URL: urlWithProtocol(['redis', 'rediss']).optional(),
    REDIS_PREFIX: z
      .string()
      .regex(/^[\w.-]{1,64}$/u, 'letters, digits, . _ or -')
      .default('nyiur'),
    PUBLIC_CACHE_TTL_SECONDS: positiveInt.optional(),
    RATE_LIMIT_MAX: positiveInt.default(300),
    RATE_LIMIT_SENSITIVE_MAX: positiveInt.default(30),
    RATE_LIMIT_WINDOW_MS: positiveInt.default(60_000),
    PAYMENT_GATEWAY: z.enum(['sandbox', 'ipay88']).default('sandbox'),
    IPAY88_MERCHANT_CODE: z.string().min(1).optional(),
    IPAY88_MERCHANT_KEY: z.string().min(1).optional(),
    IPAY88_ENTRY_URL: urlWithProtocol(['https', 'http']).optional(),
    IPAY88_REQUERY_URL: urlWithProtocol(['https', 'http']).optional(),
    ALLOW_SANDBOX_IN_PRODUCTION: flag.default(false),
    // The stock hold of an unpaid order (decision 0025).
    PAYMENT_ORDER_TTL_MINUTES: positiveInt.default(30),
    PAYMENT_REQUERY_DELAY_SECONDS: positiveInt.default(600),
    PAYMENT_REQUERY_POLL_MS: positiveInt.default(60_000),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    STATIC_DIRS: list.optional(),
    ADMIN_DIR: z.string().min(1).optional(),
    OUTBOX_POLL_MS: positiveInt.default(5_000),
    SEED_STOCK_ON_HAND: positiveInt.default(100),
    FAULT_HOLD: z.enum(FAULT_POINTS).optional(),
    MYINVOIS_ENV: z.enum(['sandbox', 'preprod', 'production']).default('sandbox'),
    MYINVOIS_API_URL: urlWithProtocol(['https', 'http']).optional(),
    MYINVOIS_PORTAL_URL: urlWithProtocol(['https', 'http']).optional(),
    MYINVOIS_POLL_MS: z.coerce.number().int().min(0).default(15_000),
  })
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    if (production && env.FAULT_HOLD) {
      ctx.addIssue({ code: 'custom', path: ['FAULT_HOLD'], message: 'is for fault tests only' });
    }
    if (production && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    }
    if (production && !env.ADMIN_SECRETS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_SECRETS_KEY'],
        message: 'is required in production; use `openssl rand -base64 48`',
      });
    }
    if (production) {
      for (const problem of productionProblems(env)) {
        ctx.addIssue({ code: 'custom', path: [problem.key], message: problem.message });
      }
    }
    if (production && env.TRUST_PROXY === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          'is true in production, which lets any client choose its address; set the number of proxies (e.g. 1) or their addresses',
      });
    }
    if (production && env.PAYMENT_GATEWAY === 'sandbox' && !env.ALLOW_SANDBOX_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_GATEWAY'],
        message:
          'is sandbox in production; set ipay88, or ALLOW_SANDBOX_IN_PRODUCTION=1 for a demo',
      });
    }
    if (env.MIGRATION_DATABASE_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['MIGRATION_DATABASE_URL'],
        message: "needs DATABASE_URL too: the shop's own, less privileged role",
      });
    }
    if (production && env.PAYMENT_GATEWAY === 'ipay88') {
      for (const key of ['IPAY88_ENTRY_URL', 'IPAY88_REQUERY_URL'] as const) {
        const value = env[key];
        if (value && new URL(value).protocol !== 'https:')
          ctx.addIssue({ code: 'custom', path: [key], message: 'must be https:// in production' });
      }
    }
    if (env.PAYMENT_GATEWAY === 'ipay88') {
      for (const key of [
        'IPAY88_MERCHANT_CODE',
        'IPAY88_MERCHANT_KEY',
        'IPAY88_ENTRY_URL',
      ] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required with PAYMENT_GATEWAY=ipay88',
          });
      }
    }
  });

export type RawEnv = Readonly<Record<string, string | undefined>>;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A secret with fewer different characters than this is a pattern, not a secret. */
const MIN_SECRET_SYMBOLS = 12;

/**
 * The production checklist of docs/operations.md that the server enforces: an https public address
 * (plain http only on this machine, to try a production build), real mail, a secret of real
 * entropy. A demo shop (the sandbox allowed in production) may write its mail to files.
 */
function productionProblems(env: {
  PUBLIC_BASE_URL?: string | undefined;
  SMTP_URL?: string | undefined;
  JWT_SECRET?: string | undefined;
  ADMIN_SECRETS_KEY?: string | undefined;
  PAYMENT_GATEWAY?: string | undefined;
  ALLOW_SANDBOX_IN_PRODUCTION: boolean;
}): { key: string; message: string }[] {
  const problems: { key: string; message: string }[] = [];
  if (!env.PUBLIC_BASE_URL) {
    problems.push({
      key: 'PUBLIC_BASE_URL',
      message:
        'is required in production: payment callbacks, e-mail links and canonical addresses use it',
    });
  } else {
    const url = new URL(env.PUBLIC_BASE_URL);
    if (url.protocol !== 'https:' && !LOOPBACK_HOSTS.has(url.hostname)) {
      problems.push({
        key: 'PUBLIC_BASE_URL',
        message: 'must be an https:// address in production',
      });
    }
  }
  const demo = env.PAYMENT_GATEWAY === 'sandbox' && env.ALLOW_SANDBOX_IN_PRODUCTION;
  if (!env.SMTP_URL && !demo) {
    problems.push({
      key: 'SMTP_URL',
      message: 'is required in production; without it e-mail is only written to files',
    });
  }
  for (const key of ['JWT_SECRET', 'ADMIN_SECRETS_KEY'] as const) {
    const secret = env[key];
    if (secret && new Set(secret).size < MIN_SECRET_SYMBOLS) {
      problems.push({
        key,
        message: 'looks guessable (too few different characters); use `openssl rand -base64 48`',
      });
    }
  }
  return problems;
}

/**
 * The payment gateway must be chosen, never assumed: a server started without PAYMENT_GATEWAY
 * would otherwise let anyone "pay" through the sandbox. Answers the problem, or null.
 */
export function gatewayChoiceProblem(raw: RawEnv): string | null {
  return raw['PAYMENT_GATEWAY']
    ? null
    : 'PAYMENT_GATEWAY is not set: choose ipay88 for real payments, or sandbox to try the shop with simulated payments.';
}

/** The server's whole configuration, parsed once at start. */
export interface AppConfig {
  readonly nodeEnv: 'development' | 'test' | 'production';
  /**
   * Under NODE_ENV=test every successful answer of a contract call is parsed with the call's
   * envelope schema, and one that does not match fails with a 500 (http/call-route.ts).
   */
  readonly checkReplies: boolean;
  /** A fault test's stop (fault-point.ts); never set in production. */
  readonly faultHold: FaultPoint | undefined;
  readonly port: number;
  readonly host: string;
  readonly publicBaseUrl: string;
  readonly trustProxy: boolean | number | string;
  readonly databaseUrl: string | undefined;
  /** The role that applies migrations and owns the tables; unset: DATABASE_URL's role does. */
  readonly migrationDatabaseUrl: string | undefined;
  readonly databasePoolSize: number;
  readonly dataDir: string;
  /** Undefined until {@link resolveJwtSecret} runs (tests pass their own). */
  readonly jwtSecret: string | undefined;
  /**
   * Encrypts the back office's authenticator secrets and keys its recovery-code hashes. Required
   * in production; elsewhere derived from the JWT secret.
   */
  readonly adminSecretsKey: string | undefined;
  readonly accessTokenTtlSeconds: number;
  readonly refreshTokenTtlSeconds: number;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Where new paid orders and new leads are announced; unset sends no alerts. */
  readonly shopAlertEmail: string | undefined;
  readonly corsOrigins: readonly string[];
  readonly redisUrl: string | undefined;
  /** Starts this shop's Redis keys and channel: shops (or test runs) sharing a Redis keep apart. */
  readonly redisPrefix: string;
  /**
   * The longest a node keeps public data (catalogue, shown reviews, pickup points): 60 s with
   * REDIS_URL, where changes reach every node through pub/sub at once; 5 s without, where it is
   * all that bounds another node's staleness (docs/decisions/0009-public-data-cache.md).
   */
  readonly publicCacheTtlSeconds: number;
  readonly rateLimit: {
    readonly max: number;
    readonly sensitiveMax: number;
    readonly windowMs: number;
  };
  readonly payment: {
    readonly gateway: 'sandbox' | 'ipay88';
    readonly merchantCode: string | undefined;
    readonly merchantKey: string | undefined;
    readonly entryUrl: string | undefined;
    readonly requeryUrl: string | undefined;
    readonly allowSandboxInProduction: boolean;
    /** How long an unpaid order accepts payment before it is closed. */
    readonly orderTtlSeconds: number;
    /** Wait after a payment request before the first re-query. */
    readonly requeryDelaySeconds: number;
    /** How often the re-query worker looks for orders to settle. */
    readonly requeryPollMs: number;
  };
  readonly logLevel: string;
  /** Built app folders to serve, in priority order. */
  readonly staticDirs: readonly string[];
  /** The back office's build, served at /admin. */
  readonly adminDir: string;
  readonly outboxPollMs: number;
  /** Boxes a product starts with when it is first seeded (the owner counts real stock after). */
  readonly seedStockOnHand: number;
  /** MyInvois (e-invoices): the default environment and, for tests, other addresses. */
  readonly myinvois: {
    readonly environment: 'sandbox' | 'preprod' | 'production';
    readonly apiUrl: string | undefined;
    readonly portalUrl: string | undefined;
    readonly pollMs: number;
  };
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * How many proxies stand in front (a whole number: the shopper's address is that many hops from
 * the right of X-Forwarded-For), or the proxies' addresses/CIDRs, comma-separated. "true" trusts
 * every proxy, so anyone can name their own address; production refuses it.
 */
const parseTrustProxy = (value: string | undefined): boolean | number | string => {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') return true;
  return value;
};

const defaultStaticDirs = (): string[] => {
  const appsDir = resolve(import.meta.dirname, '..', '..');
  return [join(appsDir, 'brand', 'build', 'client'), join(appsDir, 'shop', 'build', 'client')];
};

/** Parses the environment into a config, or throws a {@link ConfigError} naming each bad variable. */
export function parseEnv(raw: RawEnv): AppConfig {
  const cleaned = Object.fromEntries(
    Object.entries(raw).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
      ),
    );
  }
  const env = result.data;
  // Unset means development, which would let a live shop run without the production checks.
  if (env.PAYMENT_GATEWAY === 'ipay88' && cleaned['NODE_ENV'] === undefined) {
    throw new ConfigError([
      'NODE_ENV is not set: set production for a shop taking real payments through iPay88 (or development to try it)',
    ]);
  }
  const dataDir = resolve(env.DATA_DIR);
  return {
    nodeEnv: env.NODE_ENV,
    checkReplies: env.NODE_ENV === 'test',
    faultHold: env.FAULT_HOLD,
    port: env.PORT,
    host: env.HOST,
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    databaseUrl: env.DATABASE_URL,
    migrationDatabaseUrl: env.MIGRATION_DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    dataDir,
    jwtSecret: env.JWT_SECRET,
    adminSecretsKey: env.ADMIN_SECRETS_KEY,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    shopAlertEmail: env.SHOP_ALERT_EMAIL,
    corsOrigins: env.CORS_ORIGINS,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    publicCacheTtlSeconds: env.PUBLIC_CACHE_TTL_SECONDS ?? (env.REDIS_URL ? 60 : 5),
    rateLimit: {
      max: env.RATE_LIMIT_MAX,
      sensitiveMax: env.RATE_LIMIT_SENSITIVE_MAX,
      windowMs: env.RATE_LIMIT_WINDOW_MS,
    },
    payment: {
      gateway: env.PAYMENT_GATEWAY,
      merchantCode: env.IPAY88_MERCHANT_CODE,
      merchantKey: env.IPAY88_MERCHANT_KEY,
      entryUrl: env.IPAY88_ENTRY_URL,
      requeryUrl: env.IPAY88_REQUERY_URL,
      allowSandboxInProduction: env.ALLOW_SANDBOX_IN_PRODUCTION,
      orderTtlSeconds: env.PAYMENT_ORDER_TTL_MINUTES * 60,
      requeryDelaySeconds: env.PAYMENT_REQUERY_DELAY_SECONDS,
      requeryPollMs: env.PAYMENT_REQUERY_POLL_MS,
    },
    logLevel: env.LOG_LEVEL,
    staticDirs: env.STATIC_DIRS?.map((dir) => resolve(dir)) ?? defaultStaticDirs(),
    adminDir: env.ADMIN_DIR
      ? resolve(env.ADMIN_DIR)
      : resolve(import.meta.dirname, '..', '..', 'admin', 'build'),
    outboxPollMs: env.OUTBOX_POLL_MS,
    seedStockOnHand: env.SEED_STOCK_ON_HAND,
    myinvois: {
      environment: env.MYINVOIS_ENV,
      apiUrl: env.MYINVOIS_API_URL,
      portalUrl: env.MYINVOIS_PORTAL_URL,
      pollMs: env.MYINVOIS_POLL_MS,
    },
  };
}

/**
 * Outside production an unset JWT_SECRET is generated once and kept in the data directory, so
 * sessions survive restarts of a local server. Production must set it (checked by parseEnv).
 */
export function resolveJwtSecret(config: AppConfig): AppConfig {
  if (config.jwtSecret) return config;
  const file = join(config.dataDir, 'jwt-secret');
  mkdirSync(config.dataDir, { recursive: true });
  if (!existsSync(file)) {
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return { ...config, jwtSecret: readFileSync(file, 'utf8').trim() };
}

/** loadConfig for the server itself, which also needs the payment gateway chosen explicitly. */
export function loadServerConfig(): AppConfig {
  const config = loadConfig();
  const problem = gatewayChoiceProblem(process.env);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  return config;
}

/**
 * Reads a `.env` file into process.env when there is one (by default in the folder the server
 * starts in: apps/server with `pnpm start`). A variable already set in the environment wins over
 * the file. Answers whether a file was read.
 */
export function loadEnvFile(file = resolve('.env')): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

/**
 * Reads `.env` (when present) and then process.env once; on a bad value prints every problem and
 * stops the process.
 */
export function loadConfig(): AppConfig {
  loadEnvFile();
  try {
    return resolveJwtSecret(parseEnv(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Connections per node when DATABASE_POOL_SIZE is unset: twice this machine's cores, plus one.
 * On a 2-core machine more connections only make PostgreSQL's backends fight the server for the
 * cores (docs/decisions/0017-database-pool-size.md).
 */
export function defaultPoolSize(cores: number = availableParallelism()): number {
  return Math.max(1, cores) * 2 + 1;
}
