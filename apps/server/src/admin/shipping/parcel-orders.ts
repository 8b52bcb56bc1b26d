import { SHIPMENT_COURIER_STATES } from '@nyiur/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/database';
import { notifyOwners } from '../../mail/notify-owners';
import { recordAudit } from '../../audit/record-audit';
import type { Actor } from '../../audit/record-audit';
import type { OrderAuditWriter } from '../orders/order-audit';
import { transitionOrder } from '../orders/transition-order';
import { shipments, type ShipmentState } from '../../db/schema';
import { orderNotes } from '../../db/schema/order-fulfilment';
import { salesOrders } from '../../db/schema/sales-orders';
import { followShipments, type ShipmentChange } from '../../shipping/follow-shipments';

/** The shop itself, as the audit log and the order's notes name it when a parcel moves an order. */
export const PARCEL_ACTOR: Actor = { adminId: null, actorEmail: 'EasyParcel tracking', ip: '' };

/** Stages at which the courier has the parcel: the order is Shipped from the first of them. */
const WITH_COURIER: readonly ShipmentState[] = SHIPMENT_COURIER_STATES;

const ALERTS: Partial<Record<ShipmentState, { subject: string; line: string }>> = {
  failed_delivery: {
    subject: 'delivery failed',
    line: 'The courier could not deliver it; it tries again or sends it back. Call the shopper.',
  },
  returned: {
    subject: 'parcel returned',
    line: 'The courier is sending it back to the pick-up address. Refund or send it again.',
  },
};

const jobAudit: OrderAuditWriter = (tx, actor, entry) =>
  recordAudit(tx, {
    adminId: actor.adminId,
    actorEmail: actor.actorEmail,
    action: entry.action,
    entity: 'order',
    entityId: entry.orderId,
    before: entry.before,
    after: entry.after,
    ip: actor.ip,
  });

/**
 * Moves each order as its parcel moves (decision 0037): Shipped when the courier has it, with
 * the shopper's e-mail and EasyParcel's tracking link; Completed when delivered. A failed
 * delivery or a return leaves a note on the order and alerts the owners. Answers how many
 * orders changed or were flagged.
 */
export async function moveOrdersOfParcels(
  ctx: Pick<AppContext, 'db'>,
  changes: readonly ShipmentChange[],
): Promise<number> {
  if (changes.length === 0) return 0;
  const deps = { db: ctx.db, audit: jobAudit };
  const rows = await ctx.db
    .select()
    .from(shipments)
    .where(
      inArray(
        shipments.id,
        changes.map((change) => change.shipmentId),
      ),
    );
  let moved = 0;
  let failure: unknown;
  for (const change of changes) {
    try {
      const row = rows.find((candidate) => candidate.id === change.shipmentId);
      if (!row) continue;
      if (WITH_COURIER.includes(change.to) && row.awbNumber && row.courier) {
        // A tracking number typed in by hand first is kept: the machine answers a conflict.
        const shipped = await transitionOrder(
          deps,
          row.orderId,
          {
            action: 'ship',
            courier: row.courier,
            trackingNumber: row.awbNumber,
            ...(row.trackingUrl ? { trackingUrl: row.trackingUrl } : {}),
          },
          PARCEL_ACTOR,
        );
        if (shipped.ok && shipped.changed) moved += 1;
      }
      if (change.to === 'delivered') {
        const completed = await transitionOrder(
          deps,
          row.orderId,
          { action: 'complete' },
          PARCEL_ACTOR,
        );
        if (completed.ok && completed.changed) moved += 1;
      }
      // A catch-up (from = to) moves the order only: its owners were alerted when it changed.
      const alert = change.from === change.to ? undefined : ALERTS[change.to];
      if (alert) {
        await ctx.db.transaction(async (tx) => {
          const [order] = await tx
            .select({ refNo: salesOrders.refNo })
            .from(salesOrders)
            .where(eq(salesOrders.id, row.orderId));
          const ref = order?.refNo ?? String(row.orderId);
          const text = `Parcel ${row.awbNumber ?? row.shipmentNumber ?? ''} (${row.courier ?? 'courier'}): ${alert.subject}. ${alert.line}`;
          await tx.insert(orderNotes).values({ orderId: row.orderId, adminId: null, text });
          await notifyOwners(tx, {
            subject: `Order ${ref}: ${alert.subject}`,
            lines: [text, ...(row.trackingUrl ? [`Tracking: ${row.trackingUrl}`] : [])],
          });
        });
        moved += 1;
      }
    } catch (error) {
      // One order's trouble does not hold up the others; the run reports it, the next catches up.
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
  return moved;
}

/**
 * Orders behind their parcels: the courier has the parcel and the order is still Paid, or it was
 * delivered and the order is still Shipped. A run that stopped between saving the parcel's stage
 * and moving the order leaves these; the next run moves them (without alerting owners again).
 */
export async function lagging(db: Executor): Promise<ShipmentChange[]> {
  const rows = await db
    .select({ shipmentId: shipments.id, orderId: shipments.orderId, state: shipments.state })
    .from(shipments)
    .innerJoin(salesOrders, eq(salesOrders.id, shipments.orderId))
    .where(
      or(
        and(inArray(shipments.state, [...WITH_COURIER]), eq(salesOrders.status, 'Paid')),
        and(eq(shipments.state, 'delivered'), eq(salesOrders.status, 'Shipped')),
      ),
    );
  return rows.map((row) => ({
    shipmentId: row.shipmentId,
    orderId: row.orderId,
    from: row.state,
    to: row.state,
  }));
}

/** One run of the parcel-following job: ask EasyParcel, then move the orders. */
export async function followParcels(
  ctx: Pick<AppContext, 'db' | 'config'>,
  now: () => Date = () => new Date(),
): Promise<number> {
  const changes = await followShipments(ctx, now);
  const moved = await moveOrdersOfParcels(ctx, changes);
  const behind = (await lagging(ctx.db)).filter(
    (late) => !changes.some((change) => change.shipmentId === late.shipmentId),
  );
  return moved + (await moveOrdersOfParcels(ctx, behind));
}
