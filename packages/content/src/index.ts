export { MEDIA_URL_PREFIX, mediaUrl, mediaFileOf } from './media-ref';
export type { MediaRef } from './media-ref';

export {
  catalogue,
  products,
  combos,
  findCatalogueItem,
  findCatalogueItemBySlug,
  requireCatalogueItem,
  ESSENTIALS_WEIGHT_GRAMS,
  LEANESSENTIALS_WEIGHT_GRAMS,
} from './catalogue';
export type { CatalogueItem, CatalogueKind } from './catalogue';

export { siteConfig } from './site-config';
export type { SiteConfig, ContactDetails, SocialLinks } from './site-config';

export { pickupLocations } from './pickup-locations';
export type { PickupLocation } from './pickup-locations';

export { referral } from './referral';

export { ingredients, ingredientIcon } from './ingredients';
export type { Ingredient, IngredientKey } from './ingredients';

export { productDisplays, findProductDisplay } from './product-displays';
export { essentialsProduct } from './product-essentials';
export { leanEssentialsProduct, LEANESSENTIALS_SERVINGS } from './product-leanessentials';
export type {
  ProductDisplay,
  ProductPath,
  ProductFeatureImage,
  ProductSupplementTile,
  ProductSachetTile,
  SupplementFacts,
  SupplementFactRow,
  AccordionSection,
} from './product-display';
