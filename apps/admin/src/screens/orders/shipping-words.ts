import type { ShipmentView, ShippingQuote } from '@nyiur/api';
import { formatRM, sen } from '@nyiur/domain';
import type { BadgeTone } from '@nyiur/ui';

/** Sen as the back office shows money: "RM 6.89". */
export const ringgitOf = (amount: number): string => formatRM(sen(amount));

/** A parcel's state in the packer's words, and its badge. */
export const PARCEL_STATES: Record<ShipmentView['state'], { label: string; tone: BadgeTone }> = {
  booking: { label: 'Booking…', tone: 'warning' },
  booked: { label: 'Booked, waiting for the courier', tone: 'brand' },
  refused: { label: 'Not booked', tone: 'danger' },
  failed: { label: 'Booking failed', tone: 'danger' },
  cancelled: { label: 'Booking cancelled', tone: 'neutral' },
  picked_up: { label: 'With the courier', tone: 'success' },
  in_transit: { label: 'In transit', tone: 'success' },
  out_for_delivery: { label: 'Out for delivery', tone: 'success' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed_delivery: { label: 'Delivery failed', tone: 'danger' },
  returned: { label: 'Returned to the shop', tone: 'danger' },
};

/** States after which the order may be booked again: nothing is on its way. */
export const REBOOKABLE: ReadonlySet<ShipmentView['state']> = new Set([
  'refused',
  'failed',
  'cancelled',
]);

/** "Pick-up" or "Drop-off" (or both), as the courier takes the parcel. */
export const handoverOf = (quote: ShippingQuote): string =>
  quote.pickup && quote.dropoff ? 'Pick-up or drop-off' : quote.pickup ? 'Pick-up' : 'Drop-off';

/** One line for a service: courier, price, hand-over and days. */
export const quoteLine = (quote: ShippingQuote): string =>
  [
    `${quote.courier} ${ringgitOf(quote.price_sen)}`,
    handoverOf(quote),
    quote.estimated_delivery ?? 'days not given',
  ].join(' · ');
