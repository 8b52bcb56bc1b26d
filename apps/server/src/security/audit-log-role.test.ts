import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { recordAudit } from '../audit/record-audit';
import { openDatabase } from '../db/database';
import { createScratchDatabase } from '../db/scratch-database';
import { seedCatalogue } from '../db/seed-catalogue';
import { ConfigError } from '../config/app-config';
import { parseEnv } from '../config/parse-env';
import { migrationsFolder } from '../paths';
import { testDatabaseUrl } from '../test/env';

const problemsOf = (env: Record<string, string>): readonly string[] => {
  try {
    parseEnv(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('the database roles in the configuration', () => {
  it("needs DATABASE_URL (the shop's role) beside MIGRATION_DATABASE_URL", () => {
    expect(
      problemsOf({ NODE_ENV: 'test', MIGRATION_DATABASE_URL: 'postgres://owner@db:5432/shop' }),
    ).toEqual([
      "MIGRATION_DATABASE_URL needs DATABASE_URL too: the shop's own, less privileged role",
    ]);
    expect(
      parseEnv({
        NODE_ENV: 'test',
        DATABASE_URL: 'postgres://shop@db:5432/shop',
        MIGRATION_DATABASE_URL: 'postgres://owner@db:5432/shop',
      }).migrationDatabaseUrl,
    ).toBe('postgres://owner@db:5432/shop');
  });
});

/* On PostgreSQL the shop's own role may add to the audit log and read it, nothing more. */
describe.each(testDatabaseUrl ? ['postgres'] : [])(
  "the audit log under the shop's role on %s",
  () => {
    it('refuses UPDATE, DELETE, TRUNCATE and ALTER on audit_log to the app, which still runs', async () => {
      const suffix = randomBytes(4).toString('hex');
      const role = `nyiur_app_${suffix}`;
      const admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query(`create role ${role} login`);
      const scratch = await createScratchDatabase(testDatabaseUrl ?? '', `nyiur_roles_${suffix}`);
      const appUrl = new URL(scratch.url);
      appUrl.username = role;
      const database = await openDatabase({
        databaseUrl: appUrl.toString(),
        migrationDatabaseUrl: scratch.url,
        migrationsFolder,
      });
      try {
        // The app seeds and writes as usual.
        await seedCatalogue(database.db);
        await recordAudit(database.db, {
          adminId: null,
          actorEmail: 'owner@nyiur.test',
          action: 'order.add-note',
          entity: 'order',
          entityId: 1,
          after: { text: 'Call before delivery' },
          ip: '127.0.0.1',
        });
        const read = await database.db.execute(sql`select count(*)::int as n from audit_log`);
        expect((read as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);

        const refused = async (statement: string) => {
          const error = await database.db.execute(sql.raw(statement)).then(
            () => undefined,
            (caught: unknown) => caught as { cause?: { code?: string }; code?: string },
          );
          return error?.cause?.code ?? error?.code;
        };
        // 42501: insufficient_privilege, before any trigger runs.
        expect(await refused(`update audit_log set action = 'x'`)).toBe('42501');
        expect(await refused('delete from audit_log')).toBe('42501');
        expect(await refused('truncate audit_log')).toBe('42501');
        expect(await refused('alter table audit_log disable trigger all')).toBe('42501');
        expect(await refused('drop table audit_log')).toBe('42501');
        // The moves the order-status trigger allows are read, never changed, by the app.
        expect(
          await refused(`insert into order_status_moves values ('Pending', 'Completed')`),
        ).toBe('42501');
        expect(await refused('delete from order_status_moves')).toBe('42501');
        expect(await refused(`update order_status_moves set to_status = 'Paid'`)).toBe('42501');
        expect(await refused('select count(*) from order_status_moves')).toBeUndefined();
        // The personal text beside it stays erasable.
        expect(await refused(`update audit_log_personal set erased_at = now()`)).toBeUndefined();
      } finally {
        await database.close();
        await scratch.drop({ force: true });
        await admin.query(`drop role ${role}`);
        await admin.end();
      }
    });
  },
);
