import { PATHS } from '@nyiur/domain';
import { combos, type CatalogueItem } from './catalogue';
import { comboLabels, type ComboLabels } from './combo-packages';
import { media, type MediaRef } from './media-ref';
import type { PageMeta } from './page-meta';

export interface LifestyleAffiliatePage {
  readonly meta: PageMeta;
  readonly title: string;
  readonly intro: readonly string[];
  readonly image: MediaRef;
  readonly howItWorks: readonly { readonly title: string; readonly text: string }[];
  readonly benefits: readonly { readonly title: string; readonly text: string }[];
  readonly qualifyingCombos: readonly CatalogueItem[];
  readonly comboLabels: ComboLabels;
  readonly form: {
    readonly title: string;
    readonly intro: string;
    readonly contentCreatorQuestion: string;
    readonly blogWriterQuestion: string;
    readonly submitLabel: string;
  };
  readonly cta: { readonly label: string; readonly href: typeof PATHS.contact };
  readonly headings: {
    readonly howItWorks: string;
    readonly qualifyingCombos: string;
    readonly benefits: string;
    readonly questionsFirst: string;
  };
}

export const lifestyleAffiliatePage: LifestyleAffiliatePage = {
  meta: {
    title: 'Become a lifestyle affiliate | Nyiur',
    description:
      'Share Nyiur MCT sachets with your community. Buy any combo package to become a lifestyle affiliate with your own referral code.',
    keywords: ['affiliate', 'Nyiur affiliate', 'referral code', 'wellness community Malaysia'],
  },
  title: 'Become a lifestyle affiliate',
  intro: [
    'Our affiliates are people who already live the routine: a sachet at breakfast, a shake after training, and friends who keep asking what is in the glass.',
    'If that sounds like you, join us. You share the products you use, your friends register with your referral code, and you grow with the brand.',
  ],
  image: media('brand/affiliate.svg', 'Three friends raising glasses', 600, 400),
  howItWorks: [
    {
      title: 'Choose a combo',
      text: 'Buying any combo package qualifies you as a lifestyle affiliate.',
    },
    {
      title: 'Get your referral code',
      text: 'We set up your personal code after the order is paid. New shoppers enter it when they register.',
    },
    {
      title: 'Share what you use',
      text: 'Post, write or simply talk about your routine. Tell us if you create content or write a blog and we will support you.',
    },
  ],
  benefits: [
    {
      title: 'Combo pricing',
      text: 'Combo packages cost less than the same boxes bought one at a time.',
    },
    {
      title: 'Content support',
      text: 'Product photos, recipes and facts you can rely on, so what you share is accurate.',
    },
    {
      title: 'A community',
      text: 'Join people across Malaysia who share the same daily routine and swap ideas for it.',
    },
  ],
  qualifyingCombos: combos,
  comboLabels,
  form: {
    title: 'Tell us about yourself',
    intro: 'Leave your details and we will get back to you within two working days.',
    contentCreatorQuestion: 'Are you a content creator?',
    blogWriterQuestion: 'Do you write a blog?',
    submitLabel: 'Submit',
  },
  cta: { label: 'Contact Us', href: PATHS.contact },
  headings: {
    howItWorks: 'How it works',
    qualifyingCombos: 'Combos that qualify',
    benefits: 'Why join',
    questionsFirst: 'Questions first?',
  },
};
