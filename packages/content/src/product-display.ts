import { PATHS, pathTo } from '@nyiur/domain';
import type { MediaRef } from './media-ref';

export type ProductPath = 'essentials' | 'leanessentials';

export interface ProductFeatureImage {
  readonly image: MediaRef;
  readonly alt: string;
}

/** A "what's inside" tile under the product description. */
export interface ProductSupplementTile {
  readonly image: MediaRef;
  readonly title: string;
  readonly text: string;
}

export interface ProductSachetTile {
  readonly key: string;
  readonly image: MediaRef;
  readonly alt: string;
}

export interface SupplementFactRow {
  readonly nutrient: string;
  /** Per serving, with its unit ("3.5 g", "30 kcal"). */
  readonly perServing: string;
  readonly per100g: string;
}

export interface SupplementFacts {
  readonly servingSize: string;
  readonly servingsPerBox: number;
  readonly rows: readonly SupplementFactRow[];
  /** True until the values are checked against the final laboratory certificate. */
  readonly provisional: boolean;
}

export type AccordionSection =
  | {
      readonly key: 'recommended-use';
      readonly title: 'Recommended Use';
      readonly paragraphs: readonly string[];
      readonly steps: readonly string[];
    }
  | {
      readonly key: 'ingredients';
      readonly title: 'Ingredients';
      readonly paragraphs: readonly string[];
      readonly items: readonly string[];
    }
  | {
      readonly key: 'supplement-facts';
      readonly title: 'Supplement Facts';
      readonly paragraphs: readonly string[];
      readonly facts: SupplementFacts;
    };

/** Everything the product detail page (/mct/:name) shows (spec §3 Product). */
export interface ProductDisplay {
  readonly id: number;
  readonly path: ProductPath;
  readonly breadcrumbName: string;
  readonly productName: string;
  /** The plain-text name used in titles and structured data. */
  readonly nameString: string;
  /** Meta description for the page. */
  readonly metaDescription: string;
  /** PNG for Open Graph and Twitter cards, 1200 x 630. */
  readonly shareImage: MediaRef;
  readonly productDescBody: readonly string[];
  /** Integer sen, the same as the catalogue price. */
  readonly price: number;
  readonly size: string;
  readonly flavour: 'Lemon Blast' | 'Chocolate Rapture';
  readonly servings: number;
  readonly servingSizeGrams: number;
  readonly productImages: readonly MediaRef[];
  readonly productFeatureImages: readonly ProductFeatureImage[];
  readonly productSupplement: readonly ProductSupplementTile[];
  readonly productSachet: readonly ProductSachetTile[];
  /** Exactly Recommended Use, Ingredients, Supplement Facts, in that order. */
  readonly accordionData: readonly [AccordionSection, AccordionSection, AccordionSection];
}

/** Where a product's page is in the shop. */
export const productPagePath = (product: Pick<ProductDisplay, 'path'>): string =>
  pathTo(PATHS.product, { name: product.path });
