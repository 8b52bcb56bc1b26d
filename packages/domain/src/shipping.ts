import { shippingRegionOf } from './states';
import { sen, type Grams, type Sen } from './units';

/** Delivery of an order whose item subtotal is over RM200.00 is free. */
export const FREE_SHIPPING_OVER = sen(20000);

/** East Malaysia: RM20 up to 500 g, then one fee per further 500 g band, RM142 above 9500 g. */
const EAST_BANDS_RM = [
  20, 27, 33, 39, 46, 52, 58, 65, 71, 78, 84, 90, 97, 103, 110, 116, 122, 126, 135,
] as const;
const EAST_BAND_GRAMS = 500;
const EAST_ABOVE_RM = 142;

/** West Malaysia: one fee per 1000 g band up to 9000 g, RM30 above. */
const WEST_BANDS_RM = [12, 13, 14, 17, 18, 20, 21, 24, 27] as const;
const WEST_BAND_GRAMS = 1000;
const WEST_ABOVE_RM = 30;

const bandFee = (weight: number, bandGrams: number, bands: readonly number[], above: number) => {
  const band = Math.max(0, Math.ceil(weight / bandGrams) - 1);
  return bands[band] ?? above;
};

export type ShippingInput = {
  mode: 'delivery' | 'pickup';
  state: string;
  weight: Grams;
  subtotal: Sen;
};

/**
 * The shipping fee in sen. Pick-up is free; delivery is free when the item subtotal is over
 * RM200; otherwise the fee comes from the state's region table by order weight, where "up to"
 * includes the band's edge (500 g is the first East band, 501 g the second).
 */
export const shippingFee = ({ mode, state, weight, subtotal }: ShippingInput): Sen => {
  if (mode === 'pickup') return sen(0);
  if (subtotal > FREE_SHIPPING_OVER) return sen(0);
  const grams = Number.isFinite(weight) ? Math.max(0, weight) : 0;
  const ringgit =
    shippingRegionOf(state) === 'east'
      ? bandFee(grams, EAST_BAND_GRAMS, EAST_BANDS_RM, EAST_ABOVE_RM)
      : bandFee(grams, WEST_BAND_GRAMS, WEST_BANDS_RM, WEST_ABOVE_RM);
  return sen(ringgit * 100);
};
