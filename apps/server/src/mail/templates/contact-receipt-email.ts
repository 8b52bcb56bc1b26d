import { siteConfig } from '@nyiur/content';
import type { MailMessage } from '../mail-message';
import { brandMail, type EmailBlock } from './layout';

export type ReceiptKind = 'contact' | 'affiliate' | 'subscriber';

const copy: Record<ReceiptKind, { subject: string; heading: string; body: string }> = {
  contact: {
    subject: 'we received your message',
    heading: 'Thanks for getting in touch',
    body: 'We have your message and will reply within two working days.',
  },
  affiliate: {
    subject: 'your lifestyle affiliate enquiry',
    heading: 'Thanks for your interest in the affiliate programme',
    body: 'Our team will look at your enquiry and contact you about the next steps within two working days.',
  },
  subscriber: {
    subject: 'you are subscribed',
    heading: 'Welcome to our newsletter',
    body: 'You will hear from us about new products, articles from the community blog and offers. Every newsletter has a link to unsubscribe.',
  },
};

/**
 * The receipt for an enquiry or subscription. It is sent to whatever address was typed, so it
 * holds only our own words: no name or message of the sender's, which would let anyone send their
 * text from the shop's domain.
 */
export function contactReceiptEmail(input: {
  to: string;
  kind: ReceiptKind;
  /** Required for the newsletter welcome: every marketing mail carries it. */
  unsubscribeUrl?: string;
}): MailMessage {
  const text = copy[input.kind];
  const block: EmailBlock = {
    paragraphs: ['Hello,', text.body],
    footnote: `${siteConfig.brandName} ships within Malaysia only.`,
    ...(input.unsubscribeUrl ? { unsubscribeUrl: input.unsubscribeUrl } : {}),
  };
  return brandMail(input.to, text.subject, text.heading, block);
}
