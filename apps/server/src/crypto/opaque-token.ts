import { createHash, randomBytes } from 'node:crypto';

/** A random token for a URL or a refresh grant (256 bits, base64url). */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** Only this hash is stored, so a leaked table does not leak usable tokens. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
