import { media, type MediaRef } from './media-ref';
import type { PageMeta } from './page-meta';

/** Copy for the smaller brand and shop pages (headings, intros, metadata). */
export const productsPage = {
  meta: {
    title: 'Shop MCT sachets | Nyiur',
    description:
      'MCT Essentials and MCT LeanEssentials: coconut MCT powder in single-serve sachets, RM198 a box, delivered across Malaysia.',
  } satisfies PageMeta,
  title: 'Products',
  breadcrumb: 'Products',
} as const;

export const communityBlogPage = {
  meta: {
    title: 'Live Life & Learn: the Nyiur community blog',
    description:
      'Plain-language articles on MCT, keto, gut health, hydration and everyday routines, from the team behind Nyiur.',
  } satisfies PageMeta,
  title: 'Community Blog',
  intro: 'Good habits, explained simply. Articles on MCT and on living well, written by our team.',
  allLabel: 'All',
  loadMoreLabel: 'Load More',
  shortsTitle: 'Shorts',
  readTimeText: (minutes: number): string => `${minutes} min read`,
} as const;

export const freeSamplePage = {
  meta: {
    title: 'Get a free sample | Nyiur',
    description:
      'Try Nyiur MCT sachets for free: choose a product, fill in your details and pay only the shipping. One sample per e-mail and phone number.',
  } satisfies PageMeta,
  title: 'Try it free',
  intro:
    'Choose MCT Essentials or MCT LeanEssentials and we will send you a sample pack. You pay only the shipping. One free sample per e-mail address and per phone number.',
  submitLabel: 'Claim my sample',
} as const;

export const contactPage = {
  meta: {
    title: 'Contact us | Nyiur',
    description:
      'Questions about our MCT sachets, an order or the affiliate programme? Send us a message or find us on the map.',
  } satisfies PageMeta,
  title: 'Contact Us',
  intro:
    'Questions about a product, an order or working with us? Leave a message and we will reply within two working days.',
  locateUsTitle: 'Locate Us',
  submitLabel: 'Submit',
  successMessage: 'Your feedback is submitted!',
} as const;

export const newsletterCopy = {
  title: 'Join our newsletter',
  text: 'Recipes, routines and first news of new products. No spam, unsubscribe any time.',
  placeholder: 'Your email',
  submitLabel: 'Subscribe',
} as const;

/** The not-found screen, in the spec's words. */
export const notFoundPage = {
  meta: {
    title: '404 - Page not found | Nyiur',
    description: 'This page is not available.',
  } satisfies PageMeta,
  message: "We're sorry, this page is not available",
  title: '404 - Page not found',
  backLabel: 'Back to Home',
  image: media('brand/not-found.svg', 'An empty coconut shell', 480, 360) satisfies MediaRef,
} as const;
