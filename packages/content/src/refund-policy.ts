import { PATHS } from '@nyiur/domain';
import { list, para, type PolicyDocument } from './policy-document';

export const refundPolicy: PolicyDocument = {
  path: PATHS.returnPolicy,
  title: 'Refund Policy',
  breadcrumb: 'Refund Policy',
  meta: {
    title: 'Refund Policy | Nyiur',
    description:
      'Not happy with your order? Contact us within 30 days of purchase for a full refund or an e-gift card credit.',
  },
  updatedAt: '2025-01-01',
  intro: [
    'We want you to enjoy every sachet. If something is not right, tell us and we will make it right.',
  ],
  sections: [
    {
      heading: 'Within 30 days of purchase',
      blocks: [
        para(
          'Contact us within 30 days of purchase and you may choose either a full refund or an e-gift card credit equal to the value of the product.',
        ),
        para(
          'To start, send us your order reference, the e-mail address used for the order and a short note on what went wrong. Photos help if the goods arrived damaged or incorrect.',
        ),
      ],
    },
    {
      heading: 'How refunds are paid',
      blocks: [
        list(
          'A full refund goes back to the original payment method (card, FPX online banking or e-wallet) once we have confirmed the request.',
          'Your bank or e-wallet provider may take several working days to show the refund on your statement.',
          'An e-gift card credit is sent to the e-mail address on the order and can be used for any product on our shop.',
        ),
      ],
    },
    {
      heading: 'Returning goods',
      blocks: [
        para(
          'If we ask you to send the goods back, we will tell you where and how. Please keep unopened sachets in their box. For goods that arrived damaged or were sent in error, we cover the return shipping.',
        ),
      ],
    },
    {
      heading: 'Clearance items',
      blocks: [
        para(
          'Items sold as clearance are final sale. They cannot be returned and are not eligible for price adjustments.',
        ),
      ],
    },
    {
      heading: 'Free samples',
      blocks: [
        para(
          'Free samples are not refundable. If a sample arrives damaged, contact us and we will look after you.',
        ),
      ],
    },
    {
      heading: 'Questions',
      blocks: [
        para(
          'Reach us through the contact page. This policy forms part of our Conditions of Sale and does not affect your rights under the Consumer Protection Act 1999.',
        ),
      ],
    },
  ],
  links: [
    { label: 'Contact Us', href: PATHS.contact },
    { label: 'Conditions of Sale', href: PATHS.conditionOfSale },
  ],
};
