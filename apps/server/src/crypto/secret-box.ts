import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/app-config';

const SEALED_PREFIX = 'v1:';
const keys = new WeakMap<AppConfig, { seal: Buffer; hmac: Buffer }>();

/** The two keys made from ADMIN_SECRETS_KEY (or, outside production, the JWT secret). */
function keysOf(config: AppConfig): { seal: Buffer; hmac: Buffer } {
  const known = keys.get(config);
  if (known) return known;
  const root = config.adminSecretsKey ?? config.jwtSecret;
  if (!root) throw new Error('no key for the back-office secrets (ADMIN_SECRETS_KEY)');
  const derive = (info: string) =>
    Buffer.from(hkdfSync('sha256', root, 'nyiur admin secrets', info, 32));
  const made = { seal: derive('totp-secret'), hmac: derive('recovery-code') };
  keys.set(config, made);
  return made;
}

export const isSealed = (stored: string): boolean => stored.startsWith(SEALED_PREFIX);

/** AES-256-GCM with a random 96-bit nonce: "v1:<nonce>:<tag>:<ciphertext>", base64url. */
export function sealSecret(config: AppConfig, plain: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keysOf(config).seal, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return (
    SEALED_PREFIX +
    [nonce, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join(':')
  );
}

/** The plain secret; one stored before encryption (no prefix) is answered as it is. */
export function openSecret(config: AppConfig, stored: string): string {
  if (!isSealed(stored)) return stored;
  const [nonce, tag, body] = stored
    .slice(SEALED_PREFIX.length)
    .split(':')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!nonce || !tag || !body) throw new Error('a sealed secret is malformed');
  const decipher = createDecipheriv('aes-256-gcm', keysOf(config).seal, nonce);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

/** HMAC-SHA256 under the recovery-code key, hex. */
export const keyedHash = (config: AppConfig, data: string): string =>
  createHmac('sha256', keysOf(config).hmac).update(data).digest('hex');
