import { PATHS } from '@nyiur/domain';
import { whyMctPath } from './site-config';
import { comboLabels, comboPackages, type ComboLabels, type ComboPackage } from './combo-packages';
import { ingredients, type Ingredient } from './ingredients';
import { media, mediaUrl, type MediaRef } from './media-ref';
import type { PageMeta } from './page-meta';

export interface Banner {
  readonly eyebrow?: string;
  readonly title: string;
  readonly text: string;
  readonly cta: { readonly label: string; readonly href: string };
  readonly image: MediaRef;
}

export interface ComparisonTable {
  readonly title: string;
  readonly intro: string;
  readonly columns: readonly [string, string, string];
  /** One value per column: true/false for a tick or a cross, or a short text. */
  readonly rows: readonly {
    readonly label: string;
    readonly values: readonly [boolean | string, boolean | string, boolean | string];
  }[];
}

export interface AccordionItem {
  readonly title: string;
  readonly text: string;
}

export interface HomePage {
  readonly meta: PageMeta;
  readonly banner: Banner;
  readonly ingredients: { readonly title: string; readonly items: readonly Ingredient[] };
  readonly difference: ComparisonTable;
  readonly testimonialsTitle: string;
  readonly moreVideosTitle: string;
  readonly incentiveBanner: Banner;
  readonly combos: {
    readonly title: string;
    readonly intro: string;
    readonly items: readonly ComboPackage[];
    readonly words: ComboLabels;
  };
  readonly benefits: { readonly title: string; readonly items: readonly AccordionItem[] };
  readonly recommendation: {
    readonly title: string;
    readonly text: string;
    readonly poster: MediaRef;
    readonly video: string;
    readonly captions: string;
  };
  readonly rethinkMct: {
    readonly title: string;
    readonly paragraphs: readonly string[];
    readonly cta: { readonly label: string; readonly href: string };
    readonly image: MediaRef;
  };
  readonly bottomBanner: Banner;
}

export const homePage: HomePage = {
  meta: {
    title: 'Nyiur | Coconut MCT powder sachets, made in Malaysia',
    description:
      'Organic coconut MCT powder in single-serve sachets: MCT Essentials (Lemon Blast) and MCT LeanEssentials with whey (Chocolate Rapture). Free shipping in Malaysia over RM200.',
    keywords: ['MCT powder', 'coconut MCT', 'MCT sachets', 'Malaysia', 'keto', 'whey protein'],
  },
  banner: {
    eyebrow: 'Transform Inside Out',
    title: 'Coconut MCT, one sachet at a time',
    text: 'Clean coconut energy you can carry in a pocket. Tear, pour into water, shake, go.',
    cta: { label: 'Shop Now', href: PATHS.products },
    image: media('brand/hero-banner.svg', 'A halved coconut beside two MCT sachets', 1200, 630),
  },
  ingredients: {
    title: 'What goes into every sachet',
    items: ingredients,
  },
  difference: {
    title: 'The Nyiur difference',
    intro: 'How our sachets compare with the usual ways of taking MCT.',
    columns: ['Nyiur MCT sachets', 'Bottled MCT oil', 'MCT powder in a tub'],
    rows: [
      { label: 'Form', values: ['Powder, single-serve sachet', 'Liquid oil', 'Powder, loose'] },
      { label: 'Mixes into plain water', values: [true, false, true] },
      { label: 'Exact serving without measuring', values: [true, false, false] },
      { label: 'Fits in a pocket or gym bag', values: [true, false, false] },
      { label: 'Postbiotics and tocotrienol added', values: [true, false, false] },
      { label: 'Recycled paper box, no plastic wrap', values: [true, false, false] },
      { label: 'Formulated in Malaysia, in-house', values: [true, 'Varies', 'Varies'] },
    ],
  },
  testimonialsTitle: 'A sachet in every routine',
  moreVideosTitle: 'More short clips',
  incentiveBanner: {
    eyebrow: 'Free shipping',
    title: 'Free delivery on orders over RM200',
    text: 'Anywhere in West and East Malaysia, delivered in 5 - 7 working days.',
    cta: { label: 'Start Shopping', href: PATHS.products },
    image: media('brand/incentive-banner.svg', 'A delivery box with a coconut leaf', 1200, 400),
  },
  combos: {
    title: 'Combo packages',
    intro:
      'Bundle and save. Every combo also makes you a Nyiur lifestyle affiliate, with your own referral code to share.',
    items: comboPackages,
    words: comboLabels,
  },
  benefits: {
    title: 'Ten reasons people make MCT a habit',
    items: [
      {
        title: 'Energy from fat, without the wait',
        text: 'Medium-chain triglycerides travel more directly to the liver than most dietary fats, where they can be used for energy or turned into ketones.',
      },
      {
        title: 'Keto and low-carb friendly',
        text: 'MCT Essentials has almost no carbohydrate or sugar per sachet, so it fits comfortably into a low-carb day.',
      },
      {
        title: 'Part of a gut-friendly routine',
        text: 'Postbiotics in MCT Essentials join the fibre, water and whole foods that a comfortable gut relies on.',
      },
      {
        title: 'Helps you stay satisfied',
        text: 'Many people find a morning MCT drink or a protein shake keeps them going until lunch, which makes sensible portions easier.',
      },
      {
        title: 'Fuel the brain can use',
        text: 'Ketones made from MCT are a fuel the brain can use alongside glucose. Studies on focus and healthy ageing are ongoing.',
      },
      {
        title: 'A vitamin E family member',
        text: 'Tocotrienols belong to the vitamin E family and act as antioxidants in the body.',
      },
      {
        title: 'Protein when you need it',
        text: 'MCT LeanEssentials adds about 20 g of whey protein per shake, handy after exercise or on a rushed morning.',
      },
      {
        title: 'No oily film, no blender',
        text: 'Powdered MCT dissolves in cold or room-temperature water with a stir or a shake.',
      },
      {
        title: 'The right amount, every time',
        text: 'One sachet is one serving. No scoops, no guessing, no sticky tub lids.',
      },
      {
        title: 'Goes wherever you go',
        text: 'Slip a few sachets into a bag for the office, the gym, a flight or a balik kampung drive.',
      },
    ],
  },
  recommendation: {
    title: 'How to enjoy your sachet',
    text: 'One sachet, 250 ml of cold or room-temperature water, a quick stir. That is the whole routine.',
    poster: media('brand/video-poster-how-to.svg', 'A sachet being poured into a glass', 1280, 720),
    video: mediaUrl('videos/how-to-mix.mp4'),
    captions: mediaUrl('videos/how-to-mix.vtt'),
  },
  rethinkMct: {
    title: 'Rethink MCT',
    paragraphs: [
      'MCT used to mean a bottle of oil, a teaspoon and a greasy cup of coffee. We wanted the same coconut fats in a form you could take anywhere and mix in seconds.',
      'So we dried organic coconut MCT into a fine powder, added the ingredients we believe in, and sealed each serving in its own sachet.',
    ],
    cta: { label: 'Why MCT?', href: whyMctPath },
    image: media('brand/rethink-mct.svg', 'An oil bottle turning into a sachet', 600, 600),
  },
  bottomBanner: {
    title: 'Transform inside out, starting tomorrow morning',
    text: 'Try a box of MCT Essentials or MCT LeanEssentials and make it part of your day.',
    cta: { label: 'Shop Now', href: PATHS.products },
    image: media('brand/bottom-banner.svg', 'Palm leaves over a calm sea at sunrise', 1600, 500),
  },
};
