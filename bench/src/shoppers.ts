import { ApiCallError, BENCH_DELIVERY, callApi, signIn, type BenchUser } from './api-client';
import { BENCH_PRODUCT_ID } from './api-bench';
import { measureHashCeiling, type HashCeiling } from './hash-ceiling';
import type { MainServer } from './main-server';
import { during, log, unlessItFails, type BenchRun } from './run';
import { payOnSandbox, type CheckoutAnswer } from './sandbox-payment';
import { summariseLatencies, type LatencySummary } from './stats';

/** The steps of one purchase, in order. */
export const SHOPPER_STEPS = [
  'sign in',
  'add to cart',
  'checkout',
  'gateway entry',
  'approve',
  'return to shop',
] as const;
export type ShopperStep = (typeof SHOPPER_STEPS)[number];

/** What a shopper saw of one purchase; the reconciliation holds the database to it. */
export interface PurchaseRecord {
  readonly userId: number;
  readonly quantity: number;
  uuid?: string;
  refNo?: string;
  /** Where ResponseURL sent the browser (the order result page). */
  resultLocation?: string;
  /** The sandbox accepted Approve: from here the order must end up Paid. */
  approved: boolean;
  completed: boolean;
}

export interface ShoppersReport {
  readonly shoppers: number;
  readonly seconds: number;
  readonly elapsedSeconds: number;
  readonly ordersCompleted: number;
  readonly ordersPerSecond: number;
  readonly steps: Record<ShopperStep, LatencySummary>;
  /** The same steps with a single shopper (the uncontended reference), when it was run. */
  readonly alone?: Record<ShopperStep, LatencySummary>;
  readonly aloneOrdersPerSecond?: number;
  /**
   * The password hashes a second this machine can do at most (same run, server idle): with a
   * sign-in before each purchase, no crowd can pay more orders a second than this.
   */
  readonly hashCeiling?: HashCeiling;
  /**
   * The same crowd run again with each shopper signed in once and staying signed in (as a
   * shopper's session does), when it was run: what the purchase path holds without a password
   * hash per order.
   */
  readonly staySignedIn?: {
    readonly ordersCompleted: number;
    readonly ordersPerSecond: number;
    readonly elapsedSeconds: number;
    readonly steps: Record<ShopperStep, LatencySummary>;
    readonly errors: Record<string, number>;
  };
  readonly errors: Record<string, number>;
  readonly purchases: PurchaseRecord[];
}

/**
 * N shoppers, each a member of the pool, buy in a loop until `seconds` have passed (a purchase
 * under way then is finished; at most `maxPurchasesEach` each): sign in, set the cart, check
 * out, open the sandbox's payment page, press Approve (the sandbox then posts the signed result
 * to BackendURL on its own), and post the returned form to ResponseURL as the browser would.
 */
