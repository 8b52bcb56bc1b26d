import { parseGatewayAmount } from '@nyiur/ipay88';
import type { SqlClient } from './reconcile';

/** An order of the sale's shoppers as the books read it. */
export interface FlashOrderRow {
  readonly id: number;
  readonly uuid: string;
  readonly status: string;
  readonly paid: boolean;
  readonly stock_hold: string;
  readonly boxes: number;
  readonly items_sen: number;
  readonly discount_sen: number;
  readonly shipping_fee_sen: number;
  readonly total_sen: number;
  readonly voucher_code: string | null;
}

/** One message of the gateway about an order, with the Amount it named. */
export interface FlashPaymentRow {
  readonly order_id: number;
  readonly channel: string;
  readonly amount: string | null;
}

/** The sale's figures in the database once the server has stopped. */
export interface FlashState {
  readonly orders: FlashOrderRow[];
  readonly payments: FlashPaymentRow[];
  /** The product's stock free to sell now. */
  readonly freeNow: number;
  /** The quantities of the product's stock ledger added up (decision 0025: equals freeNow). */
  readonly ledgerSum: number;
  readonly voucherUsesTaken: number;
  /** voucher_uses rows held or used (released ones gave their use back). */
  readonly voucherUsesHeldOrUsed: number;
}

/** What the shoppers saw of the sale, for the books. */
export interface FlashSeen {
  /** Boxes the sale opened with. */
  readonly stock: number;
  /** The voucher's total uses. */
  readonly voucherUses: number;
  readonly voucherCode: string;
  /** Boxes the shoppers asked for (each add to cart, accepted or refused as sold out). */
  readonly demand: number;
  /** The Amount each order's payment request named, by order uuid, in sen. */
  readonly requested: ReadonlyMap<string, number>;
}

export interface FlashBooks {
  readonly ok: boolean;
  readonly boxesSold: number;
  /** min(stock, demand): what must have sold. */
  readonly boxesExpected: number;
  readonly boxesHeldUnpaid: number;
  readonly freeNow: number;
  /** Boxes sold beyond the stock the sale opened with. */
  readonly oversold: number;
  /** stock − sold − held − free: boxes neither sold, held nor free (0 when the books balance). */
  readonly unaccounted: number;
  readonly ledgerMatches: boolean;
  readonly paidOrders: number;
  readonly paidWithVoucher: number;
  /** Orders of any status carrying the voucher. */
  readonly ordersWithVoucher: number;
  readonly voucherUsesTaken: number;
  readonly voucherUsesHeldOrUsed: number;
  /**
   * Paid orders whose total is not items − discount + shipping, whose payment request or any
   * gateway message named another amount, or whose discount and voucher code disagree.
   */
  readonly amountMismatches: number;
  readonly problems: string[];
}

/** Reads the sale's rows: the shoppers' orders, their gateway messages, stock and voucher. */
export async function readFlashState(
  sql: SqlClient,
  options: { userIds: readonly number[]; productId: number; voucherCode: string },
): Promise<FlashState> {
  const ids = [...options.userIds];
  const orders = await sql.query<FlashOrderRow>(
    `select o.id, o.uuid::text as uuid, o.status, (o.paid_at is not null) as paid, o.stock_hold,
        coalesce((select sum(i.quantity) from sales_order_items i
                   where i.order_id = o.id and i.product_id = $2), 0)::int as boxes,
        o.items_sen, o.discount_sen, o.shipping_fee_sen, o.total_sen, o.voucher_code
       from sales_orders o where o.user_id = any($1::int[])`,
    [ids, options.productId],
  );
  const payments = await sql.query<FlashPaymentRow>(
    `select m.order_id, m.channel, m.fields->>'Amount' as amount from payment_messages m
       join sales_orders o on o.id = m.order_id where o.user_id = any($1::int[])`,
    [ids],
  );
  const [stock] = (
    await sql.query<{ free: number; ledger: number }>(
      `select p.stock_on_hand as free,
          (select coalesce(sum(quantity), 0) from stock_movements where product_id = p.id)::int as ledger
         from products p where p.id = $1`,
      [options.productId],
    )
  ).rows;
  const [voucher] = (
    await sql.query<{ taken: number; live: number }>(
      `select v.uses_taken as taken,
          (select count(*) from voucher_uses u
            where u.voucher_id = v.id and u.state in ('held', 'used'))::int as live
         from vouchers v where v.code = $1`,
      [options.voucherCode],
    )
  ).rows;
  return {
    orders: orders.rows,
    payments: payments.rows,
    freeNow: Number(stock?.free ?? Number.NaN),
    ledgerSum: Number(stock?.ledger ?? Number.NaN),
    voucherUsesTaken: Number(voucher?.taken ?? Number.NaN),
    voucherUsesHeldOrUsed: Number(voucher?.live ?? Number.NaN),
  };
}

