import { parseAmount, type Sen } from '@nyiur/domain';

/** The offer the server answers for a product, as far as a combo card needs it. */
export interface ComboOfferFacts {
  readonly price: string;
  readonly status: 'listed' | 'hidden' | 'not_for_sale';
  readonly in_stock: boolean;
}

/**
 * What a combo card offers: a price and Add to Cart only for a combo the owner has put on sale;
 * "Coming soon" for one not for sale yet; nothing for one the owner hid, or while the offer is
 * not known (the page is prerendered without it).
 */
export type ComboSale =
  | { readonly kind: 'unknown' }
  | { readonly kind: 'hidden' }
  | { readonly kind: 'coming-soon' }
  | { readonly kind: 'for-sale'; readonly price: Sen; readonly inStock: boolean };

export function comboSale(offer: ComboOfferFacts | undefined): ComboSale {
  if (!offer) return { kind: 'unknown' };
  if (offer.status === 'hidden') return { kind: 'hidden' };
  const price = parseAmount(offer.price);
  if (offer.status !== 'listed' || price === null) return { kind: 'coming-soon' };
  return { kind: 'for-sale', price, inStock: offer.in_stock };
}
