import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { parseEnv as parseDotEnv } from 'node:util';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnvFile, resolveJwtSecret } from './load-config';
import { parseEnv } from './parse-env';
import { serverCommand } from '../test/server-command';

describe('resolveJwtSecret', () => {
  it('generates a secret once, keeps it private in the data directory and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nyiur-env-'));
    const first = resolveJwtSecret(parseEnv({ DATA_DIR: dataDir }));
    const second = resolveJwtSecret(parseEnv({ DATA_DIR: dataDir }));
    expect(first.jwtSecret?.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(
      resolveJwtSecret(parseEnv({ DATA_DIR: dataDir, JWT_SECRET: 'y'.repeat(40) })).jwtSecret,
    ).toBe('y'.repeat(40));
  });
});

describe('starting with a bad value', () => {
  it('prints a clear line and exits with 1', () => {
    const result = spawnSync(process.execPath, serverCommand('main'), {
      cwd: join(import.meta.dirname, '..', '..'),
      env: {
        PATH: process.env.PATH,
        PORT: 'not-a-port',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'nyiur-env-')),
      },
      encoding: 'utf8',
      timeout: 110_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
  }, 120_000);
});

describe('starting a server that is not ready for production', () => {
  const start = (env: Record<string, string>) =>
    spawnSync(process.execPath, serverCommand('main'), {
      cwd: join(import.meta.dirname, '..', '..'),
      env: { PATH: process.env.PATH, DATA_DIR: mkdtempSync(join(tmpdir(), 'nyiur-env-')), ...env },
      encoding: 'utf8',
      timeout: 110_000,
    });

  it('refuses without a chosen gateway, an https address, SMTP or a real secret', () => {
    const noGateway = start({ PORT: '0' });
    expect(noGateway.status).toBe(1);
    expect(noGateway.stderr).toContain('PAYMENT_GATEWAY is not set');

    const careless = start({
      NODE_ENV: 'production',
      PORT: '0',
      PAYMENT_GATEWAY: 'ipay88',
      IPAY88_MERCHANT_CODE: 'M00001',
      IPAY88_MERCHANT_KEY: 'key',
      IPAY88_ENTRY_URL: 'https://payment.ipay88.com.my/epayment/entry.asp',
      PUBLIC_BASE_URL: 'http://shop.nyiur.my',
      JWT_SECRET: 'a'.repeat(40),
    });
    expect(careless.status).toBe(1);
    for (const key of ['PUBLIC_BASE_URL', 'SMTP_URL', 'JWT_SECRET']) {
      expect(careless.stderr).toContain(key);
    }
  }, 240_000);
});

describe('loadEnvFile', () => {
  it('reads a .env file into the environment, where a variable already set wins', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nyiur-dotenv-')), '.env');
    writeFileSync(file, 'NYIUR_DOTENV_NEW=from-file\nNYIUR_DOTENV_SET=from-file\n');
    process.env.NYIUR_DOTENV_SET = 'from-shell';
    try {
      expect(loadEnvFile(file)).toBe(true);
      expect(process.env.NYIUR_DOTENV_NEW).toBe('from-file');
      expect(process.env.NYIUR_DOTENV_SET).toBe('from-shell');
    } finally {
      delete process.env.NYIUR_DOTENV_NEW;
      delete process.env.NYIUR_DOTENV_SET;
    }
  });

  it('reads .env.example, copied to .env as it is, as a working local configuration', () => {
    const example = readFileSync(join(import.meta.dirname, '..', '..', '.env.example'), 'utf8');
    const config = parseEnv(parseDotEnv(example));
    expect(config).toMatchObject({ nodeEnv: 'development', databaseUrl: undefined, port: 3000 });
  });

  it('starts without a .env file', () => {
    expect(loadEnvFile(join(tmpdir(), 'no-such-folder-nyiur', '.env'))).toBe(false);
  });
});
