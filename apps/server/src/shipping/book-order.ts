import {
  bookOnce,
  subdivisionCodeOf,
  type BookOnceOptions,
  type RefusalReason,
  type ShipmentOrder,
} from '@nyiur/easyparcel';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../app-context';
import { isUniqueViolation } from '../db/is-unique-violation';
import { shipments, type ShipmentRow } from '../db/schema';
import { salesOrderItems } from '../db/schema/sales-order-items';
import { salesOrders } from '../db/schema/sales-orders';
import { easyParcelClientOf } from './easyparcel-client';
import { connectionOf, loadShippingSettings } from './shipping-settings';

/** The box a parcel goes in when the owner has not said otherwise (cm). */
export const DEFAULT_BOX_CM = { lengthCm: 30, widthCm: 20, heightCm: 15 } as const;
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
  const items = await db
    .select()
    .from(salesOrderItems)
    .where(eq(salesOrderItems.orderId, order.id));

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

  const parcel: ShipmentOrder = {
    reference: order.refNo,
    serviceId: input.serviceId,
    collectionDate: input.collectionDate,
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
    sender: settings.sender,
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
  const client = easyParcelClientOf(db, config, connection);
  const result = await bookOnce(client, parcel, {
    acceptedTotalSen: input.quotedSen,
    ...options,
  });

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
        adminId: input.actor.adminId,
        actorEmail: input.actor.email,
        action: 'shipment.book',
        entity: 'order',
        entityId: order.id,
        after: {
          shipment_number: booked.shipmentNumber,
          service_id: input.serviceId,
          courier: booked.courier,
          charged_sen: booked.chargedSen,
          quoted_sen: input.quotedSen,
        },
        ip: input.actor.ip,
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
      adminId: input.actor.adminId,
      actorEmail: input.actor.email,
      action: 'shipment.refused',
      entity: 'order',
      entityId: order.id,
      after: { service_id: input.serviceId, errors },
      ip: input.actor.ip,
    });
  });
  return result.status === 'refused'
    ? { status: 'refused', reason: result.reason, errors: result.errors }
    : { status: 'price-changed', acceptedSen: result.acceptedSen, currentSen: result.currentSen };
}
