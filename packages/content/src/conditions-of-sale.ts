import { PATHS } from '@nyiur/domain';
import { list, para, type PolicyDocument } from './policy-document';

export const conditionsOfSale: PolicyDocument = {
  path: PATHS.conditionOfSale,
  title: 'Conditions of Sale',
  breadcrumb: 'Conditions of Sale',
  meta: {
    title: 'Conditions of Sale | Nyiur',
    description:
      'The terms that apply when you buy from the Nyiur online shop: orders, prices, payment, delivery within Malaysia and refunds.',
  },
  updatedAt: '2025-01-01',
  intro: [
    'These conditions apply to every purchase from the Nyiur online shop. By placing an order you agree to them, so please read them before you buy. They do not affect your statutory rights as a consumer in Malaysia.',
  ],
  sections: [
    {
      heading: '1. Who can buy',
      blocks: [
        para(
          'You must be at least 13 years old to use this website. Customers under 18 may only place an order with the consent of a parent or guardian.',
        ),
        para(
          'We sell and deliver to addresses in Malaysia only. Pick-up is available at the collection points shown at checkout.',
        ),
      ],
    },
    {
      heading: '2. Products and prices',
      blocks: [
        para(
          'Prices are shown in Ringgit Malaysia (RM, MYR). The total you pay, including the shipping fee, is shown at checkout before you pay.',
        ),
        para(
          'We take care that product information and prices are accurate. If we find an obvious pricing error after you order, we will contact you and you may confirm the order at the correct price or cancel it for a full refund.',
        ),
        para(
          'Products marked "coming soon" cannot be ordered yet. Product images are illustrations; the packaging you receive may differ slightly.',
        ),
      ],
    },
    {
      heading: '3. Orders and limits',
      blocks: [
        list(
          'Adding to cart and checking out as a member requires an account. Guest checkout is available for free samples.',
          'An order may weigh at most 10 kg and a single transaction may not exceed RM3,000. Larger orders can be split, or contact us for a bulk enquiry.',
          'An order is accepted once payment is confirmed and we send a confirmation e-mail. Until then it remains pending.',
          'We may decline or cancel an order if payment fails, if the goods are unavailable, or if we suspect fraud or resale in breach of these conditions. Any payment already taken is refunded in full.',
        ),
      ],
    },
    {
      heading: '4. Payment',
      blocks: [
        para(
          'Payments are processed by our payment gateway, iPay88, which supports credit and debit cards, FPX online banking and e-wallets. We never see or store your full card details.',
        ),
        para(
          'If a payment fails, your order stays pending and you may pay again from your account within the time shown.',
        ),
      ],
    },
    {
      heading: '5. Delivery',
      blocks: [
        list(
          'Orders ship Monday to Friday, excluding Malaysian public holidays.',
          'Delivery to West Malaysia and East Malaysia takes 5 - 7 working days.',
          'Orders over MYR200 ship free. Otherwise the fee depends on the weight of the order and the delivery state, and is shown at checkout.',
          'Pick-up orders carry no shipping fee.',
        ),
        para(
          'Delivery times are estimates. Please check the parcel on arrival and tell us as soon as possible if anything is missing or damaged.',
        ),
      ],
    },
    {
      heading: '6. Refunds',
      blocks: [
        para(
          'You may contact us within 30 days of purchase for a full refund or an e-gift card credit equal to the product value. Clearance items are final sale. The Refund Policy sets out the details.',
        ),
      ],
    },
    {
      heading: '7. Free samples and referral codes',
      blocks: [
        para(
          'One free sample is available per e-mail address and per phone number; you pay only the shipping. Referral codes are personal, and buying a combo package qualifies the buyer as a lifestyle affiliate. We may withdraw samples or codes that are misused.',
        ),
      ],
    },
    {
      heading: '8. Using our products',
      blocks: [
        para(
          'Our products are food supplements, not medicines. Follow the recommended use on the box, and speak to your doctor first if you are pregnant, breastfeeding, taking medication or have a medical condition. Check the ingredient list for allergens: MCT LeanEssentials contains milk.',
        ),
      ],
    },
    {
      heading: '9. Liability',
      blocks: [
        para(
          'Nothing in these conditions limits liability that cannot be limited by law. Otherwise, our liability for any order is limited to the amount you paid for it, and we are not responsible for delays caused by events beyond our reasonable control.',
        ),
      ],
    },
    {
      heading: '10. Changes and governing law',
      blocks: [
        para(
          'We may update these conditions from time to time; the version in force when you place your order applies to it. These conditions are governed by the laws of Malaysia.',
        ),
      ],
    },
  ],
  links: [
    { label: 'Refund Policy', href: PATHS.returnPolicy },
    { label: 'Privacy Policy', href: PATHS.privacyPolicy },
    { label: 'Contact Us', href: PATHS.contact },
  ],
};
