import type { PurchaseRecord } from './shoppers';

/** Anything that answers SQL with rows: a pg Client or a PGlite database. */
export interface SqlClient {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

export interface OrderRow {
  readonly id: number;
  readonly uuid: string;
  readonly ref_no: string;
  readonly status: string;
  readonly paid: boolean;
  readonly user_id: number;
}
export interface ItemRow {
  readonly order_id: number;
  readonly product_id: number;
  readonly quantity: number;
}
export interface MailRow {
  readonly to_address: string;
  readonly subject: string;
}
export interface CartRow {
  readonly user_id: number;
  readonly product_id: number;
  readonly quantity: number;
}
export interface PaymentMessageRow {
  readonly order_id: number | null;
  readonly channel: string;
  readonly n: number;
}

/** The database's state after the shoppers, limited to the shoppers' own rows where it can be. */
export interface DatabaseState {
  readonly orders: OrderRow[];
  readonly items: ItemRow[];
  readonly mail: MailRow[];
  readonly carts: CartRow[];
  readonly paymentMessages: PaymentMessageRow[];
}

/** What the reconciliation found; `ok` only when every check holds. */
export interface Reconciliation {
  readonly ok: boolean;
  readonly ordersSeenByShoppers: number;
  readonly ordersInDatabase: number;
  /** Orders a shopper started that the database does not have, or the other way round. */
  readonly unmatchedOrders: number;
  /** Approved orders that are not Paid. */
  readonly notPaid: number;
  /** Orders whose shopper never reached Approve (an error on the way); they stay Pending. */
  readonly abandoned: number;
  readonly withoutConfirmation: number;
  readonly confirmedMoreThanOnce: number;
  /** The same message (recipient and subject) queued more than once, anywhere in the outbox. */
  readonly duplicateEmails: number;
  /** Orders whose lines differ from the cart the shopper had filled. */
  readonly cartMismatches: number;
  /** Cart lines left behind for shoppers whose every purchase finished. */
  readonly leftoverCartLines: number;
  readonly callbacks: {
    readonly response: number;
    readonly backend: number;
    readonly requery: number;
  };
  /** Approved orders for which a callback channel stored no message: both must have arrived. */
  readonly missingBackendCallback: number;
  readonly missingResponseCallback: number;
  readonly problems: string[];
}

/** Reads the rows the reconciliation needs. Plain SQL that PostgreSQL 15 and PGlite both accept. */
export async function readDatabaseState(
  sql: SqlClient,
  userIds: readonly number[],
): Promise<DatabaseState> {
  const ids = [...userIds];
  const orders = await sql.query<OrderRow>(
    `select id, uuid::text as uuid, ref_no, status, (paid_at is not null) as paid, user_id
       from sales_orders where user_id = any($1::int[])`,
    [ids],
  );
  const items = await sql.query<ItemRow>(
    `select i.order_id, i.product_id, i.quantity from sales_order_items i
       join sales_orders o on o.id = i.order_id where o.user_id = any($1::int[])`,
    [ids],
  );
  const mail = await sql.query<MailRow>('select to_address, subject from email_outbox');
  const carts = await sql.query<CartRow>(
    'select user_id, product_id, quantity from cart_items where user_id = any($1::int[])',
    [ids],
  );
  const paymentMessages = await sql.query<PaymentMessageRow>(
    `select m.order_id, m.channel, count(*)::int as n from payment_messages m
       join sales_orders o on o.id = m.order_id where o.user_id = any($1::int[])
       group by m.order_id, m.channel`,
    [ids],
  );
  return {
    orders: orders.rows,
    items: items.rows,
    mail: mail.rows,
    carts: carts.rows,
    paymentMessages: paymentMessages.rows,
  };
}

/**
 * Holds the database to what the shoppers saw: every order a shopper created exists and is Paid,
 * with exactly one confirmation e-mail; no e-mail is queued twice; every order holds exactly the
 * cart its shopper filled; and no cart line is left over.
 */
export function reconcile(
  purchases: readonly PurchaseRecord[],
  state: DatabaseState,
): Reconciliation {
  const problems: string[] = [];
  const seen = purchases.filter((record) => record.uuid !== undefined);
  const byUuid = new Map(state.orders.map((order) => [order.uuid, order]));
  const seenUuids = new Set(seen.map((record) => record.uuid));
  let unmatched = 0;
  for (const record of seen) {
    if (!byUuid.has(record.uuid ?? '')) {
      unmatched += 1;
      problems.push(`order ${record.uuid} was answered at checkout but is not in the database`);
    }
  }
  for (const order of state.orders) {
    if (!seenUuids.has(order.uuid)) {
      unmatched += 1;
      problems.push(`order ${order.ref_no} is in the database but no shopper checked it out`);
    }
  }
  if (seenUuids.size !== seen.length) {
    problems.push(
      `${seen.length - seenUuids.size} checkouts answered with an order already answered before`,
    );
  }

  const approved = new Set(seen.filter((record) => record.approved).map((record) => record.uuid));
  const notPaid = state.orders.filter(
    (order) => approved.has(order.uuid) && (order.status !== 'Paid' || !order.paid),
  );
  const abandoned = state.orders.filter((order) => !approved.has(order.uuid)).length;
  for (const order of notPaid.slice(0, 5))
    problems.push(`order ${order.ref_no} is ${order.status}`);

  const confirmations = new Map<string, number>();
  for (const order of state.orders)
    if (approved.has(order.uuid)) confirmations.set(order.ref_no, 0);
  for (const message of state.mail) {
    const match = /order (\S+) is paid/.exec(message.subject);
    const ref = match?.[1];
    if (ref !== undefined && confirmations.has(ref))
      confirmations.set(ref, (confirmations.get(ref) ?? 0) + 1);
  }
  const without = [...confirmations.values()].filter((count) => count === 0).length;
  const twice = [...confirmations.values()].filter((count) => count > 1).length;

  const messageCounts = new Map<string, number>();
  for (const message of state.mail) {
    const key = `${message.to_address}\u0000${message.subject}`;
    messageCounts.set(key, (messageCounts.get(key) ?? 0) + 1);
  }
  const duplicateEmails = [...messageCounts.values()].filter((count) => count > 1).length;

  const linesOf = new Map<number, ItemRow[]>();
  for (const item of state.items)
    linesOf.set(item.order_id, [...(linesOf.get(item.order_id) ?? []), item]);
  let cartMismatches = 0;
  for (const record of seen) {
    const order = byUuid.get(record.uuid ?? '');
    if (!order) continue;
    const lines = linesOf.get(order.id) ?? [];
    const total = lines.reduce((sum, line) => sum + line.quantity, 0);
    if (lines.length !== 1 || total !== record.quantity) {
      cartMismatches += 1;
      problems.push(
        `order ${order.ref_no} holds ${total} sachets in ${lines.length} lines; the shopper put ${record.quantity}`,
      );
    }
  }

  const unfinishedUsers = new Set(
    purchases.filter((record) => !record.completed).map((record) => record.userId),
  );
  const leftover = state.carts.filter((line) => !unfinishedUsers.has(line.user_id)).length;
  if (leftover > 0)
    problems.push(`${leftover} cart lines left for shoppers whose purchases all finished`);

  const callbacks = { response: 0, backend: 0, requery: 0 };
  for (const row of state.paymentMessages) {
    if (row.channel === 'response' || row.channel === 'backend' || row.channel === 'requery') {
      callbacks[row.channel] += Number(row.n);
    }
  }

  const channelsOf = new Map<number, Set<string>>();
  for (const row of state.paymentMessages) {
    if (row.order_id === null) continue;
    const set = channelsOf.get(row.order_id) ?? new Set<string>();
    set.add(row.channel);
    channelsOf.set(row.order_id, set);
  }
  const approvedOrders = state.orders.filter((order) => approved.has(order.uuid));
  const missingBackendCallback = approvedOrders.filter(
    (order) => !channelsOf.get(order.id)?.has('backend'),
  ).length;
  const missingResponseCallback = approvedOrders.filter(
    (order) => !channelsOf.get(order.id)?.has('response'),
  ).length;
  if (missingBackendCallback > 0) {
    problems.push(`${missingBackendCallback} approved orders never heard from BackendURL`);
  }

  const result = {
    ordersSeenByShoppers: seenUuids.size,
    ordersInDatabase: state.orders.length,
    unmatchedOrders: unmatched,
    notPaid: notPaid.length,
    abandoned,
    withoutConfirmation: without,
    confirmedMoreThanOnce: twice,
    duplicateEmails,
    cartMismatches,
    leftoverCartLines: leftover,
    callbacks,
    missingBackendCallback,
    missingResponseCallback,
    problems: problems.slice(0, 20),
  };
  const ok =
    unmatched === 0 &&
    seenUuids.size === seen.length &&
    notPaid.length === 0 &&
    without === 0 &&
    twice === 0 &&
    duplicateEmails === 0 &&
    cartMismatches === 0 &&
    leftover === 0 &&
    missingBackendCallback === 0;
  return { ok, ...result };
}
