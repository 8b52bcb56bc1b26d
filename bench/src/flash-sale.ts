import { formatAmount } from '@nyiur/ipay88';
import { ApiCallError, BENCH_DELIVERY, callApi, signIn, type BenchUser } from './api-client';
import { BENCH_PRODUCT_ID } from './api-bench';
import { parseFirstForm, submitWith } from './html-form';
import type { SqlClient } from './reconcile';
import { summariseLatencies, type LatencySummary } from './stats';

/** The 12.12 sale: 100 boxes on the shelf and a voucher with 50 uses. */
export const FLASH_STOCK = 100;
export const FLASH_VOUCHER_USES = 50;

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

/** What the database says after the sale; `ok` when every rule of the books holds. */
export interface FlashBooks {
  readonly boxesSold: number;
  readonly stockLeft: number;
  readonly oversold: number;
  readonly paidOrders: number;
  readonly ordersWithVoucher: number;
  readonly voucherUsesTaken: number;
  /** Paid orders whose gateway Amount differs from the order's total. */
  readonly amountMismatches: number;
  /** Orders whose total is not goods − discount + shipping. */
  readonly totalsNotAddingUp: number;
  readonly ok: boolean;
}

export interface FlashSaleReport {
  readonly shoppers: number;
  readonly seconds: number;
  readonly elapsedSeconds: number;
  readonly paidOrders: number;
  readonly ordersPerSecond: number;
  readonly refusedVoucher: number;
  readonly soldOutAnswers: number;
  readonly steps: Record<FlashStep, LatencySummary>;
  readonly errors: Record<string, number>;
  readonly books: FlashBooks;
}

interface CheckoutAnswer {
  readonly uuid: string;
  readonly payment_url: string;
  readonly payment_request: Record<string, string>;
}

const STEP_TIMEOUT_MS = 30_000;
const SIGN_IN_AT_ONCE = 8;

async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  const host = new URL(url).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') throw new Error(`not this machine: ${url}`);
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
    signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
  });
}

const isSoldOut = (error: unknown) =>
  error instanceof ApiCallError &&
  error.status === 422 &&
  /out of stock|left\. Please lower/.test(error.body);

/**
 * N shoppers each sign in once, then buy one box at a time until the time is up or the boxes
 * are gone: add to cart, apply the voucher (used without it once refused), check out and pay
 * through the sandbox. The books are then read from the database.
 */
