import { mediaUrl } from './media-ref';

export type CatalogueKind = 'product' | 'combo';

/** One sellable (or announced) item. Money in integer sen, weight in integer grams. */
export interface CatalogueItem {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  /** Integer sen: RM 198.00 is 19800. */
  readonly priceSen: number;
  /** Shipping weight of one unit in grams, packaging included. */
  readonly weightGrams: number;
  readonly sellable: boolean;
  readonly kind: CatalogueKind;
  readonly description: string;
  readonly featuredGraphicUrl: string;
  /** True for items whose name, price and weight are our own sample data, not the brand's. */
  readonly sample?: boolean;
  /** For combos: what is in the box, by product slug. */
  readonly contents?: readonly { readonly slug: string; readonly quantity: number }[];
}

/*
 * Box weights (our estimates from the pack specification, packaging included):
 * - Essentials: 20 sachets x 5 g powder = 100 g, 20 sachet films ~ 30 g, recycled-paper box ~ 30 g.
 * - LeanEssentials: 14 sachets x 40 g = 560 g, 14 larger films ~ 28 g, box ~ 32 g.
 * - ProEssentials: not yet on sale; the Essentials box weight is used until it is final.
 */
export const ESSENTIALS_WEIGHT_GRAMS = 160;
export const LEANESSENTIALS_WEIGHT_GRAMS = 620;

export const products: readonly CatalogueItem[] = [
  {
    id: 15373,
    slug: 'essentials',
    name: 'MCT Essentials',
    priceSen: 19800,
    weightGrams: ESSENTIALS_WEIGHT_GRAMS,
    sellable: true,
    kind: 'product',
    description:
      'Organic coconut MCT powder with postbiotics and tocotrienol. Lemon Blast, 20 sachets of 5 g.',
    featuredGraphicUrl: mediaUrl('products/essentials-box.svg'),
  },
  {
    id: 15372,
    slug: 'leanessentials',
    name: 'MCT LeanEssentials',
    priceSen: 19800,
    weightGrams: LEANESSENTIALS_WEIGHT_GRAMS,
    sellable: true,
    kind: 'product',
    description: 'Coconut MCT powder with whey protein. Chocolate Rapture, 14 sachets of 40 g.',
    featuredGraphicUrl: mediaUrl('products/leanessentials-box.svg'),
  },
  {
    id: 16096,
    slug: 'proessentials',
    name: 'MCT ProEssentials',
    // Not on sale; the family price is held until the brand announces the real one.
    priceSen: 19800,
    weightGrams: ESSENTIALS_WEIGHT_GRAMS,
    sellable: false,
    kind: 'product',
    description: 'The next member of the MCT family. Coming soon.',
    featuredGraphicUrl: mediaUrl('products/proessentials-box.svg'),
  },
];

/** Combo packages: buying one qualifies the buyer as a lifestyle affiliate (spec §1). Sample data. */
export const combos: readonly CatalogueItem[] = [
  {
    id: 91001,
    slug: 'starter-duo',
    name: 'Starter Duo',
    priceSen: 37600,
    weightGrams: ESSENTIALS_WEIGHT_GRAMS + LEANESSENTIALS_WEIGHT_GRAMS,
    sellable: true,
    kind: 'combo',
    description:
      'One box of MCT Essentials and one of MCT LeanEssentials: try the lemon morning sachet and the chocolate shake side by side.',
    featuredGraphicUrl: mediaUrl('products/combo-starter-duo.svg'),
    sample: true,
    contents: [
      { slug: 'essentials', quantity: 1 },
      { slug: 'leanessentials', quantity: 1 },
    ],
  },
  {
    id: 91002,
    slug: 'family-bundle',
    name: 'Family Bundle',
    priceSen: 89900,
    // 3 + 2 boxes plus a 60 g outer carton.
    weightGrams: 3 * ESSENTIALS_WEIGHT_GRAMS + 2 * LEANESSENTIALS_WEIGHT_GRAMS + 60,
    sellable: true,
    kind: 'combo',
    description:
      'Three boxes of MCT Essentials and two of MCT LeanEssentials in one recycled carton, enough for a household for a month.',
    featuredGraphicUrl: mediaUrl('products/combo-family-bundle.svg'),
    sample: true,
    contents: [
      { slug: 'essentials', quantity: 3 },
      { slug: 'leanessentials', quantity: 2 },
    ],
  },
  {
    id: 91003,
    slug: 'lifestyle-affiliate-kit',
    name: 'Lifestyle Affiliate Kit',
    priceSen: 178000,
    // 5 + 5 boxes plus a 100 g outer carton.
    weightGrams: 5 * ESSENTIALS_WEIGHT_GRAMS + 5 * LEANESSENTIALS_WEIGHT_GRAMS + 100,
    sellable: true,
    kind: 'combo',
    description:
      'Five boxes of each product to share with friends and clients. Buying the kit makes you a Nyiur lifestyle affiliate with your own referral code.',
    featuredGraphicUrl: mediaUrl('products/combo-affiliate-kit.svg'),
    sample: true,
    contents: [
      { slug: 'essentials', quantity: 5 },
      { slug: 'leanessentials', quantity: 5 },
    ],
  },
];

/** Everything the server upserts at start: the three products, then the combos. */
export const catalogue: readonly CatalogueItem[] = [...products, ...combos];

export function findCatalogueItem(id: number): CatalogueItem | undefined {
  return catalogue.find((item) => item.id === id);
}

export function findCatalogueItemBySlug(slug: string): CatalogueItem | undefined {
  return catalogue.find((item) => item.slug === slug);
}

/** The item with this slug; throws for an unknown slug (for data wired at module load). */
export function requireCatalogueItem(slug: string): CatalogueItem {
  const item = findCatalogueItemBySlug(slug);
  if (!item) throw new Error(`No catalogue item with slug ${slug}`);
  return item;
}
