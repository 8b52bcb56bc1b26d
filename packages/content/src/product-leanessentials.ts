import { LEANESSENTIALS_SERVINGS, leanEssentialsIdentity } from './product-identity';
import { ingredientIcon } from './ingredients';
import { media } from './media-ref';
import type { ProductDisplay } from './product-display';

export const leanEssentialsProduct: ProductDisplay = {
  ...leanEssentialsIdentity,
  metaDescription:
    'Coconut MCT powder with whey protein in 40 g Chocolate Rapture sachets. 14 servings a box, RM198, shipped across Malaysia.',
  shareImage: media('share/leanessentials.png', 'MCT LeanEssentials box', 1200, 630),
  productDescBody: [
    'MCT LeanEssentials pairs coconut MCT powder with whey protein in a rich Chocolate Rapture shake. One 40 g sachet makes one shake, with about 20 g of protein.',
    'It is built for busy days: a shake after training, a filling drink between meetings, or part of a breakfast when there is no time to sit down. Shake it with water, no blender needed.',
    'Each box holds 14 single-serve sachets, two weeks of one shake a day. Like all our products it is formulated in-house and packed in a recycled-paper box printed with vegetable-based inks.',
  ],
  size: `${LEANESSENTIALS_SERVINGS} sachets x 40 g (560 g)`,
  productImages: [
    media(
      'products/leanessentials-box.svg',
      'MCT LeanEssentials box, Chocolate Rapture, 14 sachets',
      600,
      600,
    ),
    media('sachets/leanessentials-sachet.svg', 'A single 40 g MCT LeanEssentials sachet', 400, 400),
    media('sachets/leanessentials-serving.svg', 'A chocolate shake made with one sachet', 400, 400),
    media('sachets/leanessentials-count.svg', 'Fourteen sachets in every box', 400, 400),
  ],
  productFeatureImages: [
    { image: ingredientIcon('whey'), alt: 'Whey protein' },
    { image: ingredientIcon('coconut'), alt: 'Coconut MCT' },
    { image: ingredientIcon('cocoa'), alt: 'Cocoa' },
  ],
  productSupplement: [
    {
      image: ingredientIcon('whey'),
      title: 'Whey protein',
      text: 'About 20 g of milk protein in every sachet.',
    },
    {
      image: ingredientIcon('coconut'),
      title: 'Coconut MCT',
      text: 'Medium-chain fats from coconut, in powder form so the shake stays smooth.',
    },
    {
      image: ingredientIcon('cocoa'),
      title: 'Chocolate Rapture',
      text: 'Real cocoa powder with a natural chocolate flavour.',
    },
    {
      image: ingredientIcon('stevia'),
      title: 'Low in sugar',
      text: 'Sweetened with stevia leaf extract instead of table sugar.',
    },
  ],
  productSachet: [
    {
      key: 'sachet',
      image: media('sachets/leanessentials-sachet.svg', 'MCT LeanEssentials sachet', 400, 400),
      alt: 'One 40 g sachet is one shake',
    },
    {
      key: 'serving',
      image: media('sachets/leanessentials-serving.svg', 'A glass of chocolate shake', 400, 400),
      alt: 'Shake with 250 to 300 ml of cold or room-temperature water',
    },
    {
      key: 'box',
      image: media('sachets/leanessentials-count.svg', 'Fourteen sachets', 400, 400),
      alt: `${LEANESSENTIALS_SERVINGS} sachets in every recycled-paper box`,
    },
  ],
  accordionData: [
    {
      key: 'recommended-use',
      title: 'Recommended Use',
      paragraphs: [
        'Have 1 to 2 shakes a day, for example one after exercise and one in place of a snack.',
      ],
      steps: [
        'Pour 250 to 300 ml of cold or room-temperature water into a shaker or bottle. Do not use hot water.',
        'Add one sachet.',
        'Close the lid, shake for about 15 seconds and drink straight away.',
      ],
    },
    {
      key: 'ingredients',
      title: 'Ingredients',
      paragraphs: [
        'Listed by weight, largest first. Contains milk. The printed box is the reference if the two ever differ.',
      ],
      items: [
        'Whey protein concentrate (milk)',
        'Coconut MCT oil powder (coconut MCT oil, acacia fibre)',
        'Cocoa powder',
        'Natural chocolate flavour',
        'Stevia leaf extract',
        'Sea salt',
      ],
    },
    {
      key: 'supplement-facts',
      title: 'Supplement Facts',
      paragraphs: [
        'Typical values. Final figures follow the laboratory certificate printed on the box.',
      ],
      facts: {
        servingSize: '1 sachet (40 g)',
        servingsPerBox: LEANESSENTIALS_SERVINGS,
        provisional: true,
        rows: [
          { nutrient: 'Energy', perServing: '170 kcal', per100g: '425 kcal' },
          { nutrient: 'Protein', perServing: '20 g', per100g: '50 g' },
          { nutrient: 'Total fat', perServing: '6 g', per100g: '15 g' },
          { nutrient: 'of which medium-chain triglycerides', perServing: '5 g', per100g: '12.5 g' },
          { nutrient: 'Carbohydrate', perServing: '10 g', per100g: '25 g' },
          { nutrient: 'of which dietary fibre', perServing: '2 g', per100g: '5 g' },
          { nutrient: 'of which total sugars', perServing: '3 g', per100g: '7.5 g' },
          { nutrient: 'Sodium', perServing: '120 mg', per100g: '300 mg' },
        ],
      },
    },
  ],
};

export { LEANESSENTIALS_SERVINGS };
