import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { adminUsers } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { createOwner, ownerHint } from './create-owner';

/* A new shop says at start how to make its first owner, until one has set up an account. */
describe('the first-owner hint at start', () => {
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('names the command until an owner has chosen a password', async () => {
    const db = database?.db;
    if (!db) throw new Error('no database');
    expect(await ownerHint(db, true)).toBe(
      'No back-office owner yet: stop the shop (Ctrl+C) and run pnpm admin:create-owner you@example.com for a set-up link.',
    );
    expect(await ownerHint(db, false)).toBe(
      'No back-office owner yet: run pnpm admin:create-owner you@example.com for a set-up link.',
    );
    await createOwner(db, 'first-owner@nyiur.test', 'http://shop.test');
    expect(await ownerHint(db, true)).not.toBeNull();
    await db
      .update(adminUsers)
      .set({ passwordHash: '$argon2id$stand-in' })
      .where(eq(adminUsers.email, 'first-owner@nyiur.test'));
    expect(await ownerHint(db, true)).toBeNull();
  });
});
