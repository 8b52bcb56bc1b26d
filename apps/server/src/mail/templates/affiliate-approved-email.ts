import { siteConfig } from '@nyiur/content';
import type { MailMessage } from '../mail-message';
import { brandMail, type EmailBlock } from './layout';

/** Tells an approved affiliate applicant their referral code. */
export function affiliateApprovedEmail(input: {
  to: string;
  code: string;
  shopUrl: string;
}): MailMessage {
  const heading = 'Welcome to the affiliate programme';
  const block: EmailBlock = {
    paragraphs: [
      'Hello,',
      `Your affiliate application is approved. Your referral code is ${input.code}.`,
      'Share it with your followers and readers: they enter it at checkout.',
    ],
    button: { label: 'Visit the shop', url: input.shopUrl },
    footnote: `${siteConfig.brandName} ships within Malaysia only.`,
  };
  return brandMail(input.to, `your referral code ${input.code}`, heading, block);
}
