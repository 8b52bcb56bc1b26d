/**
 * Order-queue latency with 100,000 orders on PostgreSQL: p50/p95 of the list use case (the
 * query behind adminOrderList) for a tab's first page, searches, and a deep keyset page.
 * Run: `pnpm bench:admin-orders [postgres-url]`, the URL of a server whose role may create
 * databases (default postgres://postgres@127.0.0.1:5432/postgres); it makes and drops its own.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../../db/database';
import { createScratchDatabase } from '../../db/scratch-database';
import { seedCatalogue } from '../../db/seed-catalogue';
import { migrationsFolder } from '../../paths';
import { sortedRunTimes } from '../core/run-times';
import { countAdminOrders } from './count-admin-orders';
import { listAdminOrders, type OrderListQuery } from './list-admin-orders';
import { encodeCursor } from './order-queue-filters';

const ORDERS = 100_000;
const RUNS = 200;
// The server's configuration is not involved: the one setting is the script's argument.
const adminUrl = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// 100,000 orders over a year: mostly completed, the rest spread over every tab, with Malaysian
// names, e-mails and phones; one line each.
const SEED = `
with names as (
  select array['Aina','Siti','Nur','Mei Ling','Hafiz','Kumar','Priya','Ahmad','Farah','Wei Jie'] as firsts,
         array['Rahman','Abdullah','Tan','Lim','Ismail','Raj','Wong','Hassan','Lee','Ng'] as lasts
), rows as (
  select g,
    (array['Completed','Completed','Completed','Completed','Shipped','Paid','Pending','Cancelled','Failed','Ready for pick-up','Collected','Partly refunded','Refunded'])[1 + (g * 7919) % 13] as status,
    now() - make_interval(secs => g * 315) as created
  from generate_series(1, ${ORDERS}) as g
)
insert into sales_orders (ref_no, token, status, items_sen, shipping_fee_sen, total_sen, weight_grams,
  delivery_mode, pickup_venue, email, first_name, last_name, phone, address, postcode, city, state,
  country, paid_at, expires_at, refunded_sen, created_at)
select 'NY' || to_char(created, 'YYMMDD') || upper(substr(md5(g::text), 1, 8)), md5('t' || g::text),
  status, 19800, 800, 20600, 450,
  case when status in ('Ready for pick-up', 'Collected') then 'pickup' else 'delivery' end,
  case when status in ('Ready for pick-up', 'Collected') then 'Nyiur HQ' else '' end,
  'shopper' || g || '@example.com', firsts[1 + g % 10], lasts[1 + (g / 10) % 10],
  '01' || lpad(((g * 7907) % 100000000)::text, 8, '0'), '12 Jalan Mawar', '47300', 'Petaling Jaya',
  'Selangor', 'Malaysia',
  case when status in ('Pending','Cancelled','Failed') then null else created + interval '5 minutes' end,
  created + interval '2 hours',
  case status when 'Refunded' then 20600 when 'Partly refunded' then 5000 else 0 end,
  created
from rows, names;
insert into sales_order_items (order_id, product_id, product_kind, name, description,
  featured_graphic_url, quantity, unit_price_sen, amount_sen, weight_grams)
select id, 15373, 'product', 'LeanEssentials MCT Powder', '20 sachets', '/e.png', 1, 19800, 19800, 450
from sales_orders;
`;

async function measure(
  label: string,
  run: () => Promise<unknown>,
): Promise<{ label: string; p50: number; p95: number; max: number }> {
  for (let i = 0; i < 10; i += 1) await run();
  const times = await sortedRunTimes(RUNS, run);
  const at = (p: number) => times[Math.max(0, Math.ceil((p / 100) * times.length) - 1)] ?? NaN;
  return { label, p50: at(50), p95: at(95), max: times.at(-1) ?? NaN };
}

async function main(): Promise<void> {
  const name = `nyiur_bench_orders_${randomBytes(4).toString('hex')}`;
  const scratch = await createScratchDatabase(adminUrl, name);
  const database = await openDatabase({
    databaseUrl: scratch.url,
    migrationsFolder,
    poolSize: 4,
  });
  try {
    await seedCatalogue(database.db);
    const seedStart = performance.now();
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    await client.query(SEED);
    // As autovacuum would soon after a day of orders: fresh statistics and visibility map.
    await client.query('vacuum analyze');
    const deep = await client.query<{ created_at: Date; id: number }>(
      `select created_at, id from sales_orders where status in ('Collected','Completed')
       order by created_at desc, id desc offset 10000 limit 1`,
    );
    const sample = await client.query<{ ref_no: string }>(
      `select ref_no from sales_orders where status = 'Completed' order by id limit 1 offset 5000`,
    );
    await client.end();
    const refNo = sample.rows[0]?.ref_no ?? '';
    process.stderr.write(
      `seeded ${ORDERS} orders in ${Math.round(performance.now() - seedStart)} ms\n`,
    );
    const row = deep.rows[0];
    if (!row) throw new Error('no deep row');
    const db = database.db;
    const list = (query: OrderListQuery) => () => listAdminOrders(db, { limit: 50, ...query });
    const results = [
      await measure('To ship, first page', list({ tab: 'to_ship' })),
      await measure('Completed, first page', list({ tab: 'completed' })),
      await measure('Refunds, first page', list({ tab: 'refunds' })),
      await measure(
        'Completed, page 201 by keyset',
        list({ tab: 'completed', cursor: encodeCursor(row.created_at, row.id) }),
      ),
      await measure('Search a name (Completed tab)', list({ tab: 'completed', q: 'mei ling t' })),
      await measure('Search an e-mail prefix', list({ tab: 'completed', q: 'shopper4242' })),
      await measure('Search an order number', list({ tab: 'completed', q: refNo })),
      await measure(
        'Search "NY2" (matches nearly every order)',
        list({ tab: 'shipped', q: 'NY2' }),
      ),
      await measure('Search a phone prefix', list({ tab: 'to_ship', q: '012345' })),
      await measure(
        'Date range, one week',
        list({ tab: 'completed', from: '2026-08-01', to: '2026-08-07' }),
      ),
      await measure('Tab counts', () => countAdminOrders(db)),
    ];
    const format = (value: number) => value.toFixed(1);
    console.log(
      `| query (${ORDERS.toLocaleString('en')} orders, ${RUNS} runs) | p50 ms | p95 ms | max ms |`,
    );
    console.log('| --- | ---: | ---: | ---: |');
    for (const result of results) {
      console.log(
        `| ${result.label} | ${format(result.p50)} | ${format(result.p95)} | ${format(result.max)} |`,
      );
    }
  } finally {
    await database.close();
    await scratch.drop();
  }
}

await main();
