import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'nyiur-server';
const AUDIENCE = 'nyiur-shop';

export interface AccessClaims {
  readonly userId: number;
  /** The session (refresh token family) the token belongs to. */
  readonly sessionId: string;
  /** Seconds since the epoch. */
  readonly expiresAt: number;
}

export type VerifyResult =
  | { readonly ok: true; readonly claims: AccessClaims }
  | { readonly ok: false; readonly reason: 'expired' | 'invalid' };

export class AccessTokens {
  /** Imported once: a raw secret would be imported again by jose on every sign and verify. */
  readonly #key: Promise<webcrypto.CryptoKey>;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.#key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(userId: number, sessionId: string, now = Date.now()): Promise<string> {
    const issuedAt = Math.floor(now / 1000);
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.ttlSeconds)
      .sign(await this.#key);
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, await this.#key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const userId = Number(payload.sub);
      if (
        !Number.isSafeInteger(userId) ||
        typeof payload.sid !== 'string' ||
        typeof payload.exp !== 'number'
      ) {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, claims: { userId, sessionId: payload.sid, expiresAt: payload.exp } };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  /** True when less than half of the token's life is left: the server then hands out a new one. */
  isNearExpiry(claims: AccessClaims, now = Date.now()): boolean {
    return claims.expiresAt - now / 1000 < this.ttlSeconds / 2;
  }
}

/** What starting or renewing a session needs: the signer and how long a refresh token lives. */
export interface SessionSettings {
  readonly accessTokens: AccessTokens;
  readonly refreshTtlSeconds: number;
}
