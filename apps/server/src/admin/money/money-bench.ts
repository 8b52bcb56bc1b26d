/**
 * Money screens' latency with 100,000 orders (20,000 customers, a gateway message for each
 * order, 1% of them disagreeing) on PostgreSQL: p50/p95 of the payments list (first page, and
 * mismatches only), the mismatch count of the digest, and the dashboard for 30 days.
 * Run: `pnpm bench:money [postgres-url] [keep]`, the URL of a server whose role may create
 * databases; it makes its own and drops it, unless "keep" asks to leave it for EXPLAIN.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../db/database';
import { createScratchDatabase } from '../../db/scratch-database';
import { seedCatalogue } from '../../db/seed-catalogue';
import { migrationsFolder } from '../../paths';
import { sortedRunTimes } from '../core/run-times';
import { dashboardFigures } from './dashboard-figures';
import { countMismatches, listPayments } from './list-payments';

const ORDERS = 100_000;
const RUNS = process.argv[3] === 'keep' ? 1 : 30;
const adminUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const SEED = `
insert into sales_orders (ref_no, token, status, items_sen, shipping_fee_sen, total_sen,
  weight_grams, delivery_mode, email, first_name, last_name, phone, paid_at, expires_at,
  created_at, trans_id, payment_id)
select 'NY' || lpad(g::text, 10, '0'), md5('t' || g::text),
  case when g % 10 = 0 then 'Pending' when g % 10 = 1 then 'Paid' else 'Completed' end,
  19800, 800, 20600, 450, 'delivery', 'customer' || (g % 20000) || '@example.com', 'Aina', 'Tan',
  '0123456789',
  case when g % 10 = 0 then null else now() - make_interval(secs => g * 315) + interval '5 minutes' end,
  now() - make_interval(secs => g * 315) + interval '2 hours',
  now() - make_interval(secs => g * 315), 'T' || g, '2'
from generate_series(1, ${ORDERS}) as g;
insert into sales_order_items (order_id, product_id, product_kind, name, description,
  featured_graphic_url, quantity, unit_price_sen, amount_sen, weight_grams)
select id, 15373, 'product', 'MCT Essentials', '', '', 1, 19800, 19800, 160 from sales_orders;
insert into payment_messages (order_id, ref_no, channel, fields, outcome, created_at)
select id, ref_no, 'backend',
  jsonb_build_object('Status', case when paid_at is null then '0' else '1' end,
    'Amount', case when id % 100 = 7 then '1.00' else '206.00' end, 'PaymentId', '2',
    'TransId', trans_id),
  case when paid_at is null then 'failed-attempt' when id % 100 = 7 then 'rejected:amount'
    else 'paid' end,
  created_at + interval '4 minutes'
from sales_orders where id % 100 <> 3;
`;

async function time(label: string, run: () => Promise<unknown>): Promise<void> {
  const samples = await sortedRunTimes(RUNS, run);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  process.stdout.write(
    `${label.padEnd(34)} p50 ${at(0.5)?.toFixed(1)} ms  p95 ${at(0.95)?.toFixed(1)} ms\n`,
  );
}

async function main(): Promise<void> {
  const name = `nyiur_money_bench_${randomBytes(4).toString('hex')}`;
  const scratch = await createScratchDatabase(adminUrl, name);
  try {
    const database = await openDatabase({ databaseUrl: scratch.url, migrationsFolder });
    await seedCatalogue(database.db);
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    await client.query(SEED);
    await client.query('vacuum analyze');
    await client.end();
    const db = database.db;
    const now = new Date();
    await time('payments, first page', () => listPayments(db, {}));
    await time('payments, mismatches only', () => listPayments(db, { mismatches_only: true }));
    await time('mismatch count (digest)', () => countMismatches(db));
    await time('dashboard, today', () => dashboardFigures(db, 'today', now));
    await time('dashboard, 30 days', () => dashboardFigures(db, '30_days', now));
    await database.close();
  } finally {
    // A third argument "keep" leaves the database for EXPLAIN.
    if (process.argv[3] === 'keep') process.stdout.write(`kept ${name}\n`);
    else await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
