import {
  nextOrderStatus,
  normaliseTrackingNumber,
  sen,
  type Courier,
  type OrderFacts,
  type Sen,
} from '@nyiur/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/database';
import { orderRefunds, orderShipments } from '../../db/schema/order-fulfilment';
import { salesOrders, type SalesOrderRow } from '../../db/schema/sales-orders';
import { enqueueEmail } from '../../mail/enqueue-email';
import type { Actor } from '../../audit/record-audit';
import type { OrderAuditWriter } from './order-audit';
import { orderUpdateEmail, type OrderUpdate } from './order-update-email';
import { releaseStock, returnBoxes, type ReturnedBoxes } from '../../stock/stock-holds';
import { releaseVoucherUse } from '../../vouchers/voucher-use-state';
import { followOrderChange } from '../../affiliates/commission-ledger';

/** A change the back office asks for. */
export type OrderCommand =
  | {
      readonly action: 'ship';
      /** One of the known couriers when typed in; EasyParcel's own name when it booked one. */
      readonly courier: Courier | (string & {});
      readonly trackingNumber: string;
      /** EasyParcel's tracking page, when the shop booked the parcel there. */
      readonly trackingUrl?: string;
    }
  | { readonly action: 'mark-ready' }
  | { readonly action: 'collect' }
  | { readonly action: 'complete' }
  | { readonly action: 'cancel'; readonly reason: string }
  | {
      readonly action: 'refund';
      readonly amountSen: Sen;
      readonly method: 'ipay88_portal' | 'bank_transfer';
      readonly reference: string;
      /** The boxes that came back, per line: only these go on the shelf again (L3). */
      readonly returned?: readonly ReturnedBoxes[];
    };

export type TransitionOutcome =
  | { readonly ok: true; readonly changed: boolean; readonly order: SalesOrderRow }
  | { readonly ok: false; readonly code: 404 | 409; readonly message: string };

export interface TransitionDeps {
  readonly db: Database;
  readonly audit: OrderAuditWriter;
}

/** Where an order stands for the machine. */
export const orderFacts = (order: SalesOrderRow): OrderFacts => ({
  status: order.status,
  deliveryMode: order.deliveryMode,
  paid: order.paidAt !== null,
  refundedSen: order.refundedSen,
  totalSen: order.totalSen,
});

const conflict = (message: string): TransitionOutcome => ({ ok: false, code: 409, message });

type Repeat = 'unchanged' | { readonly conflict: string } | 'new';

/** Was this exact command already carried out? Then answering it again changes nothing. */
async function repeatOf(
  tx: Transaction,
  order: SalesOrderRow,
  command: OrderCommand,
): Promise<Repeat> {
  switch (command.action) {
    case 'ship': {
      const [shipment] = await tx
        .select()
        .from(orderShipments)
        .where(eq(orderShipments.orderId, order.id));
      if (!shipment) return 'new';
      const same =
        shipment.courier === command.courier &&
        shipment.trackingNumber === normaliseTrackingNumber(command.trackingNumber);
      return same
        ? 'unchanged'
        : {
            conflict: `Order ${order.refNo} is already shipped with ${shipment.courier} tracking number ${shipment.trackingNumber}.`,
          };
    }
    case 'refund': {
      const [earlier] = await tx
        .select()
        .from(orderRefunds)
        .where(
          and(eq(orderRefunds.orderId, order.id), eq(orderRefunds.reference, command.reference)),
        );
      if (!earlier) return 'new';
      return earlier.amountSen === command.amountSen && earlier.method === command.method
        ? 'unchanged'
        : {
            conflict: `Refund reference ${command.reference} is already recorded on order ${order.refNo} with another amount or method.`,
          };
    }
    case 'mark-ready':
      return order.status === 'Ready for pick-up' ? 'unchanged' : 'new';
    case 'collect':
      return order.status === 'Collected' ? 'unchanged' : 'new';
    case 'complete':
      return order.status === 'Completed' ? 'unchanged' : 'new';
    case 'cancel':
      return order.status === 'Cancelled' ? 'unchanged' : 'new';
  }
}

