import type { ShipmentView } from '@nyiur/api';
import { desc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { shipments, type ShipmentRow } from '../../db/schema';

/** A parcel as the back office shows it. */
export const shipmentViewOf = (row: ShipmentRow): ShipmentView => ({
  state: row.state,
  service_id: row.serviceId,
  courier: row.courier === '' ? null : row.courier,
  awb_number: row.awbNumber,
  tracking_url: row.trackingUrl,
  charged_sen: row.chargedSen,
  quoted_sen: row.quotedSen,
  collection_date: row.collectionDate,
  errors: row.errors ?? [],
  booked_at: row.bookedAt?.toISOString() ?? null,
  picked_up_at: row.pickedUpAt?.toISOString() ?? null,
  delivered_at: row.deliveredAt?.toISOString() ?? null,
});

/** Each order's latest courier booking (a refused one too: its message belongs on the order). */
export async function latestShipments(
  db: Executor,
  orderIds: readonly number[],
): Promise<Map<number, ShipmentRow>> {
  const latest = new Map<number, ShipmentRow>();
  if (orderIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(shipments)
    .where(inArray(shipments.orderId, [...orderIds]))
    .orderBy(desc(shipments.id));
  for (const row of rows) if (!latest.has(row.orderId)) latest.set(row.orderId, row);
  return latest;
}
