import type { EInvoiceStatus } from '@nyiur/api';
import { malaysianMonth } from '@nyiur/domain';
import { checkBuyer, normaliseIdNumber, normalisePhone } from '@nyiur/myinvois';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { eInvoiceRequestBody } from '@nyiur/api';
import type { Database, Executor } from '../db/database';
import { eInvoices, pendingAgain, type EInvoiceRow, type StoredBuyer } from '../db/schema';
import { salesOrders, type SalesOrderRow } from '../db/schema/sales-orders';
import type { AppConfig } from '../config/app-config';
import { AppError } from '../http/app-error';
import { isUniqueViolation } from '../db/is-unique-violation';
import { requestDeadline } from './e-invoice-month';
import { printUrlOf } from './mark-valid';

type RequestBody = z.output<typeof eInvoiceRequestBody>;

/** The order a caller may see: a member's own by id, anyone's by its token. */
export async function findOrderFor(
  db: Executor,
  key: {
    order_id?: number | undefined;
    order_uuid?: string | undefined;
    token?: string | undefined;
  },
  userId: number | null,
): Promise<SalesOrderRow> {
  const where =
    key.token !== undefined && key.token !== ''
      ? eq(salesOrders.token, key.token)
      : key.order_id !== undefined && userId !== null
        ? and(eq(salesOrders.id, key.order_id), eq(salesOrders.userId, userId))
        : key.order_uuid !== undefined && userId !== null
          ? and(eq(salesOrders.uuid, key.order_uuid), eq(salesOrders.userId, userId))
          : undefined;
  if (!where) throw AppError.validation({ order_id: 'Please choose an order.' });
  const [order] = await db.select().from(salesOrders).where(where);
  if (!order) throw AppError.notFound('There is no such order.');
  return order;
}

/** Why an order's buyer may not ask now, or null. */
async function unavailableReason(
  db: Executor,
  order: SalesOrderRow,
  now: Date,
): Promise<{ reason: string | null; until: Date | null }> {
  if (!order.paidAt)
    return { reason: 'An e-invoice can be asked for once the order is paid.', until: null };
  const month = malaysianMonth(order.paidAt);
  const until = requestDeadline(month);
  if (now.getTime() >= until.getTime()) {
    return {
      reason: "The time to ask has passed: the order is in the month's consolidated e-invoice.",
      until,
    };
  }
  const [consolidated] = await db
    .select({ id: eInvoices.id })
    .from(eInvoices)
    .where(and(eq(eInvoices.kind, 'consolidated'), eq(eInvoices.month, month)));
  if (consolidated) {
    return { reason: "This month's consolidated e-invoice has already been submitted.", until };
  }
  return { reason: null, until };
}

const codeOf = (order: SalesOrderRow) => `INV-${order.refNo}`;

export function viewOf(config: AppConfig, order: SalesOrderRow, row: EInvoiceRow | undefined) {
  if (!row) return null;
  return {
    code: row.code,
    state: row.state,
    validation_url: row.state === 'valid' ? row.validationUrl : null,
    print_url: row.state === 'valid' ? printUrlOf(config, row.code, order.token) : null,
    reasons: (row.reasons ?? []).map((reason) => reason.message),
  };
}

/** What the order page shows: the request button while it is open, or the e-invoice. */
export async function eInvoiceStatusOf(
  db: Executor,
  config: AppConfig,
  order: SalesOrderRow,
  now: Date,
): Promise<EInvoiceStatus> {
  const [row] = await db
    .select()
    .from(eInvoices)
    .where(and(eq(eInvoices.orderId, order.id), eq(eInvoices.kind, 'individual')));
  const { reason, until } = await unavailableReason(db, order, now);
  return {
    can_request: reason === null && (!row || row.state === 'invalid'),
    request_until: until?.toISOString() ?? null,
    unavailable_reason: row ? null : reason,
    e_invoice: viewOf(config, order, row),
  };
}

/** The request as a MyInvois buyer, or 422 with a message under each field. */
export function buyerOfRequest(body: RequestBody): StoredBuyer {
  const buyer: StoredBuyer = {
    name: body.name,
    tin: body.tin.toUpperCase(),
    idType: body.id_type,
    idNumber: normaliseIdNumber(body.id_number),
    ...(body.sst_number ? { sstNumber: body.sst_number.toUpperCase() } : {}),
    email: body.email,
    phone: normalisePhone(body.phone),
    address: {
      lines: [body.address_line1, body.address_line2 ?? ''].filter(
        (line, index) => index === 0 || line !== '',
      ),
      city: body.city,
      postcode: body.postcode,
      stateCode: body.state_code,
    },
  };
  const found = checkBuyer({
    ...buyer,
    address: { ...buyer.address, stateCode: buyer.address.stateCode as '01' },
  });
  if (!body.email) found['email'] = 'Enter the e-mail address for the e-invoice.';
  const fields: Record<string, string> = {};
  const names: Record<string, string> = {
    name: 'name',
    tin: 'tin',
    idType: 'id_type',
    idNumber: 'id_number',
    sstNumber: 'sst_number',
    email: 'email',
    phone: 'phone',
    'address.lines': 'address_line1',
    'address.lines.0': 'address_line1',
    'address.lines.1': 'address_line2',
    'address.city': 'city',
    'address.postcode': 'postcode',
    'address.stateCode': 'state_code',
  };
  for (const [path, message] of Object.entries(found)) {
    if (message) fields[names[path] ?? path] ??= message;
  }
  if (Object.keys(fields).length > 0) throw AppError.validation(fields);
  return buyer;
}

/**
 * Queues the buyer's own e-invoice for the worker. A rejected one may be asked for again with
 * corrected details: the same code is built and submitted anew.
 */
export async function requestEInvoice(
  db: Database,
  order: SalesOrderRow,
  body: RequestBody,
  now: Date,
): Promise<void> {
  const buyer = buyerOfRequest(body);
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.id, order.id))
      .for('update');
    if (!locked) throw AppError.notFound('There is no such order.');
    const { reason } = await unavailableReason(tx, locked, now);
    if (reason) throw new AppError('conflict', reason);
    const [existing] = await tx
      .select()
      .from(eInvoices)
      .where(and(eq(eInvoices.orderId, locked.id), eq(eInvoices.kind, 'individual')));
    if (existing && existing.state !== 'invalid') {
      throw new AppError('conflict', 'An e-invoice has already been asked for on this order.');
    }
    if (existing) {
      await tx
        .update(eInvoices)
        .set({ buyer, ...pendingAgain(now) })
        .where(eq(eInvoices.id, existing.id));
      return;
    }
    try {
      await tx.insert(eInvoices).values({
        kind: 'individual',
        code: codeOf(locked),
        orderId: locked.id,
        amountSen: locked.totalSen,
        buyer,
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('conflict', 'An e-invoice has already been asked for on this order.');
      }
      throw error;
    }
  });
}
