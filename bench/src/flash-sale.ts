import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseGatewayAmount } from '@nyiur/ipay88';
import {
  ApiCallError,
  BENCH_DELIVERY,
  callApi,
  registerPool,
  signIn,
  type BenchUser,
} from './api-client';
import { BENCH_PRODUCT_ID } from './api-bench';
import { newBackOfficeOwner } from './back-office-owner';
import { createSiblingDatabase, openDatabaseForReading } from './db-access';
import { checkFlashBooks, readFlashState, type FlashBooks } from './flash-books';
import { FLASH_STOCK, FLASH_VOUCHER, openTheSale } from './open-the-sale';
import { readDatabaseState, reconcile, type Reconciliation } from './reconcile';
import { during, log as runLog, unlessItFails, type BenchRun } from './run';
import { payOnSandbox, type CheckoutAnswer } from './sandbox-payment';
import { startServerUnderTest } from './server-under-test';
import type { PurchaseRecord } from './shoppers';
import { summariseLatencies, type LatencySummary } from './stats';

/** The steps of one shopper's part in the sale, in order; sign in happens once. */
export const FLASH_STEPS = [
  'sign in',
  'add to cart',
  'apply voucher',
  'checkout',
  'gateway entry',
  'approve',
  'return to shop',
] as const;
export type FlashStep = (typeof FLASH_STEPS)[number];

/** A refused shopper tries again after this long, as one refreshing the page. */
const RETRY_MS = 1_000;

export interface FlashSaleReport {
  readonly shoppers: number;
  /** Sign-ins in flight at once before the sale opened, and how long they all took. */
  readonly signInsAtOnce: number;
  readonly signInSeconds: number;
  /** Shoppers signed in when the sale opened (a failed sign-in keeps a shopper out). */
  readonly signedIn: number;
  readonly seconds: number;
  readonly elapsedSeconds: number;
  readonly stock: number;
  readonly voucher: { readonly code: string; readonly uses: number; readonly amount: string };
  /** Boxes asked for: every add to cart, accepted or refused as sold out. */
  readonly demand: number;
  /** Orders Paid in the database (a payment stands once BackendURL has it). */
  readonly ordersPaid: number;
  /** Purchases whose shopper reached the success page within the 30 s a step may take. */
  readonly shoppersSawSuccess: number;
  readonly paidOrdersPerSecond: number;
  /** When the last order was paid, from the opening of the sale. */
  readonly lastPaidAtSeconds: number | null;
  /** Orders paid a second until the last one was. */
  readonly paidOrdersPerSecondWhileStockLasted: number | null;
  readonly steps: Record<FlashStep, LatencySummary>;
  /** Refusals in the shop's words, as the sale expects them (sold out, voucher used up). */
  readonly refusals: Record<string, number>;
  /** Anything else that went wrong. */
  readonly errors: Record<string, number>;
  readonly books: FlashBooks | null;
  readonly reconciliation: Reconciliation | null;
  readonly database: string;
}

/** The message of a 422 (a refusal in the shop's words), or null for any other failure. */
function refusalOf(error: unknown): string | null {
  if (!(error instanceof ApiCallError) || error.status !== 422) return null;
  try {
    return (JSON.parse(error.body) as { message?: string }).message ?? error.body.slice(0, 80);
  } catch {
    return error.body.slice(0, 80);
  }
}

/** What the sale's shoppers did and saw. */
interface SaleRun {
  /** When the sale opened (epoch ms). */
  readonly openedAt: number;
  readonly signedIn: number;
  readonly signInSeconds: number;
  readonly elapsedSeconds: number;
  readonly demand: number;
  readonly paidAt: number[];
  readonly latencies: Record<FlashStep, number[]>;
  readonly refusals: Record<string, number>;
  readonly errors: Record<string, number>;
  readonly purchases: PurchaseRecord[];
  readonly requested: Map<string, number>;
}

/**
 * Each shopper signs in once before the sale opens, then until the time is up: sets one box in the cart, applies the
 * voucher (a refusal leaves it out), checks out (with the voucher when it applied; when it was
 * used up meanwhile, again without), and pays on the sandbox. A refusal (sold out, voucher gone)
 * or an error is followed by a pause of RETRY_MS before the next try.
 */
