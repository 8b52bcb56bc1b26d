import { PATHS } from '@nyiur/domain';
import { media, type MediaRef } from './media-ref';
import type { PageMeta } from './page-meta';

export interface WhyMctPage {
  readonly meta: PageMeta;
  readonly title: string;
  readonly intro: string;
  readonly blocks: readonly {
    readonly title: string;
    readonly paragraphs: readonly string[];
    readonly image: MediaRef;
  }[];
  readonly cta: { readonly label: string; readonly href: typeof PATHS.contact };
}

/** /about/why-mct: "Absolutely MCT for today and tomorrow". */
export const whyMctPage: WhyMctPage = {
  meta: {
    title: 'Absolutely MCT for today and tomorrow | Nyiur',
    description:
      'What medium-chain triglycerides are, how the body uses them, and why we put coconut MCT into single-serve sachets.',
    keywords: ['what is MCT', 'medium-chain triglycerides', 'C8', 'C10', 'coconut oil'],
  },
  title: 'Absolutely MCT for today and tomorrow',
  intro:
    'MCT stands for medium-chain triglycerides: fats whose fatty acids are 6 to 12 carbon atoms long. Coconut oil is one of the richest natural sources.',
  blocks: [
    {
      title: 'A different kind of fat',
      paragraphs: [
        'Most fats in our food are long-chain. They are packed into particles that travel through the lymph before the body uses them.',
        'Medium-chain fats are shorter, so they are absorbed more directly and carried to the liver, where they are used for energy or turned into ketones.',
      ],
      image: media(
        'brand/benefit-weight-management.svg',
        'A measuring tape around a leaf',
        240,
        240,
      ),
    },
    {
      title: 'Fuel for body and brain',
      paragraphs: [
        'Ketones are a fuel that muscles and the brain can use alongside glucose. That is why MCT is popular with people who follow low-carb or ketogenic eating.',
        'Research on MCT and cognitive health continues; we share it as it appears, without overstating it.',
      ],
      image: media('brand/benefit-cognitive-health.svg', 'A stylised brain with a spark', 240, 240),
    },
    {
      title: 'Made for everyday life',
      paragraphs: [
        'Liquid MCT oil is hard to carry and can upset the stomach if you take too much at once. A measured powder sachet solves both: the serving is fixed and it mixes into water anywhere.',
        'Start with one sachet a day, build up to two, and let it become a habit.',
      ],
      image: media('brand/benefit-gut-health.svg', 'A stylised stomach with leaves', 240, 240),
    },
  ],
  cta: { label: 'Ask us anything', href: PATHS.contact },
};
