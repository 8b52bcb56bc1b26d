import { media, type MediaRef } from './media-ref';
import type { PageMeta } from './page-meta';

export interface ConnectPage {
  readonly meta: PageMeta & { readonly robots: 'index, follow' };
  readonly heading: string;
  readonly text: string;
  /** Said above the social buttons, only when the owner has set at least one. */
  readonly followPrompt: string;
  readonly facebookLabel: string;
  readonly instagramLabel: string;
  readonly productImage: MediaRef;
  readonly siteLabel: string;
}

/**
 * The social landing page at /connect (outside the main layout). Its social links are the ones
 * the owner set in the back office; the disclaimer and copyright come from `medicalDisclaimer`
 * and `siteConfig`.
 */
export const connectPage: ConnectPage = {
  meta: {
    title: 'Connect with Nyiur',
    description: 'Follow Nyiur for coconut MCT recipes, routines and news, and visit the shop.',
    keywords: ['Nyiur', 'MCT', 'coconut MCT powder', 'Facebook', 'Instagram', 'Malaysia'],
    robots: 'index, follow',
  },
  heading: 'Come say hello',
  text: 'Recipes, routines and first news of new products.',
  followPrompt: 'Pick your favourite place to follow along.',
  facebookLabel: 'Nyiur on Facebook',
  instagramLabel: 'Nyiur on Instagram',
  siteLabel: 'Visit our website',
  productImage: media(
    'products/combo-starter-duo.svg',
    'MCT Essentials and MCT LeanEssentials boxes',
    600,
    600,
  ),
};
