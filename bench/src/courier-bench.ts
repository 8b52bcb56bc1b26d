import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEasyParcelClient, type ShipmentOrder } from '@nyiur/easyparcel';
import { BENCH_PRODUCT_ID } from './api-bench';
import { BENCH_DELIVERY, callApi, registerPool } from './api-client';
import { newBackOfficeOwner, type BackOffice } from './back-office-owner';
import { describeMachine, loadBenchConfig } from './env';
import { sampleLoad } from './load-sampler';
import { markdownTable } from './markdown-table';
import { payOnSandbox, type CheckoutAnswer } from './sandbox-payment';
import { startServerUnderTest } from './server-under-test';

/*
 * Courier booking (issue 48): 20 paid orders booked with one "Book courier" bulk action on the
 * shop's own EasyParcel sandbox, against the target of under 10 s, beside the sandbox's own
 * answer time for the same calls (20 quotes and 20 bookings sent to it directly, as many at
 * once as the server sends). Needs a build (`pnpm build`) and PostgreSQL in `BENCH_DATABASE_URL`
 * (a fresh database from `node scripts/fresh-test-db.mjs`): the owner is made with the server's
 * own create-owner command while the server runs, which PGlite (one process) does not allow.
 */
const log = (line: string) =>
  process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${line}\n`);

const ORDERS = 20;
const TARGET_SECONDS = 10;
/** What the booking sheet's browser asks at once (HTTP/1.1 keeps six connections a host). */
const BROWSER_CONNECTIONS = 6;
/** The server books a bulk action four at a time (BULK_CONCURRENCY in admin-shipping-routes). */
const SERVER_CONCURRENCY = 4;
const SERVICE_ID = 'EP-CS0PL';
const SANDBOX_CLIENT_ID = 'nyiur-sandbox';
const SENDER = {
  name: 'Nyiur Kelapa Sdn Bhd',
  company: '',
  phone: '0355231234',
  email: '',
  address1: 'Lot 12, Jalan Kelapa 3',
  address2: '',
  postcode: '40200',
  city: 'Shah Alam',
  subdivision_code: 'MY-10',
};

interface Quote {
  service_id: string;
  price_sen: number;
}
interface BookingResult {
  order_id: number;
  status: string;
  message: string;
}

/** Runs `work` on each item, at most `limit` at a time. */
async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const timed = async <T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> => {
  const at = performance.now();
  const value = await work();
  return { value, ms: performance.now() - at };
};

/** 20 members each buy one box for delivery and pay it on the sandbox gateway. */
async function paidOrders(baseUrl: string, stamp: string): Promise<string[]> {
  const users = await registerPool(baseUrl, `courier-${stamp}`, ORDERS);
  const refs: string[] = [];
  for (const user of users) {
    await callApi(
      baseUrl,
      '/users/add-to-cart',
      { product_id: BENCH_PRODUCT_ID, quantity: 1 },
      user.accessToken,
    );
    const order = await callApi<CheckoutAnswer>(
      baseUrl,
      '/users/checkout',
      BENCH_DELIVERY,
      user.accessToken,
    );
    await payOnSandbox(
      order,
      (_step, work) => work(),
      () => {},
    );
    refs.push(order.payment_request['RefNo'] ?? '');
  }
  return refs;
}

/** The owner saves the pick-up address and connects the sandbox account, as in Settings. */
async function connectSandbox(office: BackOffice, baseUrl: string): Promise<void> {
  await office.post('/admin/shipping/settings/save', {
    default_service_id: SERVICE_ID,
    sender: SENDER,
  });
  const { url } = await office.post<{ url: string }>('/admin/shipping/connect');
  const login = await fetch(url, { redirect: 'manual' });
  const callback = login.headers.get('location') ?? '';
  if (!callback.startsWith(baseUrl)) throw new Error(`the sandbox sent the owner to ${callback}`);
  const back = await fetch(callback, { redirect: 'manual' });
  await back.arrayBuffer();
  if (back.status !== 303) throw new Error(`connecting answered HTTP ${back.status}`);
}

async function courierBench(): Promise<number> {
  const config = loadBenchConfig();
  if (!config.databaseUrl) {
    console.error('BENCH_DATABASE_URL: a PostgreSQL database (node scripts/fresh-test-db.mjs)');
    return 1;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const logDir = mkdtempSync(join(tmpdir(), `nyiur-courier-${stamp}-`));
  const server = await startServerUnderTest({
    repoRoot: config.repoRoot,
    databaseUrl: config.databaseUrl,
    logDir,
    // The shop's own sandbox, in the server; no parcel-following job to run beside the calls.
    env: { EASYPARCEL_ENV: 'sandbox', EASYPARCEL_POLL_MS: '0' },
  });
  const startedAt = new Date().toISOString();
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: config.repoRoot })
    .toString()
    .trim();
  const load = sampleLoad(1_000);
  let report: Record<string, unknown>;
  try {
    log(`Courier bench on ${server.driver}: ${ORDERS} paid orders; logs in ${logDir}`);
    const refs = await paidOrders(server.baseUrl, stamp);
    const office = await newBackOfficeOwner({
      repoRoot: config.repoRoot,
      baseUrl: server.baseUrl,
      serverEnv: server.env,
      email: `courier-owner-${stamp.toLowerCase()}@example.com`,
    });
    await connectSandbox(office, server.baseUrl);
    const { orders } = await office.post<{ orders: { id: number; ref_no: string }[] }>(
      '/admin/orders/list',
      { tab: 'to_ship', limit: 100 },
    );
    const chosen = orders.filter((order) => refs.includes(order.ref_no));
    if (chosen.length !== ORDERS) throw new Error(`To ship lists ${chosen.length} of the orders`);

    // The bulk action as the sheet makes it: a quote per order, then one book-many.
    log('Quoting and booking through the shop');
    const quoting = await timed(() =>
      eachLimited(chosen, BROWSER_CONNECTIONS, async (order) => {
        const { quotes } = await office.post<{ quotes: Quote[] }>('/admin/shipping/quote', {
          order_id: order.id,
        });
        const quote = quotes.find((one) => one.service_id === SERVICE_ID);
        if (!quote) throw new Error(`no ${SERVICE_ID} quote for ${order.ref_no}`);
        return { order, quote };
      }),
    );
    const booking = await timed(() =>
      office.post<{ results: BookingResult[] }>('/admin/shipping/book-many', {
        bookings: quoting.value.map(({ order, quote }) => ({
          order_id: order.id,
          service_id: SERVICE_ID,
          quoted_sen: quote.price_sen,
        })),
      }),
    );
    const statuses = booking.value.results.map((result) => result.status);
    const booked = statuses.filter((status) => status === 'booked').length;

    // The same calls straight to the sandbox, as the shop's client makes them.
    log('The same quotes and bookings straight to the sandbox');
    const jwtSecret = server.env['JWT_SECRET'] ?? '';
    const client = createEasyParcelClient({
      apiBaseUrl: `${server.baseUrl}/sandbox/easyparcel`,
      clientId: SANDBOX_CLIENT_ID,
      // As the server derives it (sandboxSecretOf): the bench started the server with this secret.
      clientSecret: createHmac('sha256', jwtSecret).update('easyparcel-sandbox').digest('hex'),
    });
    const callbackUrl = `${server.baseUrl}/bench/callback`;
    const login = await fetch(client.loginUrl(callbackUrl, 'bench'), { redirect: 'manual' });
    const code = new URL(login.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const tokens = await client.exchangeCode(code, callbackUrl);
    if (!tokens.ok) throw new Error('the bench could not connect to the sandbox');
    const collectionDate = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const parcels: ShipmentOrder[] = chosen.map((order, index) => ({
      reference: `BENCH${stamp.replace(/\D/g, '').slice(-8)}${String(index).padStart(2, '0')}`,
      serviceId: SERVICE_ID,
      collectionDate,
      parcel: { weightGrams: 200, lengthCm: 30, widthCm: 20, heightCm: 15 },
      items: [
        {
          content: 'MCT Essentials',
          quantity: 1,
          valueSen: 19_800,
          weightGrams: 160,
          lengthCm: 10,
          widthCm: 10,
          heightCm: 10,
        },
      ],
      sender: {
        name: SENDER.name,
        phone: SENDER.phone,
        address1: SENDER.address1,
        postcode: SENDER.postcode,
        city: SENDER.city,
        subdivisionCode: SENDER.subdivision_code,
      },
      receiver: {
        name: 'Bench Shopper',
        phone: BENCH_DELIVERY.recipient_number,
        address1: BENCH_DELIVERY.address,
        postcode: BENCH_DELIVERY.postcode,
        city: BENCH_DELIVERY.city,
        subdivisionCode: 'MY-14',
      },
    }));
    const directQuotes = await timed(() =>
      eachLimited(parcels, BROWSER_CONNECTIONS, async (parcel) => {
        const answer = await client.quote([
          { from: parcel.sender, to: parcel.receiver, parcel: parcel.parcel },
        ]);
        if (!answer.ok) throw new Error(`the sandbox did not quote: ${answer.failure.kind}`);
      }),
    );
    // The server quotes again before each booking (a changed price is not booked unasked).
    const directBookings = await timed(() =>
      eachLimited(parcels, SERVER_CONCURRENCY, async (parcel) => {
        const quoted = await client.quote([
          { from: parcel.sender, to: parcel.receiver, parcel: parcel.parcel },
        ]);
        if (!quoted.ok) throw new Error('the sandbox did not quote');
        const sent = await client.submitOrders([parcel]);
        if (!sent.ok || sent.value.results[0]?.status !== 'booked') {
          throw new Error('the sandbox did not book');
        }
      }),
    );

    const seconds = (ms: number) => Math.round(ms) / 1000;
    report = {
      startedAt,
      commit,
      machine: describeMachine(),
      driver: server.driver,
      orders: ORDERS,
      booked,
      statuses,
      targetSeconds: TARGET_SECONDS,
      shop: {
        quotesSeconds: seconds(quoting.ms),
        bookManySeconds: seconds(booking.ms),
        wholeActionSeconds: seconds(quoting.ms + booking.ms),
      },
      sandboxDirect: {
        quotesSeconds: seconds(directQuotes.ms),
        quoteAndBookSeconds: seconds(directBookings.ms),
        wholeSeconds: seconds(directQuotes.ms + directBookings.ms),
      },
      browserConnections: BROWSER_CONNECTIONS,
      serverConcurrency: SERVER_CONCURRENCY,
    };
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  const loadSummary = load.stop();
  report['load'] = loadSummary;
  const shop = report['shop'] as Record<string, number>;
  const direct = report['sandboxDirect'] as Record<string, number>;
  const met = report['booked'] === ORDERS && (shop['bookManySeconds'] ?? Infinity) < TARGET_SECONDS;
  report['targetMet'] = met;
  const markdown = [
    `# Courier booking, ${ORDERS} orders in one bulk action (${String(report['driver'])})`,
    '',
    `${startedAt}, commit ${commit}; load average ${loadSummary.min.toFixed(1)}–${loadSummary.max.toFixed(1)} during the run (2 cores, shared).`,
    `The real server (\`apps/server/dist/main.js\`, NODE_ENV=production) with its own EasyParcel`,
    `sandbox in-process; ${ORDERS} members each bought one box for delivery and paid on the sandbox`,
    `gateway; the owner connected the sandbox account in Settings. The shop books a bulk action`,
    `${SERVER_CONCURRENCY} orders at a time, each quoted again and then submitted; the booking`,
    `sheet asks one quote per order first (${BROWSER_CONNECTIONS} at once, as a browser). The`,
    `sandbox alone: the same calls sent straight to that sandbox with the shop's client (its`,
    `HTTP server is the shop's, so the difference is the shop's own work: sessions, database,`,
    `booking rows, audit entries).`,
    '',
    markdownTable(
      ['what', `through the shop (s)`, 'the sandbox alone (s)'],
      [
        [`${ORDERS} quotes (the sheet)`, shop['quotesSeconds'], direct['quotesSeconds']],
        [
          `one book-many of ${ORDERS} (sandbox alone: quote + submit each)`,
          shop['bookManySeconds'],
          direct['quoteAndBookSeconds'],
        ],
        ['the whole action', shop['wholeActionSeconds'], direct['wholeSeconds']],
      ].map((row) => row.map((cell) => String(cell))),
    ),
    '',
    `Booked: ${String(report['booked'])} of ${ORDERS}. Target: ${ORDERS} orders booked in one bulk action in under ${TARGET_SECONDS} s: **${met ? 'met' : 'not met'}**.`,
    '',
  ].join('\n');
  mkdirSync(config.resultsDir, { recursive: true });
  writeFileSync(join(config.resultsDir, `courier-${stamp}.md`), markdown);
  writeFileSync(
    join(config.resultsDir, `courier-${stamp}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  process.stdout.write(`${markdown}\n`);
  log(`Results: bench/results/courier-${stamp}.md and .json; logs in ${logDir}`);
  return met ? 0 : 1;
}

courierBench().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
