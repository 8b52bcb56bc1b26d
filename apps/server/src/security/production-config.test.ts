import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config/app-config';
import { parseEnv } from '../config/parse-env';

const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    parseEnv(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

const IPAY88 = {
  PAYMENT_GATEWAY: 'ipay88',
  IPAY88_MERCHANT_CODE: 'M00001',
  IPAY88_MERCHANT_KEY: 'key',
  IPAY88_ENTRY_URL: 'https://payment.ipay88.com.my/epayment/entry.asp',
};
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_BASE_URL: 'https://shop.example.my',
  SMTP_URL: 'smtps://u:p@smtp.example.my:465',
  JWT_SECRET: 'Zq8wN3vR7xK2mP5tY9bC4hJ6gL1fD0sAeWuIoQ',
  ADMIN_SECRETS_KEY: 'c2hvcC1hZG1pbi1zZWNyZXRzLWtleS1mb3ItdGVzdHM',
};

/* A live shop cannot be started half-configured. */
describe('the production configuration', () => {
  it('refuses http:// iPay88 addresses in production', () => {
    expect(
      problemsOf({
        ...PRODUCTION,
        ...IPAY88,
        IPAY88_ENTRY_URL: 'http://payment.ipay88.com.my/epayment/entry.asp',
        IPAY88_REQUERY_URL: 'http://payment.ipay88.com.my/epayment/enquiry.asp',
      }),
    ).toEqual([
      'IPAY88_ENTRY_URL must be https:// in production',
      'IPAY88_REQUERY_URL must be https:// in production',
    ]);
    expect(problemsOf({ ...PRODUCTION, ...IPAY88 })).toEqual([]);
  });

  it('refuses real payments with NODE_ENV unset, which would mean development', () => {
    const { NODE_ENV: _unset, ...rest } = PRODUCTION;
    expect(problemsOf({ ...rest, ...IPAY88 })).toEqual([
      'NODE_ENV is not set: set production for a shop taking real payments through iPay88 (or development to try it)',
    ]);
    expect(problemsOf({ ...rest, ...IPAY88, NODE_ENV: 'development' })).toEqual([]);
    expect(problemsOf({ ...rest, PAYMENT_GATEWAY: 'sandbox' })).toEqual([]);
  });
});
