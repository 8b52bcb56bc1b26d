import { essentialsIdentity } from './product-identity';
import { ingredientIcon } from './ingredients';
import { media } from './media-ref';
import type { ProductDisplay } from './product-display';

export const essentialsProduct: ProductDisplay = {
  ...essentialsIdentity,
  metaDescription:
    'Organic coconut MCT powder with postbiotics and tocotrienol in 5 g Lemon Blast sachets. 20 sachets a box, RM198, shipped across Malaysia.',
  shareImage: media('share/essentials.png', 'MCT Essentials box', 1200, 630),
  productDescBody: [
    'MCT Essentials is our everyday sachet: organic coconut MCT powder with postbiotics and tocotrienol, in a bright Lemon Blast flavour that tastes like a glass of cold lemonade rather than a supplement.',
    'Each box holds 20 single-serve 5 g sachets. Tear one open into a glass of cold or room-temperature water, stir, and drink it with breakfast, at your desk or after a workout. No scoop, no tub, no oily film on the glass.',
    'We formulated it in-house over three years, with gut health, weight management and cognitive health as the three foundations we keep coming back to. It is a food supplement to go with a balanced diet and an active day, not a replacement for either.',
  ],
  size: '20 sachets x 5 g (100 g)',
  productImages: [
    media('products/essentials-box.svg', 'MCT Essentials box, Lemon Blast, 20 sachets', 600, 600),
    media('sachets/essentials-sachet.svg', 'A single 5 g MCT Essentials sachet', 400, 400),
    media('sachets/essentials-serving.svg', 'One sachet stirred into 250 ml of water', 400, 400),
    media('sachets/essentials-count.svg', 'Twenty sachets in every box', 400, 400),
  ],
  productFeatureImages: [
    { image: ingredientIcon('coconut'), alt: 'Organic coconut MCT' },
    { image: ingredientIcon('postbiotics'), alt: 'Postbiotics' },
    { image: ingredientIcon('tocotrienol'), alt: 'Tocotrienol' },
  ],
  productSupplement: [
    {
      image: ingredientIcon('coconut'),
      title: 'Organic coconut MCT',
      text: 'Medium-chain fats from organic coconuts, in a powder that dissolves in water.',
    },
    {
      image: ingredientIcon('postbiotics'),
      title: 'Postbiotics',
      text: 'Heat-treated cultures that stay stable in a dry sachet, no fridge needed.',
    },
    {
      image: ingredientIcon('tocotrienol'),
      title: 'Tocotrienol',
      text: 'A form of vitamin E from palm fruit, part of the daily sachet.',
    },
    {
      image: ingredientIcon('lemon'),
      title: 'Lemon Blast',
      text: 'Lemon juice powder and natural flavour, sweetened with stevia instead of sugar.',
    },
  ],
  productSachet: [
    {
      key: 'sachet',
      image: media('sachets/essentials-sachet.svg', 'MCT Essentials sachet', 400, 400),
      alt: 'One 5 g sachet is one serving',
    },
    {
      key: 'serving',
      image: media('sachets/essentials-serving.svg', 'A glass of lemon MCT drink', 400, 400),
      alt: 'Mix with 250 ml of cold or room-temperature water',
    },
    {
      key: 'box',
      image: media('sachets/essentials-count.svg', 'Twenty sachets', 400, 400),
      alt: '20 sachets in every recycled-paper box',
    },
  ],
  accordionData: [
    {
      key: 'recommended-use',
      title: 'Recommended Use',
      paragraphs: [
        'Take 1 to 2 sachets a day. Start with one sachet a day for the first week while your body gets used to MCT, then add a second if you like.',
      ],
      steps: [
        'Tear open one sachet into a glass.',
        'Add 250 ml of cold or room-temperature water. Do not use hot water.',
        'Stir or shake until dissolved and drink straight away.',
      ],
    },
    {
      key: 'ingredients',
      title: 'Ingredients',
      paragraphs: [
        'Listed by weight, largest first. The printed box is the reference if the two ever differ.',
      ],
      items: [
        'Organic coconut MCT oil powder (organic coconut MCT oil, acacia fibre)',
        'Lemon juice powder',
        'Natural lemon flavour',
        'Postbiotic powder (heat-treated lactic acid bacteria)',
        'Tocotrienol complex (from palm fruit)',
        'Stevia leaf extract',
      ],
    },
    {
      key: 'supplement-facts',
      title: 'Supplement Facts',
      paragraphs: [
        'Typical values. Final figures follow the laboratory certificate printed on the box.',
      ],
      facts: {
        servingSize: '1 sachet (5 g)',
        servingsPerBox: 20,
        provisional: true,
        rows: [
          { nutrient: 'Energy', perServing: '34 kcal', per100g: '690 kcal' },
          { nutrient: 'Total fat', perServing: '3.5 g', per100g: '70 g' },
          { nutrient: 'of which medium-chain triglycerides', perServing: '3.4 g', per100g: '68 g' },
          { nutrient: 'Carbohydrate', perServing: '1.2 g', per100g: '24 g' },
          { nutrient: 'of which dietary fibre', perServing: '0.9 g', per100g: '18 g' },
          { nutrient: 'of which total sugars', perServing: '0.1 g', per100g: '2 g' },
          { nutrient: 'Protein', perServing: '0 g', per100g: '0 g' },
          { nutrient: 'Sodium', perServing: '5 mg', per100g: '100 mg' },
          { nutrient: 'Tocotrienols', perServing: '5 mg', per100g: '100 mg' },
        ],
      },
    },
  ],
};
