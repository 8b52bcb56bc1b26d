import { z } from '../zod';
import { messages } from '@nyiur/domain';
import { defineShopCall } from './define-shop-call';
import { contractMessages } from '../models/contract-messages';
import { emailAddress, flag, optionalLocale, requiredText } from '../models/primitives';

const enquiry = {
  name: requiredText(messages.enquiry.name),
  mobile: requiredText(messages.enquiry.mobile, 20),
  email: emailAddress(messages.enquiry.email),
  country: requiredText(messages.enquiry.country),
  comments: requiredText(messages.enquiry.comments, 5000),
  is_pro: flag().default('0'),
  locale: optionalLocale(),
};

/** The contact page's enquiry. */
export const contactEnquiry = z.object({ ...enquiry, contact_type: z.literal('contact') });

/** The lifestyle affiliate enquiry: the enquiry plus its two radios. */
export const affiliateEnquiry = z.object({
  ...enquiry,
  contact_type: z.literal('affiliate'),
  is_content_creator: flag(messages.enquiry.radio),
  is_blog_writer: flag(messages.enquiry.radio),
});

/** The footer's newsletter: only an e-mail. Subscribing twice is not an error. */
export const newsletterSubscription = z.object({
  contact_type: z.literal('subscriber'),
  email: emailAddress(messages.enquiry.email),
  is_pro: flag().default('0'),
  locale: optionalLocale(),
});

export const request = z.discriminatedUnion(
  'contact_type',
  [contactEnquiry, affiliateEnquiry, newsletterSubscription],
  {
    error: contractMessages.contactType,
  },
);
/** The stored contact; a repeated subscription answers the existing one. */
export const response = z.object({ id: z.number().int().positive() });

export type ContactCreateInput = z.input<typeof request>;
export type ContactCreateRequest = z.output<typeof request>;
export type ContactCreateResponse = z.output<typeof response>;
export type ContactEnquiryValues = z.input<typeof contactEnquiry>;
export type AffiliateEnquiryValues = z.input<typeof affiliateEnquiry>;
export type NewsletterValues = z.input<typeof newsletterSubscription>;

export const contactCreate = defineShopCall({
  path: '/users/contact-create',
  summary: 'Store a contact enquiry, an affiliate enquiry or a newsletter subscription',
  tag: 'leads',
  access: 'public',
  request,
  response,
});