/** Writes what the command records besides the status; answers the shopper's e-mail, if any. */
async function record(
  tx: Transaction,
  order: SalesOrderRow,
  command: OrderCommand,
  actor: Actor,
  full: boolean,
): Promise<{ set: PgUpdateSetSource<typeof salesOrders>; update?: OrderUpdate }> {
  switch (command.action) {
    case 'ship': {
      const trackingNumber = normaliseTrackingNumber(command.trackingNumber);
      await tx.insert(orderShipments).values({
        orderId: order.id,
        courier: command.courier,
        trackingNumber,
        trackingUrl: command.trackingUrl ?? null,
        shippedBy: actor.adminId,
      });
      return {
        set: { handedOverAt: sql`now()` },
        update: {
          kind: 'shipped',
          courier: command.courier,
          trackingNumber,
          ...(command.trackingUrl ? { trackingUrl: command.trackingUrl } : {}),
        },
      };
    }
    case 'mark-ready':
      return { set: {}, update: { kind: 'ready' } };
    case 'collect':
      return { set: { handedOverAt: sql`now()` } };
    case 'complete':
      return { set: {} };
    case 'cancel':
      return {
        set: { cancelReason: command.reason, closedAt: sql`now()`, nextRequeryAt: null },
        update: { kind: 'cancelled', reason: command.reason, paid: order.paidAt !== null },
      };
    case 'refund':
      await tx.insert(orderRefunds).values({
        orderId: order.id,
        amountSen: command.amountSen,
        method: command.method,
        reference: command.reference,
        recordedBy: actor.adminId,
      });
      return {
        set: { refundedSen: order.refundedSen + command.amountSen },
        update: { kind: 'refunded', amountSen: command.amountSen, full },
      };
  }
}

const auditView = (order: SalesOrderRow) => ({
  status: order.status,
  refunded_sen: order.refundedSen,
  cancel_reason: order.cancelReason,
});

/**
 * The one way the back office changes an order. Under a row lock it asks the order machine,
 * treats a repeat of a command already carried out as done (same answer, no second e-mail),
 * refuses an illegal one with 409 and writes nothing, and otherwise updates the order, records
 * the shipment or refund, queues the shopper's e-mail and appends the audit entry, all in one
 * transaction. Wake the outbox after it returns `changed`.
 */
export async function transitionOrder(
  deps: TransitionDeps,
  orderId: number,
  command: OrderCommand,
  actor: Actor,
): Promise<TransitionOutcome> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.id, orderId))
      .for('update');
    if (!order) return { ok: false, code: 404, message: 'There is no such order.' };

    const repeat = await repeatOf(tx, order, command);
    if (repeat === 'unchanged') return { ok: true, changed: false, order };
    if (typeof repeat === 'object') return conflict(repeat.conflict);

    const refundSen = command.action === 'refund' ? command.amountSen : sen(0);
    const next = nextOrderStatus(orderFacts(order), command.action, refundSen);
    if (!next.ok) return conflict(`Order ${order.refNo}: ${next.reason}`);

    const full = next.status === 'Refunded';
    const { set, update } = await record(tx, order, command, actor, full);
    const [changed] = await tx
      .update(salesOrders)
      .set({ ...set, status: next.status, updatedAt: sql`now()` })
      .where(eq(salesOrders.id, order.id))
      .returning();
    if (!changed) throw new Error(`order ${order.id} vanished under its row lock`);
    if (command.action === 'cancel') await releaseStock(tx, order.id, { paidToo: true });
    if (command.action === 'refund' && command.returned) {
      await returnBoxes(tx, order, command.returned, {
        refundedInFull: full,
        adminId: actor.adminId,
      });
    }
    // A use is given back only by an order cancelled before payment (decision 0032).
    if (command.action === 'cancel' && order.paidAt === null) await releaseVoucherUse(tx, order.id);
    await followOrderChange(tx, command.action, changed);
    if (update) await enqueueEmail(tx, orderUpdateEmail(changed, update));
    await deps.audit(tx, actor, {
      action: `order.${command.action}`,
      orderId: order.id,
      before: auditView(order),
      after: { ...auditView(changed), ...commandDetails(command) },
    });
    return { ok: true, changed: true, order: changed };
  });
}

const commandDetails = (command: OrderCommand): Record<string, unknown> => {
  const { action: _action, ...details } = command;
  return details;
};
