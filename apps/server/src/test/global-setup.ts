import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../paths';
import { ciRun, testDatabaseUrl } from './env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory: each test file starts from a copy. */
    pgliteTemplate: string;
  }
}

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * PGlite's initdb takes many seconds; loading a dumped data directory takes about one. The
 * migrated template is built once per set of migrations and reused by every test file.
 */
export default async function setup(project: TestProject): Promise<void> {
  // The race and two-server tests can only fail on PostgreSQL: a CI run without it proves nothing.
  if (ciRun && !testDatabaseUrl) {
    throw new Error('CI=true: the server tests need PostgreSQL; set TEST_DATABASE_URL');
  }
  const file = join(tmpdir(), `nyiur-server-pglite-${migrationsHash()}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite();
    await migrate(drizzle({ client }), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    await client.close();
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  project.provide('pgliteTemplate', file);
}