async function runSale(
  baseUrl: string,
  users: readonly BenchUser[],
  seconds: number,
  signInsAtOnce: number,
  log: (line: string) => void,
): Promise<SaleRun> {
  const latencies = Object.fromEntries(FLASH_STEPS.map((step) => [step, [] as number[]])) as Record<
    FlashStep,
    number[]
  >;
  const refusals: Record<string, number> = {};
  const errors: Record<string, number> = {};
  const purchases: PurchaseRecord[] = [];
  const requested = new Map<string, number>();
  const paidAt: number[] = [];
  let demand = 0;
  // Set when the sale opens, once every shopper has signed in.
  let started = 0;
  let deadline = 0;
  const count = (into: Record<string, number>, key: string) => {
    into[key] = (into[key] ?? 0) + 1;
  };
  const timed = async <T>(step: FlashStep, work: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    try {
      return await work();
    } finally {
      latencies[step].push(performance.now() - at);
    }
  };
  const checkout = (token: string, code: string | null) =>
    timed('checkout', () =>
      callApi<CheckoutAnswer>(
        baseUrl,
        '/users/checkout',
        { ...BENCH_DELIVERY, ...(code ? { voucher_code: code } : {}) },
        token,
      ),
    );

  /** One try at a box: answers whether it was paid. */
  const attempt = async (user: BenchUser, token: string): Promise<boolean> => {
    demand += 1;
    try {
      await timed('add to cart', () =>
        callApi(
          baseUrl,
          '/users/add-to-cart',
          { product_id: BENCH_PRODUCT_ID, quantity: 1 },
          token,
        ),
      );
    } catch (error) {
      const refused = refusalOf(error);
      if (refused === null) throw error;
      count(refusals, `add to cart: ${refused}`);
      return false;
    }
    const record: PurchaseRecord = {
      userId: user.id,
      quantity: 1,
      approved: false,
      completed: false,
    };
    purchases.push(record);
    let code: string | null = FLASH_VOUCHER.code;
    try {
      await timed('apply voucher', () =>
        callApi(
          baseUrl,
          '/users/voucher-check',
          { voucher_code: FLASH_VOUCHER.code, is_pickup: '0', state: BENCH_DELIVERY.state },
          token,
        ),
      );
    } catch (error) {
      const refused = refusalOf(error);
      if (refused === null) throw error;
      count(refusals, `apply voucher: ${refused}`);
      code = null;
    }
    let order: CheckoutAnswer;
    try {
      order = await checkout(token, code).catch(async (error: unknown) => {
        if (
          code === null ||
          !(error instanceof ApiCallError) ||
          !error.body.includes('voucher_code')
        )
          throw error;
        count(refusals, `checkout: voucher refused after it applied (${refusalOf(error)})`);
        return checkout(token, null);
      });
    } catch (error) {
      const refused = refusalOf(error);
      if (refused === null) throw error;
      count(refusals, `checkout: ${refused}`);
      return false;
    }
    record.uuid = order.uuid;
    record.refNo = order.payment_request['RefNo'];
    const amount = parseGatewayAmount(order.payment_request['Amount'] ?? '');
    if (amount !== null) requested.set(order.uuid, amount);
    const location = await payOnSandbox(order, timed, () => {
      record.approved = true;
    });
    record.resultLocation = location;
    record.completed = location.includes('/order/success');
    if (!record.completed) throw new Error(`ResponseURL sent the shopper to ${location}`);
    paidAt.push((Date.now() - started) / 1000);
    return true;
  };

  const shopper = async (user: BenchUser, token: string): Promise<void> => {
    while (Date.now() < deadline) {
      let paid = false;
      try {
        paid = await attempt(user, token);
      } catch (error) {
        const key =
          error instanceof ApiCallError
            ? `${error.path} HTTP ${error.status}`
            : error instanceof Error
              ? error.message.slice(0, 120)
              : String(error);
        count(errors, key);
      }
      if (!paid) await sleep(Math.max(0, Math.min(RETRY_MS, deadline - Date.now())));
    }
  };

  // The shoppers arrive before midnight, `signInsAtOnce` signing in at a time: every sign-in
  // verifies an argon2id hash, and hashes started together share the cores and end together.
  const tokens: [BenchUser, string][] = [];
  const doorsOpened = Date.now();
  let next = 0;
  const arrive = async (): Promise<void> => {
    for (let user = users[next++]; user !== undefined; user = users[next++]) {
      const { email, password } = user;
      try {
        tokens.push([user, await timed('sign in', () => signIn(baseUrl, email, password))]);
      } catch (error) {
        count(errors, `sign in: ${error instanceof Error ? error.message.slice(0, 100) : ''}`);
      }
    }
  };
  log(`12.12 sale: ${users.length} shoppers signing in, ${signInsAtOnce} at a time`);
  await Promise.all(Array.from({ length: Math.min(signInsAtOnce, users.length) }, arrive));
  const signInSeconds = (Date.now() - doorsOpened) / 1000;

  log(`12.12 sale: open to ${tokens.length} shoppers for ${seconds} s, ${FLASH_STOCK} boxes`);
  started = Date.now();
  deadline = started + seconds * 1000;
  await Promise.all(tokens.map(([user, token]) => shopper(user, token)));
  return {
    openedAt: started,
    signedIn: tokens.length,
    signInSeconds,
    elapsedSeconds: (Date.now() - started) / 1000,
    demand,
    paidAt,
    latencies,
    refusals,
    errors,
    purchases,
    requested,
  };
}