/**
 * The sale's books: exactly min(stock, demand) boxes sold and none beyond the stock, every box
 * sold, held or free, the stock ledger adding up, the voucher used at most its total, and every
 * paid amount equal to its order.
 */
export function checkFlashBooks(seen: FlashSeen, state: FlashState): FlashBooks {
  const problems: string[] = [];
  const paid = state.orders.filter((order) => order.paid);
  const boxesSold = paid.reduce((sum, order) => sum + order.boxes, 0);
  const boxesHeldUnpaid = state.orders
    .filter((order) => !order.paid && order.stock_hold === 'reserved')
    .reduce((sum, order) => sum + order.boxes, 0);
  const boxesExpected = Math.min(seen.stock, seen.demand);
  const oversold = Math.max(0, boxesSold - seen.stock);
  const unaccounted = seen.stock - boxesSold - boxesHeldUnpaid - state.freeNow;
  const ledgerMatches = state.ledgerSum === state.freeNow;
  if (boxesSold !== boxesExpected)
    problems.push(`${boxesSold} boxes sold; min(stock, demand) is ${boxesExpected}`);
  if (oversold > 0) problems.push(`${oversold} boxes sold beyond the ${seen.stock} in stock`);
  if (state.freeNow < 0) problems.push(`stock free to sell is ${state.freeNow}`);
  if (unaccounted !== 0)
    problems.push(
      `${seen.stock} boxes = ${boxesSold} sold + ${boxesHeldUnpaid} held + ${state.freeNow} free is off by ${unaccounted}`,
    );
  if (!ledgerMatches)
    problems.push(`the stock ledger adds up to ${state.ledgerSum}, the stock is ${state.freeNow}`);

  const code = seen.voucherCode.toUpperCase();
  const ordersWithVoucher = state.orders.filter((order) => order.voucher_code === code).length;
  const paidWithVoucher = paid.filter((order) => order.voucher_code === code).length;
  if (paidWithVoucher > seen.voucherUses)
    problems.push(`${paidWithVoucher} paid orders carry the voucher of ${seen.voucherUses} uses`);
  if (ordersWithVoucher > seen.voucherUses)
    problems.push(`${ordersWithVoucher} orders carry the voucher of ${seen.voucherUses} uses`);
  if (state.voucherUsesTaken > seen.voucherUses || state.voucherUsesHeldOrUsed > seen.voucherUses)
    problems.push(
      `the voucher counts ${state.voucherUsesTaken} uses taken, ${state.voucherUsesHeldOrUsed} held or used, of ${seen.voucherUses}`,
    );

  const amountsOf = new Map<number, (number | null)[]>();
  for (const message of state.payments) {
    const parsed = message.amount === null ? null : parseGatewayAmount(message.amount);
    amountsOf.set(message.order_id, [...(amountsOf.get(message.order_id) ?? []), parsed]);
  }
  let amountMismatches = 0;
  for (const order of paid) {
    const why: string[] = [];
    if (order.total_sen !== order.items_sen - order.discount_sen + order.shipping_fee_sen)
      why.push('total is not items − discount + shipping');
    if (order.discount_sen > 0 !== (order.voucher_code !== null))
      why.push(`discount ${order.discount_sen} sen with voucher ${order.voucher_code ?? 'none'}`);
    const requested = seen.requested.get(order.uuid);
    if (requested !== undefined && requested !== order.total_sen)
      why.push(`payment request for ${requested} sen`);
    const amounts = amountsOf.get(order.id) ?? [];
    if (amounts.length === 0) why.push('no gateway message');
    for (const amount of amounts)
      if (amount !== order.total_sen) why.push(`gateway message for ${amount ?? 'no'} sen`);
    if (why.length > 0) {
      amountMismatches += 1;
      problems.push(`order ${order.uuid} of ${order.total_sen} sen: ${why.join(', ')}`);
    }
  }

  const ok =
    boxesSold === boxesExpected &&
    oversold === 0 &&
    state.freeNow >= 0 &&
    unaccounted === 0 &&
    ledgerMatches &&
    ordersWithVoucher <= seen.voucherUses &&
    state.voucherUsesTaken <= seen.voucherUses &&
    state.voucherUsesHeldOrUsed <= seen.voucherUses &&
    amountMismatches === 0;
  return {
    ok,
    boxesSold,
    boxesExpected,
    boxesHeldUnpaid,
    freeNow: state.freeNow,
    oversold,
    unaccounted,
    ledgerMatches,
    paidOrders: paid.length,
    paidWithVoucher,
    ordersWithVoucher,
    voucherUsesTaken: state.voucherUsesTaken,
    voucherUsesHeldOrUsed: state.voucherUsesHeldOrUsed,
    amountMismatches,
    problems: problems.slice(0, 20),
  };
}
