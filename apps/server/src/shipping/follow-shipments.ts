import type { ShipmentStage } from '@nyiur/easyparcel';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { shipments, type ShipmentRow, type ShipmentState } from '../db/schema';
import { easyParcelClientOf } from './easyparcel-client';
import { connectionOf, loadShippingSettings } from './shipping-settings';

/** Parcels still on their way: EasyParcel may have news of them. */
export const FOLLOWED_STATES: readonly ShipmentState[] = [
  'booked',
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'failed_delivery',
];

/** EasyParcel's stage as the shop's state; null keeps the state the parcel has. */
const STATE_OF_STAGE: Record<ShipmentStage, ShipmentState | null> = {
  arranging: null,
  'to-collect': null,
  'dropped-off': 'picked_up',
  'on-hold': null,
  'picked-up': 'picked_up',
  'in-transit': 'in_transit',
  'out-for-delivery': 'out_for_delivery',
  delivered: 'delivered',
  'failed-delivery': 'failed_delivery',
  returned: 'returned',
  cancelled: 'cancelled',
};

export interface ShipmentChange {
  readonly shipmentId: number;
  readonly orderId: number;
  readonly from: ShipmentState;
  readonly to: ShipmentState;
}

/**
 * Asks EasyParcel about every parcel on its way (100 airway bills a call, as it allows), takes
 * the airway bill of a booking that had none yet, and saves each parcel's stage and times. It
 * answers what changed, for the jobs that move the order and write to the shopper.
 */
export async function followShipments(
  ctx: Pick<AppContext, 'db' | 'config'>,
  now: () => Date = () => new Date(),
): Promise<ShipmentChange[]> {
  const { db, config } = ctx;
  const connection = connectionOf(config, await loadShippingSettings(db));
  if ('problem' in connection || !connection.tokens) return [];
  const client = easyParcelClientOf(db, config, connection);
  const rows = await db
    .select()
    .from(shipments)
    .where(inArray(shipments.state, [...FOLLOWED_STATES]));
  const changes: ShipmentChange[] = [];

  // A label not ready at booking: the AWB comes with the shipment's details later.
  const followed: ShipmentRow[] = [];
  for (const row of rows) {
    if (row.awbNumber || !row.shipmentNumber) {
      followed.push(row);
      continue;
    }
    const details = await client.shipment(row.shipmentNumber);
    if (!details.ok || !details.value.awbNumber) continue;
    const [updated] = await db
      .update(shipments)
      .set({
        awbNumber: details.value.awbNumber,
        labelUrl: details.value.labelUrl,
        trackingUrl: details.value.trackingUrl,
        updatedAt: now(),
      })
      .where(eq(shipments.id, row.id))
      .returning();
    if (updated) followed.push(updated);
  }

  for (let start = 0; start < followed.length; start += 100) {
    const batch = followed.slice(start, start + 100);
    const tracked = await client.track(batch.map((row) => row.awbNumber ?? ''));
    if (!tracked.ok) continue;
    for (const tracking of tracked.value) {
      if (!tracking.found) continue;
      const row = batch.find((candidate) => candidate.awbNumber === tracking.awbNumber);
      if (!row) continue;
      const state = STATE_OF_STAGE[tracking.stage] ?? row.state;
      const firstAt = (stages: readonly ShipmentStage[]) => {
        const event = tracking.events.find((candidate) => stages.includes(candidate.stage));
        return event ? new Date(event.at) : null;
      };
      const last = tracking.events.at(-1);
      // Only a row still in the state read above is moved: another node may have moved it.
      const [updated] = await db
        .update(shipments)
        .set({
          state,
          pickedUpAt:
            row.pickedUpAt ??
            firstAt(['picked-up', 'dropped-off', 'in-transit', 'out-for-delivery', 'delivered']),
          deliveredAt: row.deliveredAt ?? firstAt(['delivered']),
          lastEventAt: last ? new Date(last.at) : row.lastEventAt,
          lastTrackedAt: now(),
          updatedAt: now(),
        })
        .where(and(eq(shipments.id, row.id), eq(shipments.state, row.state)))
        .returning();
      if (updated && state !== row.state) {
        changes.push({ shipmentId: row.id, orderId: row.orderId, from: row.state, to: state });
      }
    }
  }
  return changes;
}
