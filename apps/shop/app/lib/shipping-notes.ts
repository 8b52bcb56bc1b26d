import { FREE_SHIPPING_OVER, formatRM, sen, shippingRegionOf, type Sen } from '@nyiur/domain';
import type { Translate } from '@nyiur/shell';
import type { CheckoutMessageId } from './translate';

export interface ShippingNoteFacts {
  readonly mode: 'delivery' | 'pickup';
  /** The chosen state, or '' before one is chosen. */
  readonly state: string;
  readonly subtotal: Sen;
  readonly shipping: Sen;
  /** A voucher's discount: delivery is free when the goods after it are over RM200 (0031). */
  readonly voucher?: { readonly discount: Sen } | undefined;
  /** Whether the shopper can still add to this order (a free sample cannot). */
  readonly canAddMore: boolean;
}

const threshold = `RM${FREE_SHIPPING_OVER / 100}`;

/**
 * The lines under the checkout's shipping fee: when delivery is free and how much is left to get
 * there (spec §9: orders over RM200 ship free), and that Sabah, Sarawak and W.P. Labuan pay the
 * East Malaysia rate (decision 0003). Pick-up is free and says nothing.
 */
export function shippingNotes(facts: ShippingNoteFacts, t: Translate<CheckoutMessageId>): string[] {
  if (facts.mode === 'pickup') return [];
  const goods = facts.subtotal - (facts.voucher?.discount ?? 0);
  if (goods > FREE_SHIPPING_OVER) {
    return [t('notes.free', { threshold })];
  }
  // "Over" RM200: the smallest amount that gets there is one sen past it.
  const left = sen(FREE_SHIPPING_OVER + 1 - goods);
  const notes = [
    facts.canAddMore
      ? t('notes.addMore', { threshold, left: formatRM(left) })
      : t('notes.threshold', { threshold }),
  ];
  if (facts.state && shippingRegionOf(facts.state) === 'east' && facts.shipping > 0) {
    notes.push(t('notes.east'));
  }
  return notes;
}
