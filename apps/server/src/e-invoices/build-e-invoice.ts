import {
  buildDocument,
  encodeDocument,
  isStateCode,
  splitConsolidation,
  type Buyer,
  type DocumentInput,
  type DocumentLine,
  type DocumentType,
  type Supplier,
} from '@nyiur/myinvois';
import { and, asc, eq, gte, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { eInvoices, type EInvoiceRow, type StoredBuyer } from '../db/schema';
import { orderRefunds } from '../db/schema/order-fulfilment';
import { salesOrderItems } from '../db/schema/sales-order-items';
import { salesOrders, type SalesOrderRow } from '../db/schema/sales-orders';
import { lastDayOf, monthRange } from './e-invoice-month';

/** No SST is charged on the shop's prices: every line is "not applicable". */
const NO_TAX = { type: '06', ratePercent: 0 } as const;

/** The MyInvois document each kind of row is. */
export const DOCUMENT_TYPE_OF = {
  individual: 'invoice',
  consolidated: 'invoice',
  credit_note: 'credit-note',
  refund_note: 'refund-note',
} as const satisfies Record<EInvoiceRow['kind'], DocumentType>;

const buyerOf = (stored: StoredBuyer): Buyer => ({
  tin: stored.tin,
  idType: stored.idType,
  idNumber: stored.idNumber,
  ...(stored.sstNumber ? { sstNumber: stored.sstNumber } : {}),
  name: stored.name,
  address: {
    lines: stored.address.lines,
    city: stored.address.city,
    postcode: stored.address.postcode,
    stateCode: isStateCode(stored.address.stateCode) ? stored.address.stateCode : '17',
  },
  phone: stored.phone,
  email: stored.email,
});

/**
 * An order's lines: its items, shipping, and the voucher spread as line discounts from the
 * first line on, so the lines add up to what was paid.
 */
export async function orderLines(db: Executor, order: SalesOrderRow): Promise<DocumentLine[]> {
  const items = await db
    .select()
    .from(salesOrderItems)
    .where(eq(salesOrderItems.orderId, order.id))
    .orderBy(asc(salesOrderItems.id));
  const raw = [
    ...items.map((item) => ({
      description: item.description ? `${item.name}, ${item.description}` : item.name,
      quantity: item.quantity,
      unitPriceSen: item.unitPriceSen,
    })),
    ...(order.shippingFeeSen > 0
      ? [{ description: 'Shipping', quantity: 1, unitPriceSen: order.shippingFeeSen }]
      : []),
  ];
  let discount = order.discountSen;
  const lines: DocumentLine[] = raw.map((line) => {
    const take = Math.min(discount, line.quantity * line.unitPriceSen);
    discount -= take;
    return {
      ...line,
      tax: NO_TAX,
      ...(take > 0
        ? { discountSen: take, discountReason: `Voucher ${order.voucherCode ?? ''}`.trim() }
        : {}),
    };
  });
  const sum = lines.reduce(
    (total, line) => total + line.quantity * line.unitPriceSen - (line.discountSen ?? 0),
    0,
  );
  // An order whose lines do not add up (older data) is invoiced as one line of what was paid.
  if (sum !== order.totalSen || discount > 0) {
    return [
      {
        description: `Order ${order.refNo}`,
        quantity: 1,
        unitPriceSen: order.totalSen,
        tax: NO_TAX,
      },
    ];
  }
  return lines;
}

/**
 * A month's paid orders not invoiced one by one, each net of the refunds recorded before
 * `refundsBefore` (the consolidated invoice's queueing; later refunds get refund notes), or of
 * every refund so far when it is null. A sale LHDN does not let be consolidated is left out.
 */
export async function consolidatedOrders(
  db: Executor,
  month: string,
  refundsBefore: Date | null,
): Promise<{ id: number; refNo: string; amountSen: number }[]> {
  const { start, end } = monthRange(month);
  const refunded = sql<number>`coalesce((
    select sum(${orderRefunds.amountSen}) from ${orderRefunds}
    where ${orderRefunds.orderId} = ${salesOrders.id}
      and (${refundsBefore === null} or ${orderRefunds.createdAt} < ${(refundsBefore ?? new Date(0)).toISOString()}::timestamptz)), 0)`;
  const rows = await db
    .select({
      id: salesOrders.id,
      refNo: salesOrders.refNo,
      amountSen: sql<number>`${salesOrders.totalSen} - ${refunded}`.mapWith(Number),
      totalSen: salesOrders.totalSen,
      paidAt: salesOrders.paidAt,
    })
    .from(salesOrders)
    .where(
      and(
        isNotNull(salesOrders.paidAt),
        gte(salesOrders.paidAt, start),
        lt(salesOrders.paidAt, end),
        notExists(
          db
            .select({ one: sql`1` })
            .from(eInvoices)
            .where(
              and(
                eq(eInvoices.orderId, salesOrders.id),
                eq(eInvoices.kind, 'individual'),
                inArray(eInvoices.state, ['pending', 'submitted', 'valid']),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(salesOrders.paidAt), asc(salesOrders.id));
  const { consolidated } = splitConsolidation(
    rows.map((row) => ({ ...row, soldAt: row.paidAt ?? start })),
  );
  return consolidated
    .filter((order) => order.amountSen > 0)
    .map(({ id, refNo, amountSen }) => ({ id, refNo, amountSen }));
}

/** The document input of a queued row, built at its first submission (issued then). */
export async function documentInputOf(
  db: Executor,
  row: EInvoiceRow,
  supplier: Supplier,
  issuedAt: Date,
): Promise<DocumentInput> {
  const base = { codeNumber: row.code, issuedAt, supplier };
  if (row.kind === 'individual') {
    const [order] = await db
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.id, row.orderId ?? 0));
    if (!order || !row.buyer) throw new Error(`e-invoice ${row.code} has no order or buyer`);
    return {
      ...base,
      type: 'invoice',
      buyer: buyerOf(row.buyer),
      lines: await orderLines(db, order),
    };
  }
  if (row.kind === 'consolidated') {
    const month = row.month ?? '';
    const orders = await consolidatedOrders(db, month, row.createdAt);
    return {
      ...base,
      type: 'invoice',
      buyer: 'general-public',
      billingPeriod: { start: `${month}-01`, end: lastDayOf(month), frequency: 'Monthly' },
      lines: orders.map((order) => ({
        description: `Receipt ${order.refNo}`,
        quantity: 1,
        unitPriceSen: order.amountSen,
        tax: NO_TAX,
      })),
    };
  }
  const [original] = await db
    .select()
    .from(eInvoices)
    .where(eq(eInvoices.id, row.originalId ?? 0));
  if (!original?.uuid) throw new Error(`note ${row.code} has no validated invoice`);
  const [order] = row.orderId
    ? await db
        .select({ refNo: salesOrders.refNo })
        .from(salesOrders)
        .where(eq(salesOrders.id, row.orderId))
    : [];
  return {
    ...base,
    type: DOCUMENT_TYPE_OF[row.kind],
    buyer: original.buyer ? buyerOf(original.buyer) : 'general-public',
    originals: [{ codeNumber: original.code, uuid: original.uuid }],
    lines: [
      {
        description: `Refund of order ${order?.refNo ?? ''}`.trim(),
        quantity: 1,
        unitPriceSen: row.amountSen,
        tax: NO_TAX,
      },
    ],
  };
}

/** The bytes to submit and their hash, kept on the row so every retry sends the same. */
export function encodedOf(input: DocumentInput): { json: string; hash: string } {
  const encoded = encodeDocument(buildDocument(input));
  return {
    json: Buffer.from(encoded.document, 'base64').toString('utf8'),
    hash: encoded.documentHash,
  };
}
