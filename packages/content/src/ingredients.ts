import { media, type MediaRef } from './media-ref';

export type IngredientKey =
  | 'coconut'
  | 'postbiotics'
  | 'tocotrienol'
  | 'lemon'
  | 'whey'
  | 'cocoa'
  | 'acacia-fibre'
  | 'stevia';

export interface Ingredient {
  readonly key: IngredientKey;
  readonly name: string;
  /** One or two sentences for the ingredients carousel. */
  readonly text: string;
  readonly icon: MediaRef;
}

const icon = (key: IngredientKey, alt: string): MediaRef =>
  media(`ingredients/${key}.svg`, alt, 160, 160);

/** What goes into the sachets, in carousel order (5 slides on desktop, 1 on mobile). */
export const ingredients: readonly Ingredient[] = [
  {
    key: 'coconut',
    name: 'Organic coconut MCT',
    text: 'Medium-chain triglycerides taken from organic coconut oil, dried to a fine powder so they stir into water without an oily film.',
    icon: icon('coconut', 'A halved coconut'),
  },
  {
    key: 'postbiotics',
    name: 'Postbiotics',
    text: 'Heat-treated beneficial bacteria and the compounds they make. Unlike live cultures, they stay stable in a dry sachet at room temperature.',
    icon: icon('postbiotics', 'Rod-shaped bacteria cells'),
  },
  {
    key: 'tocotrienol',
    name: 'Tocotrienol',
    text: 'A member of the vitamin E family, found in palm fruit and rice bran, added to MCT Essentials.',
    icon: icon('tocotrienol', 'An amber drop of oil'),
  },
  {
    key: 'lemon',
    name: 'Lemon',
    text: 'Lemon juice powder and natural lemon flavour give MCT Essentials its bright Lemon Blast taste.',
    icon: icon('lemon', 'A lemon with a leaf'),
  },
  {
    key: 'whey',
    name: 'Whey protein',
    text: 'Milk protein that mixes smoothly in cold water; the base of every MCT LeanEssentials shake.',
    icon: icon('whey', 'A shaker bottle'),
  },
  {
    key: 'cocoa',
    name: 'Cocoa',
    text: 'Real cocoa powder for the deep Chocolate Rapture flavour of MCT LeanEssentials.',
    icon: icon('cocoa', 'A cocoa bean'),
  },
  {
    key: 'acacia-fibre',
    name: 'Acacia fibre',
    text: 'A soluble plant fibre from acacia gum that carries the MCT oil in powder form.',
    icon: icon('acacia-fibre', 'A sprig of acacia'),
  },
  {
    key: 'stevia',
    name: 'Stevia leaf',
    text: 'A plant-based sweetener, so the sachets taste good without added table sugar.',
    icon: icon('stevia', 'A stevia leaf'),
  },
];

export function ingredientIcon(key: IngredientKey): MediaRef {
  const found = ingredients.find((item) => item.key === key);
  if (!found) throw new Error(`Unknown ingredient ${key}`);
  return found.icon;
}
