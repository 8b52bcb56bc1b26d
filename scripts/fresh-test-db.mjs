// Creates a fresh, uniquely named PostgreSQL database for one test run and prints its URL.
// Exits 1 (printing nothing) when no server answers at ADMIN_DATABASE_URL.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/server/package.json', import.meta.url));
const { Client } = require('pg');

const admin = process.env.ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `nyiur_test_${Date.now().toString(36)}_${process.pid}`;

const client = new Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  process.stdout.write(url.toString());
} catch (error) {
  console.error(`PostgreSQL not available: ${error.message}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
}
