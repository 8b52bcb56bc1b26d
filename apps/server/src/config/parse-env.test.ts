import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './app-config';
import { defaultPoolSize, parseEnv } from './parse-env';
import { gatewayChoiceProblem } from './production-checks';

const problemsOf = (raw: Record<string, string | undefined>): string[] => {
  try {
    parseEnv(raw);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems];
    throw error;
  }
};

describe('parseEnv', () => {
  it('has working defaults for a local start', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      publicBaseUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      smtpUrl: undefined,
      corsOrigins: [],
      payment: { gateway: 'sandbox' },
      accessTokenTtlSeconds: 3600,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.staticDirs.some((dir) => dir.endsWith('apps/shop/build/client'))).toBe(true);
  });

  it('sizes the database pool to the cores unless told', () => {
    expect(defaultPoolSize(2)).toBe(5);
    expect(defaultPoolSize(8)).toBe(17);
    expect(parseEnv({}).databasePoolSize).toBe(availableParallelism() * 2 + 1);
    expect(parseEnv({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(problemsOf({ DATABASE_POOL_SIZE: '0' }).join()).toContain('DATABASE_POOL_SIZE');
  });

  it('reads the payment timings, with 30 minutes to pay by default', () => {
    expect(parseEnv({}).payment).toMatchObject({
      orderTtlSeconds: 1800,
      requeryDelaySeconds: 600,
      requeryPollMs: 60_000,
    });
    expect(
      parseEnv({
        PAYMENT_ORDER_TTL_MINUTES: '45',
        PAYMENT_REQUERY_DELAY_SECONDS: '90',
        PAYMENT_REQUERY_POLL_MS: '5000',
      }).payment,
    ).toMatchObject({ orderTtlSeconds: 2700, requeryDelaySeconds: 90, requeryPollMs: 5000 });
    expect(problemsOf({ PAYMENT_ORDER_TTL_MINUTES: '0' })[0]).toMatch(
      /^PAYMENT_ORDER_TTL_MINUTES /,
    );
  });

  it('reads lists, flags and URLs', () => {
    const config = parseEnv({
      PORT: '8080',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      DATABASE_URL: 'postgres://u@db:5432/shop',
      PUBLIC_BASE_URL: 'https://shop.example/',
      TRUST_PROXY: '10.0.0.0/8',
    });
    expect(config.port).toBe(8080);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.publicBaseUrl).toBe('https://shop.example');
    expect(config.trustProxy).toBe('10.0.0.0/8');
  });

  it('reads the shop alert address, and refuses one that is not an e-mail', () => {
    expect(parseEnv({}).shopAlertEmail).toBeUndefined();
    expect(parseEnv({ SHOP_ALERT_EMAIL: 'orders@nyiur.my' }).shopAlertEmail).toBe(
      'orders@nyiur.my',
    );
    expect(problemsOf({ SHOP_ALERT_EMAIL: 'orders' })).toEqual([
      'SHOP_ALERT_EMAIL must be an e-mail address',
    ]);
  });

  it('names every bad variable', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      LOG_LEVEL: 'loud',
      JWT_SECRET: 'short',
    });
    expect(problems.map((problem) => problem.split(' ')[0]).sort()).toEqual([
      'DATABASE_URL',
      'JWT_SECRET',
      'LOG_LEVEL',
      'PORT',
    ]);
  });

  it('requires a secret and a real gateway in production', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toContain('JWT_SECRET is required in production');
    expect(problems.some((problem) => problem.startsWith('PAYMENT_GATEWAY'))).toBe(true);
    expect(
      problemsOf({
        NODE_ENV: 'production',
        PUBLIC_BASE_URL: 'https://demo.nyiur.my',
        JWT_SECRET: 'Qm9vdHN0cmFwLXNlY3JldC1mb3ItdGhlLXNob3AtMjAyNg',
        ADMIN_SECRETS_KEY: 'c2hvcC1hZG1pbi1zZWNyZXRzLWtleS1mb3ItdGVzdHM',
        ALLOW_SANDBOX_IN_PRODUCTION: '1',
      }),
    ).toEqual([]);
    const ipay = problemsOf({ PAYMENT_GATEWAY: 'ipay88' });
    expect(ipay.map((problem) => problem.split(' ')[0]).sort()).toEqual([
      'IPAY88_ENTRY_URL',
      'IPAY88_MERCHANT_CODE',
      'IPAY88_MERCHANT_KEY',
    ]);
  });
});

