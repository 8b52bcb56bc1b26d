/**
 * A parcel's life at the courier: `booking` while the shop is asking EasyParcel (a node that
 * dies there leaves it for `bookOnce` to look up by reference), then `booked`; `refused` and
 * `failed` bookings and `cancelled` parcels end it.
 */
export const SHIPMENT_BOOKING_STATES = [
  'booking',
  'booked',
  'refused',
  'failed',
  'cancelled',
] as const;

/** The tracking stages: the courier has the parcel from the first of them (the order is Shipped). */
export const SHIPMENT_COURIER_STATES = [
  'picked_up',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'failed_delivery',
  'returned',
] as const;

export const SHIPMENT_STATES = [...SHIPMENT_BOOKING_STATES, ...SHIPMENT_COURIER_STATES] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/** States that leave the order free to be booked again. */
export const SHIPMENT_ENDED_STATES = ['refused', 'failed', 'cancelled'] as const;
