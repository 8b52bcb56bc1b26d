import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { packageRoot } from '../paths';
import { ConfigError, type AppConfig } from './app-config';
import { envSchema, type RawEnv } from './env-schema';

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

// From the package root, not this file: the bundle in dist/ sits one folder less deep than src/config/.
const appsDir = resolve(packageRoot, '..');

const defaultStaticDirs = (): string[] => [
  join(appsDir, 'brand', 'build', 'client'),
  join(appsDir, 'shop', 'build', 'client'),
];

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
      newAccountBoxesPerOrder: env.NEW_ACCOUNT_BOXES_PER_ORDER,
      newAccountBoxesPerAddressHour: env.NEW_ACCOUNT_BOXES_PER_ADDRESS_HOUR,
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
    adminDir: env.ADMIN_DIR ? resolve(env.ADMIN_DIR) : resolve(appsDir, 'admin', 'build'),
    outboxPollMs: env.OUTBOX_POLL_MS,
    seedStockOnHand: env.SEED_STOCK_ON_HAND,
    myinvois: {
      environment: env.MYINVOIS_ENV,
      apiUrl: env.MYINVOIS_API_URL,
      portalUrl: env.MYINVOIS_PORTAL_URL,
      pollMs: env.MYINVOIS_POLL_MS,
    },
    shipping: {
      environment: env.EASYPARCEL_ENV ?? (env.NODE_ENV === 'production' ? 'off' : 'sandbox'),
      apiUrl: env.EASYPARCEL_API_URL,
      pollMs: env.EASYPARCEL_POLL_MS,
    },
  };
}

/**
 * Connections per node when DATABASE_POOL_SIZE is unset: twice this machine's cores, plus one.
 * On a 2-core machine more connections only make PostgreSQL's backends fight the server for the
 * cores (docs/decisions/0017-database-pool-size.md).
 */
export function defaultPoolSize(cores: number = availableParallelism()): number {
  return Math.max(1, cores) * 2 + 1;
}
