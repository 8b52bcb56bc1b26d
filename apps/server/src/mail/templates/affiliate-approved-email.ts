import type { Locale } from '@nyiur/domain';
import type { MailMessage } from '../mail-message';
import { brandMail, malaysiaOnlyNote, type EmailBlock } from './layout';

const COPY = {
  en: {
    subject: (code: string) => `your referral code ${code}`,
    heading: 'Welcome to the affiliate programme',
    hello: 'Hello,',
    approved: (code: string) =>
      `Your affiliate application is approved. Your referral code is ${code}.`,
    share: 'Share it with your followers and readers: they enter it at checkout.',
    button: 'Visit the shop',
  },
  ms: {
    subject: (code: string) => `kod rujukan anda ${code}`,
    heading: 'Selamat datang ke program afiliasi',
    hello: 'Hai,',
    approved: (code: string) =>
      `Permohonan afiliasi anda telah diluluskan. Kod rujukan anda ialah ${code}.`,
    share:
      'Kongsikan kod ini dengan pengikut dan pembaca anda: mereka masukkan kod ini semasa membuat bayaran.',
    button: 'Lawati kedai',
  },
} as const;

/** Tells an approved affiliate applicant their referral code. */
export function affiliateApprovedEmail(input: {
  to: string;
  code: string;
  /** The shop's home page in the e-mail's language. */
  shopUrl: string;
  locale: Locale;
}): MailMessage {
  const copy = COPY[input.locale];
  const block: EmailBlock = {
    paragraphs: [copy.hello, copy.approved(input.code), copy.share],
    button: { label: copy.button, url: input.shopUrl },
    footnote: malaysiaOnlyNote(input.locale),
  };
  return brandMail(input.to, copy.subject(input.code), copy.heading, block, input.locale);
}
