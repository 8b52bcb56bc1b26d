import {
  bookOnce,
  subdivisionCodeOf,
  type BookOnceOptions,
  type BookOnceResult,
  type RefusalReason,
  type ShipmentOrder,
} from '@nyiur/easyparcel';
import { and, eq, lt } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../app-context';
import type { Database, Executor } from '../db/database';
import { isUniqueViolation } from '../db/is-unique-violation';
import { shipments, type ShipmentRow, type StoredSender } from '../db/schema';
import { salesOrderItems } from '../db/schema/sales-order-items';
import { salesOrders, type SalesOrderRow } from '../db/schema/sales-orders';
import { easyParcelClientOf } from './easyparcel-client';
import { connectionOf, loadShippingSettings } from './shipping-settings';

/** The box a parcel goes in when the owner has not said otherwise (cm). */
export const DEFAULT_BOX_CM = { lengthCm: 30, widthCm: 20, heightCm: 15 } as const;
/**
 * A booking left `booking` this long is no longer its node's: that node stopped (a restart, a
 * crash) or lost EasyParcel's answer. Far beyond one booking's calls (each times out in 20 s).
 */
export const BOOKING_LEASE_MS = 10 * 60 * 1000;
/** The audit log's name for the shop finishing a booking its node left unfinished. */
const RESUMED_BY = 'EasyParcel booking, resumed';

/** EasyParcel wants a weight: a free sample of a few grams still goes as this much. */
const MIN_PARCEL_GRAMS = 100;

export interface BookOrderInput {
  orderId: number;
  serviceId: string;
  /** The quote's total the owner accepted: a higher price is not booked unasked. */
  quotedSen: number;
  /** YYYY-MM-DD. */
  collectionDate: string;
  actor: { adminId: number | null; email: string; ip: string };
  /** This node's name, kept on the row while it books. */
  nodeId: string;
}

export type BookOrderResult =
  | { status: 'booked'; shipment: ShipmentRow }
  /** Another click or node is booking, or has booked, this order. */
  | { status: 'already-booked' }
  | { status: 'refused'; reason: RefusalReason; errors: string[] }
  | { status: 'price-changed'; acceptedSen: number; currentSen: number | null }
  /** EasyParcel's answer did not come: the booking stays `booking` for a retry to look up. */
  | { status: 'pending'; message: string }
  | { status: 'problem'; message: string };

/**
 * Books one paid order with EasyParcel and records it. The row is inserted first: the unique
 * index on the order's live shipment lets one node through and answers `already-booked` to the
 * other, so two nodes (or two clicks) never book one order twice.
 */
