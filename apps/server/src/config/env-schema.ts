import { z } from 'zod';
import { productionProblems } from './production-checks';

/** The environment as the process gives it: unset and empty both mean the default. */
export type RawEnv = Readonly<Record<string, string | undefined>>;

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

export const envSchema = z
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
    /** Boxes one checkout of an account that never paid may reserve (review N2). */
    NEW_ACCOUNT_BOXES_PER_ORDER: positiveInt.default(6),
    /** Boxes accounts that never paid may reserve from one address in an hour (review N2). */
    NEW_ACCOUNT_BOXES_PER_ADDRESS_HOUR: positiveInt.default(12),
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
    // EasyParcel (couriers): unset is the shop's own sandbox outside production, off in it.
    EASYPARCEL_ENV: z.enum(['off', 'sandbox', 'live']).optional(),
    EASYPARCEL_API_URL: urlWithProtocol(['https', 'http']).optional(),
    EASYPARCEL_POLL_MS: z.coerce.number().int().min(0).default(900_000),
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
    if (production && env.EASYPARCEL_ENV === 'sandbox' && !env.ALLOW_SANDBOX_IN_PRODUCTION) {
      ctx.addIssue({
        code: 'custom',
        path: ['EASYPARCEL_ENV'],
        message:
          'is sandbox in production: parcels would not be sent; set live, or ALLOW_SANDBOX_IN_PRODUCTION=1 for a demo',
      });
    }
    if (
      production &&
      env.EASYPARCEL_API_URL &&
      new URL(env.EASYPARCEL_API_URL).protocol !== 'https:'
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['EASYPARCEL_API_URL'],
        message: 'must be https:// in production',
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