export async function runShoppers(options: {
  readonly baseUrl: string;
  readonly users: readonly BenchUser[];
  readonly seconds: number;
  readonly maxPurchasesEach?: number;
  /** `once`: each shopper signs in before its first purchase only (default: before each). */
  readonly signIn?: 'each purchase' | 'once';
  readonly log: (line: string) => void;
}): Promise<ShoppersReport> {
  const latencies = Object.fromEntries(
    SHOPPER_STEPS.map((step) => [step, [] as number[]]),
  ) as Record<ShopperStep, number[]>;
  const errors: Record<string, number> = {};
  const purchases: PurchaseRecord[] = [];
  const started = Date.now();
  const deadline = started + options.seconds * 1000;
  const maxEach = options.maxPurchasesEach ?? 10_000;

  const timed = async <T>(step: ShopperStep, work: () => Promise<T>): Promise<T> => {
    const at = performance.now();
    try {
      return await work();
    } finally {
      latencies[step].push(performance.now() - at);
    }
  };

  const tokens = new Map<number, string>();
  const tokenFor = async (user: BenchUser): Promise<string> => {
    const kept = options.signIn === 'once' ? tokens.get(user.id) : undefined;
    if (kept) return kept;
    const token = await timed('sign in', () => signIn(options.baseUrl, user.email, user.password));
    tokens.set(user.id, token);
    return token;
  };

  const purchase = async (user: BenchUser, round: number): Promise<void> => {
    const record: PurchaseRecord = {
      userId: user.id,
      quantity: 1 + (round % 3),
      approved: false,
      completed: false,
    };
    purchases.push(record);
    const token = await tokenFor(user);
    await timed('add to cart', () =>
      callApi(
        options.baseUrl,
        '/users/add-to-cart',
        { product_id: BENCH_PRODUCT_ID, quantity: record.quantity },
        token,
      ),
    );
    const order = await timed('checkout', () =>
      callApi<CheckoutAnswer>(options.baseUrl, '/users/checkout', BENCH_DELIVERY, token),
    );
    record.uuid = order.uuid;
    record.refNo = order.payment_request['RefNo'];
    const location = await payOnSandbox(order, timed, () => {
      record.approved = true;
    });
    record.resultLocation = location;
    record.completed = location.includes('/order/success');
    if (!record.completed) throw new Error(`ResponseURL sent the shopper to ${location}`);
  };

  const shopper = async (user: BenchUser): Promise<void> => {
    for (let round = 0; round < maxEach && Date.now() < deadline; round += 1) {
      try {
        await purchase(user, round);
      } catch (error) {
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

  options.log(
    `Shoppers: ${options.users.length} for ${options.seconds} s, signing in ${options.signIn ?? 'each purchase'}`,
  );
  await Promise.all(options.users.map((user) => shopper(user)));
  const elapsedSeconds = (Date.now() - started) / 1000;
  const ordersCompleted = purchases.filter((record) => record.completed).length;
  return {
    shoppers: options.users.length,
    seconds: options.seconds,
    elapsedSeconds,
    ordersCompleted,
    ordersPerSecond: ordersCompleted / elapsedSeconds,
    steps: Object.fromEntries(
      SHOPPER_STEPS.map((step) => [step, summariseLatencies(latencies[step])]),
    ) as Record<ShopperStep, LatencySummary>,
    errors,
    purchases,
  };
}

/**
 * The shoppers part on the main server: the password-hash ceiling, one shopper alone, the crowd,
 * then the crowd staying signed in; null when it is not asked for, has no members or cannot run.
 */
export async function benchShoppers(
  run: BenchRun,
  server: MainServer,
  users: readonly BenchUser[],
): Promise<ShoppersReport | null> {
  const { config } = run;
  const { baseUrl } = server;
  if (!config.parts.includes('shoppers') || users.length === 0 || !server.up('shoppers')) {
    return null;
  }
  return unlessItFails(run, 'shoppers', () =>
    during(run, 'shoppers', async () => {
      // The same run's reference for a sign-in per purchase: the password hashes a second
      // this machine can do at most, measured while the server is idle.
      const hashCeiling = await measureHashCeiling();
      log(
        `Password-hash ceiling: ${hashCeiling.hashesPerSecond.toFixed(1)} argon2id hashes/s (${hashCeiling.msPerHash.toFixed(1)} ms each alone)`,
      );
      // The reference: one shopper alone, so every step's latency has its uncontended figure.
      const [first] = users;
      const alone = first
        ? await runShoppers({
            baseUrl,
            users: [first],
            seconds: Math.min(10, config.shopperSeconds),
            log,
          })
        : null;
      const crowd = await runShoppers({
        baseUrl,
        users,
        seconds: config.shopperSeconds,
        log,
      });
      // The same crowd staying signed in, as a shopper's session does: the purchase path
      // without a password hash per order (the targets are held to the run above).
      const signedIn = await runShoppers({
        baseUrl,
        users,
        seconds: config.shopperSeconds,
        signIn: 'once',
        log,
      });
      return {
        ...crowd,
        ...(alone ? { alone: alone.steps, aloneOrdersPerSecond: alone.ordersPerSecond } : {}),
        hashCeiling,
        staySignedIn: {
          ordersCompleted: signedIn.ordersCompleted,
          ordersPerSecond: signedIn.ordersPerSecond,
          elapsedSeconds: signedIn.elapsedSeconds,
          steps: signedIn.steps,
          errors: signedIn.errors,
        },
        purchases: [...(alone?.purchases ?? []), ...crowd.purchases, ...signedIn.purchases],
      };
    }),
  );
}