export async function bookOrder(
  ctx: Pick<AppContext, 'db' | 'config'>,
  input: BookOrderInput,
  options: Pick<BookOnceOptions, 'beforeRetry'> = {},
): Promise<BookOrderResult> {
  const { db, config } = ctx;
  const settings = await loadShippingSettings(db);
  const connection = connectionOf(config, settings);
  if ('problem' in connection) return { status: 'problem', message: connection.problem };
  if (!connection.tokens) {
    return { status: 'problem', message: 'Connect the EasyParcel account in Settings, Shipping.' };
  }
  if (!settings.sender) {
    return { status: 'problem', message: 'Save the pick-up address in Settings, Shipping.' };
  }
  const [order] = await db.select().from(salesOrders).where(eq(salesOrders.id, input.orderId));
  if (!order || order.status !== 'Paid' || order.deliveryMode !== 'delivery') {
    return { status: 'problem', message: 'Only a paid order for delivery can be booked.' };
  }
  const subdivisionCode = subdivisionCodeOf(order.state);
  if (!subdivisionCode) {
    return {
      status: 'problem',
      message: `The order's state "${order.state}" is not one EasyParcel knows.`,
    };
  }
  let row: ShipmentRow | undefined;
  try {
    [row] = await db
      .insert(shipments)
      .values({
        orderId: order.id,
        reference: order.refNo,
        serviceId: input.serviceId,
        quotedSen: input.quotedSen,
        collectionDate: input.collectionDate,
        attempts: 1,
        claimedBy: input.nodeId,
        bookedBy: input.actor.adminId,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) return { status: 'already-booked' };
    throw error;
  }
  if (!row) throw new Error('the shipment row was not written');

  const parcel = await parcelOf(db, order, row, settings.sender, subdivisionCode);
  const client = easyParcelClientOf(db, config, connection);
  const result = await bookOnce(client, parcel, {
    acceptedTotalSen: input.quotedSen,
    ...options,
  });
  return recordOutcome(db, row, input.actor, result);
}

/** What EasyParcel is sent for an order: its parcel, its lines, the pick-up and the shopper. */
async function parcelOf(
  db: Executor,
  order: SalesOrderRow,
  row: ShipmentRow,
  sender: StoredSender,
  subdivisionCode: string,
): Promise<ShipmentOrder> {
  const items = await db
    .select()
    .from(salesOrderItems)
    .where(eq(salesOrderItems.orderId, order.id));
  return {
    reference: row.reference,
    serviceId: row.serviceId,
    collectionDate: row.collectionDate,
    parcel: { weightGrams: Math.max(MIN_PARCEL_GRAMS, order.weightGrams), ...DEFAULT_BOX_CM },
    items: items.map((item) => ({
      content: item.name,
      quantity: item.quantity,
      valueSen: item.unitPriceSen,
      weightGrams: Math.max(1, Math.ceil(item.weightGrams / Math.max(1, item.quantity))),
      lengthCm: 10,
      widthCm: 10,
      heightCm: 10,
    })),
    sender,
    receiver: {
      name: `${order.firstName} ${order.lastName}`.trim(),
      phone: order.phone,
      email: order.email,
      address1: order.address,
      ...(order.address2 ? { address2: order.address2 } : {}),
      postcode: order.postcode,
      city: order.city,
      subdivisionCode,
    },
  };
}

/** Saves what EasyParcel answered on the shipment row this node holds, with its audit entry. */
async function recordOutcome(
  db: Database,
  row: ShipmentRow,
  actor: BookOrderInput['actor'],
  result: BookOnceResult,
): Promise<BookOrderResult> {
  const mine = and(eq(shipments.id, row.id), eq(shipments.state, 'booking'));
  if (result.status === 'booked') {
    const booked = result.found
      ? {
          shipmentNumber: result.shipmentNumber,
          courier: result.details.courierName,
          awbNumber: result.details.awbNumber,
          labelUrl: result.details.labelUrl,
          trackingUrl: result.details.trackingUrl,
          chargedSen: result.details.totalSen,
          easyparcelOrderNumber: result.details.orderNumber,
        }
      : {
          shipmentNumber: result.shipmentNumber,
          courier: result.courier,
          awbNumber: result.awbNumber,
          labelUrl: result.labelUrls.A6 ?? result.labelUrls.A4 ?? null,
          trackingUrl: result.trackingUrl,
          chargedSen: result.chargedSen,
          easyparcelOrderNumber: result.orderNumber,
        };
    const saved = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(shipments)
        .set({
          ...booked,
          state: 'booked',
          bookedAt: new Date(),
          claimedBy: null,
          updatedAt: new Date(),
        })
        .where(mine)
        .returning();
      await recordAudit(tx, {
        adminId: actor.adminId,
        actorEmail: actor.email,
        action: 'shipment.book',
        entity: 'order',
        entityId: row.orderId,
        after: {
          shipment_number: booked.shipmentNumber,
          service_id: row.serviceId,
          courier: booked.courier,
          charged_sen: booked.chargedSen,
          quoted_sen: row.quotedSen,
        },
        ip: actor.ip,
      });
      return updated;
    });
    if (!saved) throw new Error('the shipment row changed while it was booked');
    return { status: 'booked', shipment: saved };
  }
  if (result.status === 'failed') {
    await db
      .update(shipments)
      .set({ lastError: JSON.stringify(result.failure), updatedAt: new Date() })
      .where(mine);
    return {
      status: 'pending',
      message: 'EasyParcel did not answer; the booking will be looked up.',
    };
  }
  // Refused or repriced: nothing was booked, and the order is free to be booked again.
  const errors =
    result.status === 'refused'
      ? result.errors
      : [`The price changed from ${result.acceptedSen} to ${result.currentSen ?? 'none'} sen.`];
  await db.transaction(async (tx) => {
    await tx
      .update(shipments)
      .set({ state: 'refused', errors, claimedBy: null, updatedAt: new Date() })
      .where(mine);
    await recordAudit(tx, {
      adminId: actor.adminId,
      actorEmail: actor.email,
      action: 'shipment.refused',
      entity: 'order',
      entityId: row.orderId,
      after: { service_id: row.serviceId, errors },
      ip: actor.ip,
    });
  });
  return result.status === 'refused'
    ? { status: 'refused', reason: result.reason, errors: result.errors }
    : { status: 'price-changed', acceptedSen: result.acceptedSen, currentSen: result.currentSen };
}

