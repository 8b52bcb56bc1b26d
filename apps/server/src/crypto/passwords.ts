import { hash, verify } from '@node-rs/argon2';

export interface PasswordHashing {
  /** KiB of memory per hash. */
  readonly memoryCost: number;
  readonly timeCost: number;
}

/** OWASP's argon2id baseline (19 MiB, 2 passes). */
export const DEFAULT_PASSWORD_HASHING: PasswordHashing = { memoryCost: 19_456, timeCost: 2 };

/** argon2id (the library's default algorithm) with a random salt, in PHC string form. */
export function hashPassword(
  password: string,
  options: PasswordHashing = DEFAULT_PASSWORD_HASHING,
): Promise<string> {
  return hash(password, { memoryCost: options.memoryCost, timeCost: options.timeCost });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