describe('the production checklist', () => {
  const ready = {
    NODE_ENV: 'production',
    PUBLIC_BASE_URL: 'https://shop.nyiur.my',
    SMTP_URL: 'smtp://mail.internal:587',
    JWT_SECRET: 'Qm9vdHN0cmFwLXNlY3JldC1mb3ItdGhlLXNob3AtMjAyNg',
    ADMIN_SECRETS_KEY: 'c2hvcC1hZG1pbi1zZWNyZXRzLWtleS1mb3ItdGVzdHM',
    PAYMENT_GATEWAY: 'ipay88',
    IPAY88_MERCHANT_CODE: 'M00001',
    IPAY88_MERCHANT_KEY: 'key',
    IPAY88_ENTRY_URL: 'https://payment.ipay88.com.my/epayment/entry.asp',
  };
  const keysOf = (raw: Record<string, string | undefined>) =>
    problemsOf(raw).map((problem) => problem.split(' ')[0]);

  it('starts a production server only with https, SMTP and a real secret', () => {
    expect(problemsOf(ready)).toEqual([]);
    expect(keysOf({ ...ready, PUBLIC_BASE_URL: undefined })).toEqual(['PUBLIC_BASE_URL']);
    expect(keysOf({ ...ready, PUBLIC_BASE_URL: 'http://shop.nyiur.my' })).toEqual([
      'PUBLIC_BASE_URL',
    ]);
    expect(keysOf({ ...ready, PUBLIC_BASE_URL: 'http://127.0.0.1:3000' })).toEqual([]);
    expect(keysOf({ ...ready, SMTP_URL: undefined })).toEqual(['SMTP_URL']);
    expect(keysOf({ ...ready, JWT_SECRET: 'a'.repeat(40) })).toEqual(['JWT_SECRET']);
    expect(keysOf({ ...ready, ADMIN_SECRETS_KEY: undefined })).toEqual(['ADMIN_SECRETS_KEY']);
    expect(keysOf({ ...ready, ADMIN_SECRETS_KEY: 'ab'.repeat(20) })).toEqual(['ADMIN_SECRETS_KEY']);
    // A demo shop (the sandbox allowed in production) may write its mail to files.
    expect(
      keysOf({
        ...ready,
        PAYMENT_GATEWAY: 'sandbox',
        ALLOW_SANDBOX_IN_PRODUCTION: '1',
        SMTP_URL: undefined,
      }),
    ).toEqual([]);
  });

  it('books no courier in production unless told, and never the sandbox unasked', () => {
    expect(parseEnv(ready).shipping).toEqual({
      environment: 'off',
      apiUrl: undefined,
      pollMs: 900_000,
    });
    expect(parseEnv({ ...ready, EASYPARCEL_ENV: 'live' }).shipping.environment).toBe('live');
    expect(keysOf({ ...ready, EASYPARCEL_ENV: 'sandbox' })).toEqual(['EASYPARCEL_ENV']);
    expect(
      keysOf({ ...ready, EASYPARCEL_ENV: 'sandbox', ALLOW_SANDBOX_IN_PRODUCTION: '1' }),
    ).toEqual([]);
    expect(
      keysOf({ ...ready, EASYPARCEL_ENV: 'live', EASYPARCEL_API_URL: 'http://ep.internal' }),
    ).toEqual(['EASYPARCEL_API_URL']);
    expect(parseEnv({}).shipping).toEqual({
      environment: 'sandbox',
      apiUrl: undefined,
      pollMs: 900_000,
    });
    expect(parseEnv({ EASYPARCEL_POLL_MS: '0' }).shipping.pollMs).toBe(0);
    expect(problemsOf({ EASYPARCEL_ENV: 'demo' })[0]).toMatch(/^EASYPARCEL_ENV /);
  });

  it('never assumes the sandbox: the gateway must be chosen', () => {
    expect(gatewayChoiceProblem({})).toMatch(/^PAYMENT_GATEWAY is not set/);
    expect(gatewayChoiceProblem({ PAYMENT_GATEWAY: 'sandbox' })).toBeNull();
  });
});

describe('TRUST_PROXY', () => {
  it('reads a hop count or proxy addresses, and refuses "true" in production', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(parseEnv({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8,10.1.0.0/16' }).trustProxy).toBe(
      '10.0.0.0/8,10.1.0.0/16',
    );
    expect(parseEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    const production = {
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://demo.nyiur.my',
      JWT_SECRET: 'Qm9vdHN0cmFwLXNlY3JldC1mb3ItdGhlLXNob3AtMjAyNg',
      ADMIN_SECRETS_KEY: 'c2hvcC1hZG1pbi1zZWNyZXRzLWtleS1mb3ItdGVzdHM',
      ALLOW_SANDBOX_IN_PRODUCTION: '1',
    };
    expect(problemsOf({ ...production, TRUST_PROXY: 'true' }).join()).toMatch(/^TRUST_PROXY /);
    expect(problemsOf({ ...production, TRUST_PROXY: '1' })).toEqual([]);
  });
});