/**
 * Finishes the bookings a node left unfinished (it stopped between claiming the order and saving
 * EasyParcel's answer, or that answer was lost). Each is taken over only once its lease has run
 * out, and looked up by its reference before anything is sent, so a parcel EasyParcel already
 * has is recorded, not booked again. Answers how many were settled (booked or refused).
 */
export async function resumeBookings(
  ctx: Pick<AppContext, 'db' | 'config'>,
  nodeId: string,
  now: Date = new Date(),
  options: Pick<BookOnceOptions, 'beforeRetry'> = {},
): Promise<number> {
  const { db, config } = ctx;
  const stale = await db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.state, 'booking'),
        lt(shipments.updatedAt, new Date(now.getTime() - BOOKING_LEASE_MS)),
      ),
    );
  if (stale.length === 0) return 0;
  const settings = await loadShippingSettings(db);
  const connection = connectionOf(config, settings);
  if ('problem' in connection || !connection.tokens || !settings.sender) return 0;
  const client = easyParcelClientOf(db, config, connection);
  let settled = 0;
  for (const row of stale) {
    // Taken only if nobody took it since it was read (each taking counts an attempt), so one
    // node resumes each booking; the time stamp is not compared (PostgreSQL keeps microseconds).
    const [claimed] = await db
      .update(shipments)
      .set({ claimedBy: nodeId, attempts: row.attempts + 1, updatedAt: new Date() })
      .where(
        and(
          eq(shipments.id, row.id),
          eq(shipments.state, 'booking'),
          eq(shipments.attempts, row.attempts),
        ),
      )
      .returning();
    if (!claimed) continue;
    const actor = { adminId: claimed.bookedBy, email: RESUMED_BY, ip: '' };
    const [order] = await db.select().from(salesOrders).where(eq(salesOrders.id, row.orderId));
    const subdivisionCode = order ? subdivisionCodeOf(order.state) : undefined;
    if (!order || !subdivisionCode) continue;
    if (order.status !== 'Paid' || order.deliveryMode !== 'delivery') {
      // Cancelled or refunded meanwhile: a parcel EasyParcel has is recorded (the owner cancels
      // it there), but nothing is sent now.
      const existing = await client.findByReference(claimed.reference, {
        collectionDate: claimed.collectionDate,
      });
      if (!existing.ok) continue;
      const result: BookOnceResult = existing.value
        ? {
            status: 'booked',
            found: true,
            reference: claimed.reference,
            shipmentNumber: existing.value.shipmentNumber,
            details: existing.value,
          }
        : {
            status: 'refused',
            reference: claimed.reference,
            reason: 'invalid',
            errors: [`The order is ${order.status} now: nothing was sent to EasyParcel.`],
          };
      await recordOutcome(db, claimed, actor, result);
      settled += 1;
      continue;
    }
    const parcel = await parcelOf(db, order, claimed, settings.sender, subdivisionCode);
    const result = await bookOnce(client, parcel, {
      mayHaveSent: true,
      acceptedTotalSen: claimed.quotedSen,
      ...options,
    });
    const outcome = await recordOutcome(db, claimed, actor, result);
    if (outcome.status !== 'pending') settled += 1;
  }
  return settled;
}
