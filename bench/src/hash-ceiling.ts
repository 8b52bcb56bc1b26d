import { availableParallelism } from 'node:os';
import { hash } from '@node-rs/argon2';

/**
 * The server's password hashing (apps/server/src/crypto/passwords.ts, DEFAULT_PASSWORD_HASHING:
 * argon2id at OWASP's baseline, 19 MiB and 2 passes). A sign-in verifies one such hash.
 */
export const SERVER_PASSWORD_HASHING = { memoryCost: 19_456, timeCost: 2 } as const;

export interface HashCeiling {
  /** argon2id hashes a second with every core hashing and nothing else running. */
  readonly hashesPerSecond: number;
  /** Milliseconds of one hash on its own. */
  readonly msPerHash: number;
}

/**
 * What this machine can hash at most: the ceiling of sign-ins a second, and so of purchases a
 * second when each purchase begins with a sign-in. Measured in the bench's own process while
 * the server is idle, so it is the same run's reference for the shoppers' figure.
 */
export async function measureHashCeiling(seconds = 3): Promise<HashCeiling> {
  const password = 'bench-ceiling-password';
  await hash(password, SERVER_PASSWORD_HASHING);
  const singleStart = performance.now();
  const singles = 5;
  for (let i = 0; i < singles; i += 1) await hash(password, SERVER_PASSWORD_HASHING);
  const msPerHash = (performance.now() - singleStart) / singles;

  // Twice as many at once as there are cores, so none sits idle between hashes.
  const lanes = availableParallelism() * 2;
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (performance.now() < until) {
        await hash(password, SERVER_PASSWORD_HASHING);
        done += 1;
      }
    }),
  );
  return { hashesPerSecond: done / ((performance.now() - started) / 1000), msPerHash };
}
