import { PATHS, pathTo } from '@nyiur/domain';
import type { AccordionItem, Banner } from './home-page';
import { ingredientIcon } from './ingredients';
import { media, type MediaRef } from './media-ref';
import type { PageMeta } from './page-meta';

export interface LeanEssentialsLanding {
  readonly meta: PageMeta;
  readonly banner: Banner;
  readonly coreBenefitsTitle: string;
  readonly coreBenefits: readonly {
    readonly title: string;
    readonly text: string;
    readonly image: MediaRef;
  }[];
  readonly accordion: { readonly title: string; readonly items: readonly AccordionItem[] };
}

/** The /leanessentials landing page: five accordion items, three core benefits. */
export const leanEssentialsLanding: LeanEssentialsLanding = {
  meta: {
    title: 'MCT LeanEssentials | Coconut MCT and whey protein shake | Nyiur',
    description:
      'MCT LeanEssentials: coconut MCT powder with whey protein in a Chocolate Rapture shake. 40 g sachets, 14 per box.',
    keywords: ['MCT LeanEssentials', 'whey protein', 'MCT shake', 'chocolate protein shake'],
  },
  banner: {
    eyebrow: 'MCT LeanEssentials',
    title: 'Chocolate Rapture, built lean',
    text: 'Coconut MCT and whey protein in one 40 g sachet. Shake with water and go.',
    cta: { label: 'Shop LeanEssentials', href: pathTo(PATHS.product, { name: 'leanessentials' }) },
    image: media(
      'brand/leanessentials-banner.svg',
      'A chocolate shake beside a LeanEssentials box',
      1200,
      630,
    ),
  },
  coreBenefitsTitle: 'Three core benefits',
  coreBenefits: [
    {
      title: 'Protein that travels',
      text: 'About 20 g of whey protein per sachet, sealed and ready for the gym bag.',
      image: ingredientIcon('whey'),
    },
    {
      title: 'Coconut MCT inside',
      text: 'Medium-chain fats from coconut, powdered so the shake stays smooth.',
      image: ingredientIcon('coconut'),
    },
    {
      title: 'Chocolate without the sugar rush',
      text: 'Real cocoa, sweetened with stevia leaf extract.',
      image: ingredientIcon('cocoa'),
    },
  ],
  accordion: {
    title: 'Good to know',
    items: [
      {
        title: 'When should I drink it?',
        text: 'Whenever it suits your day: after exercise, with breakfast, or between meals. Have 1 to 2 shakes a day.',
      },
      {
        title: 'How do I mix it?',
        text: 'Shake one sachet with 250 to 300 ml of cold or room-temperature water. Hot water makes whey clump, so avoid it.',
      },
      {
        title: 'Can it replace a meal?',
        text: 'It is a supplement, not a complete meal. Pair it with fruit or wholegrain toast if you are short of time, and eat proper meals the rest of the day.',
      },
      {
        title: 'Is it suitable if I am lactose intolerant?',
        text: 'It contains whey from milk. People who are sensitive to lactose or allergic to milk should check with their doctor first.',
      },
      {
        title: 'How many servings are in a box?',
        text: 'Fourteen 40 g sachets, two weeks of one shake a day.',
      },
    ],
  },
};
