import { requireCatalogueItem } from './catalogue';

const essentials = requireCatalogueItem('essentials');
const leanEssentials = requireCatalogueItem('leanessentials');

/** Servings per box: 14 (docs/decisions/0004-leanessentials-servings.md). */
export const LEANESSENTIALS_SERVINGS = 14;

/** What names and counts a product the same in every language: its page copy adds the words. */
export const essentialsIdentity = {
  id: essentials.id,
  path: 'essentials',
  breadcrumbName: 'MCT Essentials',
  productName: 'MCT ESSENTIALS',
  nameString: 'MCT Essentials',
  price: essentials.priceSen,
  flavour: 'Lemon Blast',
  servings: 20,
  servingSizeGrams: 5,
} as const;

export const leanEssentialsIdentity = {
  id: leanEssentials.id,
  path: 'leanessentials',
  breadcrumbName: 'MCT LeanEssentials',
  productName: 'MCT LEANESSENTIALS',
  nameString: 'MCT LeanEssentials',
  price: leanEssentials.priceSen,
  flavour: 'Chocolate Rapture',
  servings: LEANESSENTIALS_SERVINGS,
  servingSizeGrams: 40,
} as const;
