import { media, type MediaRef } from './media-ref';

export type BenefitKey = 'gut-health' | 'weight-management' | 'cognitive-health';

export interface FoundationalBenefit {
  readonly key: BenefitKey;
  readonly title: string;
  readonly text: string;
  readonly image: MediaRef;
}

/** The three foundations every product is built around (spec §1). */
export const foundationalBenefits: readonly FoundationalBenefit[] = [
  {
    key: 'gut-health',
    title: 'Gut Health',
    text: 'A comfortable gut is the start of a good day. MCT Essentials pairs coconut MCT with postbiotics, heat-treated cultures that stay stable in a dry sachet, as part of a routine built on fibre, water and real food.',
    image: media('brand/benefit-gut-health.svg', 'A stylised stomach with leaves', 240, 240),
  },
  {
    key: 'weight-management',
    title: 'Weight Management',
    text: 'MCTs are fats the body handles differently from most dietary fats, and many people find an MCT drink helps them stay satisfied between meals. Paired with sensible portions and movement, it can fit a weight management plan.',
    image: media('brand/benefit-weight-management.svg', 'A measuring tape around a leaf', 240, 240),
  },
  {
    key: 'cognitive-health',
    title: 'Cognitive Health',
    text: 'The liver can turn MCTs into ketones, a fuel the brain is able to use alongside glucose. Research into what that means for focus and healthy ageing is ongoing; we follow it closely and claim no more than it shows.',
    image: media('brand/benefit-cognitive-health.svg', 'A stylised brain with a spark', 240, 240),
  },
];

export interface Sustainability {
  readonly title: string;
  readonly intro: string;
  readonly points: readonly { readonly title: string; readonly text: string }[];
  readonly image: MediaRef;
}

export const sustainability: Sustainability = {
  title: 'Packed with the planet in mind',
  intro:
    'Our founder spent more than three decades in paper packaging, so the box was never an afterthought. Every choice below is one we can check on each print run.',
  points: [
    {
      title: 'Recycled paper boxes',
      text: 'Our boxes are made from recycled paper board and can go straight into the paper recycling bin.',
    },
    {
      title: 'Vegetable-based inks',
      text: 'We print with vegetable-based inks instead of petroleum-based ones.',
    },
    {
      title: 'No plastic wrap',
      text: 'No shrink film around the box. The sachets inside protect the powder; nothing else is added.',
    },
  ],
  image: media('brand/sustainability.svg', 'A paper box with a leaf growing from it', 480, 360),
};

export const inHouseFormulation = {
  title: 'Formulated in-house',
  text: 'We develop every recipe ourselves, from the choice of coconut MCT to the last gram of flavour. If we would not drink it every day, it does not go in a box.',
} as const;

export const preparation = {
  title: 'Three years in the making',
  years: 3,
  text: 'We spent three years on sourcing, formulation, taste panels and packaging before the first box went on sale, because a daily habit deserves a product that is right the first time.',
} as const;