export async function runFlashSale(options: {
  readonly baseUrl: string;
  readonly sql: SqlClient;
  readonly users: readonly BenchUser[];
  readonly seconds: number;
  readonly code: string;
  readonly log: (line: string) => void;
}): Promise<FlashSaleReport> {
  const { sql, code } = options;
  await sql.query('update products set stock_on_hand = $1 where id = $2', [
    FLASH_STOCK,
    BENCH_PRODUCT_ID,
  ]);
  await sql.query(
    `insert into vouchers (code, kind, amount_sen, total_uses, uses_per_customer, note)
     values ($1, 'amount_off', 1000, $2, 1, '12.12 bench')`,
    [code, FLASH_VOUCHER_USES],
  );
  const latencies = Object.fromEntries(FLASH_STEPS.map((step) => [step, [] as number[]])) as Record<
    FlashStep,
    number[]
  >;
  const errors: Record<string, number> = {};
  const amounts = new Map<string, string>();
  let refusedVoucher = 0;
  let soldOutAnswers = 0;
  let soldOut = false;
  const timed = async <T>(step: FlashStep, work: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    try {
      return await work();
    } finally {
      latencies[step].push(performance.now() - at);
    }
  };

  const purchase = async (token: string): Promise<void> => {
    await timed('add to cart', () =>
      callApi(
        options.baseUrl,
        '/users/add-to-cart',
        { product_id: BENCH_PRODUCT_ID, quantity: 1 },
        token,
      ),
    );
    const usable = await timed('apply voucher', async () => {
      try {
        await callApi(options.baseUrl, '/users/voucher-check', { voucher_code: code }, token);
        return true;
      } catch (error) {
        if (error instanceof ApiCallError && error.status === 422) return false;
        throw error;
      }
    });
    const checkout = (withCode: boolean) =>
      callApi<CheckoutAnswer>(
        options.baseUrl,
        '/users/checkout',
        withCode ? { ...BENCH_DELIVERY, voucher_code: code } : BENCH_DELIVERY,
        token,
      );
    const order = await timed('checkout', async () => {
      if (!usable) return checkout(false);
      try {
        return await checkout(true);
      } catch (error) {
        // The last uses went between the check and the checkout: pay full price.
        if (error instanceof ApiCallError && error.status === 422 && /voucher/.test(error.body)) {
          refusedVoucher += 1;
          return checkout(false);
        }
        throw error;
      }
    });
    amounts.set(order.payment_request['RefNo'] ?? '', order.payment_request['Amount'] ?? '');
    const entry = await timed('gateway entry', async () => {
      const answer = await postForm(order.payment_url, order.payment_request);
      if (answer.status !== 200) throw new Error(`gateway entry answered HTTP ${answer.status}`);
      return answer.text();
    });
    const form = parseFirstForm(entry, order.payment_url);
    if (!form) throw new Error('the gateway page has no payment form');
    const redirect = await timed('approve', async () => {
      const answer = await postForm(form.action, submitWith(form, 'approve'));
      if (answer.status !== 200) throw new Error(`approve answered HTTP ${answer.status}`);
      return answer.text();
    });
    const back = parseFirstForm(redirect, form.action);
    if (!back) throw new Error('the gateway sent no form back to the shop');
    await timed('return to shop', async () => {
      const answer = await postForm(back.action, back.fields);
      await answer.arrayBuffer();
      if (!(answer.headers.get('location') ?? '').includes('/order/success')) {
        throw new Error(
          `ResponseURL answered HTTP ${answer.status} to ${answer.headers.get('location')}`,
        );
      }
    });
  };

  const shopper = async (token: string): Promise<void> => {
    while (!soldOut && Date.now() < deadline) {
      try {
        await purchase(token);
      } catch (error) {
        if (isSoldOut(error)) {
          soldOutAnswers += 1;
          soldOut = true;
          return;
        }
        const key =
          error instanceof ApiCallError
            ? `${error.path} HTTP ${error.status}`
            : error instanceof Error
              ? error.message.slice(0, 120)
              : String(error);
        errors[key] = (errors[key] ?? 0) + 1;
      }
    }
  };

  // Everyone signs in once before the sale opens, a few at a time: a password hash is slow on
  // purpose, and 500 at once would only measure the machine's hashing queue.
  const tokens: string[] = [];
  for (let start = 0; start < options.users.length; start += SIGN_IN_AT_ONCE) {
    const batch = options.users.slice(start, start + SIGN_IN_AT_ONCE);
    const signed = await Promise.all(
      batch.map((user) =>
        timed('sign in', () => signIn(options.baseUrl, user.email, user.password)).catch(() => {
          errors['sign in'] = (errors['sign in'] ?? 0) + 1;
          return '';
        }),
      ),
    );
    tokens.push(...signed.filter((token) => token !== ''));
  }
  options.log(`12.12 sale: ${tokens.length} shoppers for up to ${options.seconds} s`);
  const started = Date.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(tokens.map((token) => shopper(token)));
  const elapsedSeconds = (Date.now() - started) / 1000;
  const books = await readBooks(sql, code, options.users, amounts);
  // The parts after this one find the shelf as the server under test seeded it.
  await sql.query('update products set stock_on_hand = 1000000 where id = $1', [BENCH_PRODUCT_ID]);
  return {
    shoppers: options.users.length,
    seconds: options.seconds,
    elapsedSeconds,
    paidOrders: books.paidOrders,
    ordersPerSecond: books.paidOrders / elapsedSeconds,
    refusedVoucher,
    soldOutAnswers,
    steps: Object.fromEntries(
      FLASH_STEPS.map((step) => [step, summariseLatencies(latencies[step])]),
    ) as Record<FlashStep, LatencySummary>,
    errors,
    books,
  };
}

async function readBooks(
  sql: SqlClient,
  code: string,
  users: readonly BenchUser[],
  amounts: ReadonlyMap<string, string>,
): Promise<FlashBooks> {
  const ids = users.map((user) => user.id);
  const { rows: orders } = await sql.query<{
    ref_no: string;
    total_sen: number;
    voucher_code: string | null;
    adds_up: boolean;
    boxes: number;
  }>(
    `select o.ref_no, o.total_sen, o.voucher_code,
        o.total_sen = o.items_sen - o.discount_sen + o.shipping_fee_sen as adds_up,
        coalesce((select sum(quantity) from sales_order_items i where i.order_id = o.id), 0)::int as boxes
      from sales_orders o where o.user_id = any($1::int[]) and o.paid_at is not null`,
    [ids],
  );
  const { rows: stock } = await sql.query<{ stock_on_hand: number }>(
    'select stock_on_hand from products where id = $1',
    [BENCH_PRODUCT_ID],
  );
  const { rows: voucher } = await sql.query<{ uses_taken: number }>(
    'select uses_taken from vouchers where code = $1',
    [code],
  );
  const boxesSold = orders.reduce((sum, order) => sum + order.boxes, 0);
  const ordersWithVoucher = orders.filter((order) => order.voucher_code === code).length;
  const amountMismatches = orders.filter(
    (order) => amounts.get(order.ref_no) !== formatAmount(order.total_sen),
  ).length;
  const totalsNotAddingUp = orders.filter((order) => !order.adds_up).length;
  const stockLeft = stock[0]?.stock_on_hand ?? -1;
  const oversold = Math.max(0, boxesSold - FLASH_STOCK);
  return {
    boxesSold,
    stockLeft,
    oversold,
    paidOrders: orders.length,
    ordersWithVoucher,
    voucherUsesTaken: voucher[0]?.uses_taken ?? -1,
    amountMismatches,
    totalsNotAddingUp,
    ok:
      oversold === 0 &&
      stockLeft >= 0 &&
      ordersWithVoucher <= FLASH_VOUCHER_USES &&
      amountMismatches === 0 &&
      totalsNotAddingUp === 0,
  };
}
