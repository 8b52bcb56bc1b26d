import { PATHS, pathTo } from '@nyiur/domain';
import {
  foundationalBenefits,
  sustainability,
  type FoundationalBenefit,
  type Sustainability,
} from './brand-foundations';
import { media, type MediaRef } from './media-ref';
import type { PageMeta } from './page-meta';

export interface ProductBox {
  readonly title: string;
  readonly image: MediaRef;
  /** Shop page of the product, or null while it is not on sale. */
  readonly href: string | null;
  readonly comingSoon: boolean;
}

export interface BrandStoryPage {
  readonly meta: PageMeta;
  readonly banner: { readonly title: string; readonly image: MediaRef };
  readonly quote: { readonly text: string; readonly attribution: string };
  readonly benefits: { readonly title: string; readonly items: readonly FoundationalBenefit[] };
  readonly productsSection: {
    readonly title: string;
    readonly carouselLabel: string;
    readonly viewLabel: string;
    readonly comingSoonLabel: string;
  };
  readonly productBoxes: readonly ProductBox[];
  readonly shopButton: { readonly label: string; readonly href: string };
  readonly slogan: { readonly title: string; readonly text: string };
  readonly sustainability: Sustainability & {
    readonly cta: { readonly label: string; readonly href: typeof PATHS.contact };
  };
}

/** The brand story page at /about/why-{brandSlug}. */
export const brandStoryPage: BrandStoryPage = {
  meta: {
    title: 'Why Nyiur? | Our story',
    description:
      'Why we spent three years formulating coconut MCT sachets in-house, and how we pack them in recycled paper with vegetable-based inks and no plastic wrap.',
    keywords: ['Nyiur', 'brand story', 'MCT', 'sustainable packaging', 'Malaysia'],
  },
  banner: {
    title: 'Why Nyiur?',
    image: media('brand/story-banner.svg', 'Coconut palms against a warm sky', 1600, 700),
  },
  quote: {
    text: 'Good health should be simple enough to carry in your pocket, and honest enough to read on the back of a box.',
    attribution: 'The Nyiur founding team',
  },
  benefits: {
    title: 'Three foundations',
    items: foundationalBenefits,
  },
  productsSection: {
    title: 'Our MCT family',
    carouselLabel: 'Our products',
    viewLabel: 'View product',
    comingSoonLabel: 'Coming soon',
  },
  productBoxes: [
    {
      title: 'MCT ESSENTIALS',
      image: media('products/essentials-box.svg', 'MCT Essentials box', 600, 600),
      href: pathTo(PATHS.product, { name: 'essentials' }),
      comingSoon: false,
    },
    {
      title: 'MCT LEANESSENTIALS',
      image: media('products/leanessentials-box.svg', 'MCT LeanEssentials box', 600, 600),
      href: pathTo(PATHS.product, { name: 'leanessentials' }),
      comingSoon: false,
    },
    {
      title: 'MCT PROESSENTIALS',
      image: media(
        'products/proessentials-box.svg',
        'MCT ProEssentials box, coming soon',
        600,
        600,
      ),
      href: null,
      comingSoon: true,
    },
  ],
  shopButton: { label: 'SHOP FOR THE BEST MCT PRODUCTS', href: PATHS.products },
  slogan: {
    title: 'Transform Inside Out',
    text: 'Small daily choices, made easy, add up to how you feel. We make the easy part.',
  },
  sustainability: {
    ...sustainability,
    cta: { label: 'GET IN TOUCH', href: PATHS.contact },
  },
};
