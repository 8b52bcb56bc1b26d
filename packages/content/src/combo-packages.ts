import { combos } from './catalogue';
import { media, mediaFileOf, type MediaRef } from './media-ref';

/**
 * A combo package card on the home page (spec §3: title, desc, img). Its price and whether it is
 * on sale are the owner's, read from the server (POST /products/offer), never built into a page.
 */
export interface ComboPackage {
  /** The catalogue id to send to add-to-cart. */
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly desc: string;
  readonly img: MediaRef;
  /** Our own sample name, price and weight, to be replaced by the brand's real bundles. */
  readonly sample: boolean;
}

/** What a combo card says around the owner's offer. */
export interface ComboLabels {
  readonly comingSoon: string;
  readonly outOfStock: string;
  readonly addToCart: string;
}

export const comboLabels: ComboLabels = {
  comingSoon: 'Coming soon',
  outOfStock: 'Out of stock',
  addToCart: 'Add to Cart',
};

export const comboPackages: readonly ComboPackage[] = combos.map((item) => ({
  id: item.id,
  slug: item.slug,
  title: item.name,
  desc: item.description,
  img: media(mediaFileOf(item.featuredGraphicUrl) ?? '', `${item.name} combo package`, 600, 600),
  sample: item.sample === true,
}));
