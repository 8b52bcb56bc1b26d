import { PATHS } from '@nyiur/domain';
import { list, para, type PolicyDocument } from './policy-document';

export const privacyPolicy: PolicyDocument = {
  path: PATHS.privacyPolicy,
  title: 'Privacy Policy',
  breadcrumb: 'Privacy Policy',
  meta: {
    title: 'Privacy Policy | Nyiur',
    description:
      'How Nyiur collects, uses and protects your personal data under the Personal Data Protection Act 2010 (Malaysia).',
  },
  updatedAt: '2026-11-26',
  intro: [
    'This notice explains how we process your personal data when you use our website, shop with us or contact us, in line with the Personal Data Protection Act 2010 of Malaysia (PDPA). You must be at least 13 years old to use this website.',
  ],
  sections: [
    {
      heading: '1. The data we collect',
      blocks: [
        list(
          'Account details: name, e-mail address, password (stored only as a secure hash) and referral code.',
          'Order and delivery details: recipient name, phone number, delivery addresses, the products you buy and your order history.',
          "Payment status: the result and reference of each payment. Card and bank details are entered on the payment gateway's pages and are not stored by us.",
          'Enquiries and sign-ups: what you send through the contact, affiliate, free-sample and newsletter forms, including gender for free samples and any files you upload.',
          'Technical data: your browser type, IP address and pages visited, kept in server logs for security.',
        ),
      ],
    },
    {
      heading: '2. Why we use it',
      blocks: [
        list(
          'To create and run your account and process your orders, payments, deliveries and refunds.',
          'To answer enquiries, manage free samples (one per e-mail and phone number) and the affiliate programme.',
          'To send service e-mails such as order confirmations and password resets.',
          'To send our newsletter, only if you subscribed. Every newsletter has a way to unsubscribe.',
          'To keep the website secure, prevent fraud and meet our legal obligations.',
        ),
      ],
    },
    {
      heading: '3. Who we share it with',
      blocks: [
        para(
          'We do not sell your personal data. We share it only with the parties that help us serve you:',
        ),
        list(
          'Our payment gateway, iPay88, to process payments.',
          'Courier and logistics partners, to deliver your order.',
          'Hosting and e-mail service providers, who process data on our behalf under contract.',
          'Authorities, where the law requires it.',
        ),
        para(
          'Some of these providers may store data outside Malaysia. Where that happens, we take steps so that your data is protected to a standard comparable to the PDPA.',
        ),
      ],
    },
    {
      heading: '4. Cookies and local storage',
      blocks: [
        para(
          "We keep your sign-in session in your browser's local storage so you stay logged in. We may use analytics to understand which pages are useful and to measure completed purchases. You can clear local storage and cookies in your browser settings at any time; you will then need to sign in again.",
        ),
      ],
    },
    {
      heading: '5. How long we keep it',
      blocks: [
        para(
          'We keep account data while your account is open. Order and payment records are kept for as long as tax and accounting law requires, usually seven years. Enquiries and leads are deleted when they are no longer needed, and newsletter data when you unsubscribe. Our copies of the e-mails we send are deleted 90 days after sending. When you ask us to erase your account, your name, e-mail address, phone number and addresses are removed from it, from your orders, from our e-mails and from our staff notes; the amounts and dates of your orders stay for the books.',
        ),
      ],
    },
    {
      heading: '6. How we protect it',
      blocks: [
        para(
          'Data travels over encrypted connections, passwords are stored as one-way hashes, and access to personal data is limited to staff who need it for their work. No system is perfectly secure, and we will notify you and the authorities where the law requires if a breach affects your data.',
        ),
      ],
    },
    {
      heading: '7. Your rights',
      blocks: [
        list(
          'Ask for access to the personal data we hold about you.',
          'Ask us to correct data that is inaccurate, incomplete or out of date.',
          'Withdraw your consent, or ask us to stop using your data for direct marketing.',
          'Ask us to limit how we process your data.',
        ),
        para(
          'Some requests may mean we can no longer provide a service, for example if you ask us to delete the address an order is going to. We may charge the fee the PDPA allows for a copy of your data and will reply within the time it sets.',
        ),
      ],
    },
    {
      heading: '8. Contact and changes',
      blocks: [
        para(
          'Send questions or requests about your personal data through our contact page or to the e-mail address shown in the Locate Us section. We may update this notice; the date at the top shows the latest version.',
        ),
      ],
    },
  ],
  links: [
    { label: 'Contact Us', href: PATHS.contact },
    { label: 'Conditions of Sale', href: PATHS.conditionOfSale },
  ],
};
