import type { PageMeta } from './page-meta';

export type FaqTopic = 'shipping' | 'payment' | 'usage' | 'refunds' | 'account';

export interface FaqItem {
  readonly topic: FaqTopic;
  readonly question: string;
  readonly answer: string;
}

export interface FaqPage {
  readonly meta: PageMeta;
  readonly title: string;
  readonly topics: readonly { readonly key: FaqTopic; readonly title: string }[];
  readonly items: readonly FaqItem[];
  /** The closing line: `before`, a link to the contact page, `after`. */
  readonly more: { readonly before: string; readonly link: string; readonly after: string };
}

export const faqPage: FaqPage = {
  meta: {
    title: 'Frequently asked questions | Nyiur',
    description:
      'Answers about shipping in Malaysia, paying with card, FPX or e-wallet, how to take our MCT sachets, and refunds.',
  },
  title: 'Frequently Asked Questions',
  topics: [
    { key: 'shipping', title: 'Shipping' },
    { key: 'payment', title: 'Payment' },
    { key: 'usage', title: 'Using our products' },
    { key: 'refunds', title: 'Refunds' },
    { key: 'account', title: 'Account and samples' },
  ],
  items: [
    {
      topic: 'shipping',
      question: 'Where do you deliver?',
      answer:
        'We deliver to addresses in Malaysia only, both West and East Malaysia. You can also choose pick-up at one of our collection points at checkout.',
    },
    {
      topic: 'shipping',
      question: 'How long does delivery take?',
      answer:
        'Delivery takes 5 - 7 working days to West Malaysia and to East Malaysia. Orders ship Monday to Friday, excluding Malaysian public holidays.',
    },
    {
      topic: 'shipping',
      question: 'How much is shipping?',
      answer:
        'Orders over MYR200 ship free. Below that, the fee depends on the weight of your order and the delivery state, and you see it at checkout before paying. Pick-up is free.',
    },
    {
      topic: 'shipping',
      question: 'Is there a limit on order size?',
      answer:
        'Yes: up to 10 kg per order and RM3,000 per transaction. For larger quantities, place separate orders or contact us.',
    },
    {
      topic: 'payment',
      question: 'How can I pay?',
      answer:
        "Payments go through iPay88, a Malaysian payment gateway. You can pay by credit or debit card, FPX online banking or a supported e-wallet. Your card and bank details are entered on the gateway's secure page, never on ours.",
    },
    {
      topic: 'payment',
      question: 'My payment failed. What now?',
      answer:
        'Your order stays pending. Open My Orders in your account and press Pay Now to try again, with the same or another payment method.',
    },
    {
      topic: 'usage',
      question: 'How do I take MCT Essentials?',
      answer:
        'Take 1 to 2 sachets a day. Pour one sachet into 250 ml of cold or room-temperature water, stir and drink. Do not use hot water.',
    },
    {
      topic: 'usage',
      question: 'How do I take MCT LeanEssentials?',
      answer:
        'Have 1 to 2 shakes a day. Shake one sachet with 250 to 300 ml of cold or room-temperature water. Hot water makes the whey clump.',
    },
    {
      topic: 'usage',
      question: 'I am new to MCT. Where should I start?',
      answer:
        'Start with one sachet a day with a meal for the first week, then move to two if you feel comfortable. Taking a lot of MCT at once can upset the stomach.',
    },
    {
      topic: 'usage',
      question: 'Can I take it if I am pregnant or on medication?',
      answer:
        'Please ask your doctor first. Our products are food supplements and are not meant to diagnose, treat or prevent any disease. MCT LeanEssentials contains milk.',
    },
    {
      topic: 'usage',
      question: 'How should I store the sachets?',
      answer:
        'Keep the box in a cool, dry place away from direct sunlight, and use a sachet straight after opening it.',
    },
    {
      topic: 'refunds',
      question: 'Can I get a refund?',
      answer:
        'Yes. Contact us within 30 days of purchase for a full refund or an e-gift card credit equal to the product value. Clearance items are final sale, with no returns or price adjustments.',
    },
    {
      topic: 'refunds',
      question: 'My parcel arrived damaged. What should I do?',
      answer:
        'Send us your order reference and a photo through the contact page. We will replace the goods or refund you, and cover any return shipping.',
    },
    {
      topic: 'account',
      question: 'What is a referral code and what if I do not have one?',
      answer:
        'A referral code links your account to the person who introduced you. If nobody did, enter MNA001 when you register.',
    },
    {
      topic: 'account',
      question: 'How do I get a free sample?',
      answer:
        'Fill in the free sample form and pay only the shipping. There is one free sample per e-mail address and per phone number.',
    },
    {
      topic: 'account',
      question: 'How do I become a lifestyle affiliate?',
      answer:
        'Buy any combo package, or send us an enquiry from the lifestyle affiliate page and we will get in touch.',
    },
  ],
  more: {
    before: 'Still wondering? ',
    link: 'Contact us',
    after: ' and we will reply within two working days.',
  },
};
