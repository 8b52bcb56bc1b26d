// Creates a fresh, uniquely named PostgreSQL database for one test run and prints its URL.
// Exits 1 (printing nothing) when no server answers at ADMIN_DATABASE_URL.
// `--drop URL` drops that run's database and every database its tests made next to it (their
// names start with the run's), ending any session still connected.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { Client } = require('pg');

const admin = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function create(client) {
  const name = `nyiur_test_${Date.now().toString(36)}_${process.pid}`;
  await client.query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  process.stdout.write(url.toString());
}

async function drop(client, runUrl) {
  const run = new URL(runUrl).pathname.slice(1);
  if (!/^nyiur_test_[a-z0-9_]+$/.test(run)) throw new Error(`not a test run's database: ${run}`);
  const { rows } = await client.query(
    `SELECT datname FROM pg_database WHERE datname = $1 OR starts_with(datname, $1 || '_')`,
    [run],
  );
  for (const { datname } of rows)
    await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  console.error(`Dropped ${rows.length} test database(s) of ${run}`);
}

const client = new Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  if (process.argv[2] === '--drop') await drop(client, process.argv[3] ?? '');
  else await create(client);
} catch (error) {
  console.error(`PostgreSQL not available: ${error.message}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
}