/**
 * The 12.12 flash sale on a PostgreSQL database of its own (made beside `databaseUrl`): a
 * server, N members, an owner who sets the stock and creates the voucher through the back
 * office, the sale, and once the server has stopped, the books and the reconciliation.
 */
export async function runFlashSale(options: {
  readonly repoRoot: string;
  readonly databaseUrl: string;
  readonly logDir: string;
  readonly shoppers: number;
  readonly seconds: number;
  /** Sign-ins in flight at once before the sale opens. */
  readonly signInsAtOnce: number;
  readonly stamp: string;
  readonly log: (line: string) => void;
}): Promise<FlashSaleReport> {
  const { log } = options;
  const databaseUrl = await createSiblingDatabase(options.databaseUrl, 'flash');
  const database = new URL(databaseUrl).pathname.slice(1);
  log(`12.12 sale: database ${database}`);
  const server = await startServerUnderTest({
    repoRoot: options.repoRoot,
    databaseUrl,
    logDir: options.logDir,
    logName: 'flash-server.log',
  });
  let run: SaleRun;
  let users: BenchUser[];
  try {
    const office = await newBackOfficeOwner({
      repoRoot: options.repoRoot,
      baseUrl: server.baseUrl,
      serverEnv: server.env,
      email: `bench-owner-${options.stamp.toLowerCase()}@example.com`,
    });
    await openTheSale(office, FLASH_STOCK);
    log(`12.12 sale: registering ${options.shoppers} members`);
    users = await registerPool(
      server.baseUrl,
      `bench-flash-${options.stamp}`,
      options.shoppers,
      Math.max(120_000, options.shoppers * 1_000),
    );
    run = await runSale(server.baseUrl, users, options.seconds, options.signInsAtOnce, log);
  } finally {
    log('12.12 sale: stopping its server (it waits for the sandbox callbacks still under way)');
    await server.stop();
  }

  let books: FlashBooks;
  let reconciliation: Reconciliation;
  let lastPaidAt: number | null;
  const reader = await openDatabaseForReading({ databaseUrl, dataDir: server.dataDir });
  try {
    const userIds = users.map((user) => user.id);
    books = checkFlashBooks(
      {
        stock: FLASH_STOCK,
        voucherUses: FLASH_VOUCHER.uses,
        voucherCode: FLASH_VOUCHER.code,
        demand: run.demand,
        requested: run.requested,
      },
      await readFlashState(reader.sql, {
        userIds,
        productId: BENCH_PRODUCT_ID,
        voucherCode: FLASH_VOUCHER.code,
      }),
    );
    reconciliation = reconcile(run.purchases, await readDatabaseState(reader.sql, userIds));
    const [last] = (
      await reader.sql.query<{ at: number | null }>(
        `select (extract(epoch from max(paid_at)) * 1000)::float8 as at from sales_orders
           where user_id = any($1::int[])`,
        [userIds],
      )
    ).rows;
    lastPaidAt = last?.at ?? null;
  } finally {
    await reader.close();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  const lastPaid = lastPaidAt === null ? null : (lastPaidAt - run.openedAt) / 1000;
  return {
    shoppers: users.length,
    signInsAtOnce: options.signInsAtOnce,
    signInSeconds: run.signInSeconds,
    signedIn: run.signedIn,
    seconds: options.seconds,
    elapsedSeconds: run.elapsedSeconds,
    stock: FLASH_STOCK,
    voucher: FLASH_VOUCHER,
    demand: run.demand,
    ordersPaid: books.paidOrders,
    shoppersSawSuccess: run.paidAt.length,
    paidOrdersPerSecond: books.paidOrders / run.elapsedSeconds,
    lastPaidAtSeconds: lastPaid,
    paidOrdersPerSecondWhileStockLasted: lastPaid ? books.paidOrders / lastPaid : null,
    steps: Object.fromEntries(
      FLASH_STEPS.map((step) => [step, summariseLatencies(run.latencies[step])]),
    ) as Record<FlashStep, LatencySummary>,
    refusals: run.refusals,
    errors: run.errors,
    books,
    reconciliation,
    database,
  };
}

/** The flash-sale part (after the main server has stopped); null when not asked for or failed. */
export async function benchFlashSale(run: BenchRun): Promise<FlashSaleReport | null> {
  const { config } = run;
  if (!config.parts.includes('flash')) return null;
  const { databaseUrl } = config;
  if (!databaseUrl) {
    run.notMeasured.push({
      part: '12.12 flash sale',
      reason: 'it runs on PostgreSQL only: set BENCH_DATABASE_URL',
    });
    return null;
  }
  return unlessItFails(run, '12.12 flash sale', () =>
    during(run, 'flash', () =>
      runFlashSale({
        repoRoot: config.repoRoot,
        databaseUrl,
        logDir: run.logDir,
        shoppers: config.flashShoppers,
        seconds: config.flashSeconds,
        signInsAtOnce: config.flashSignInsAtOnce,
        stamp: run.stamp,
        log: runLog,
      }),
    ),
  );
}
