import { siteConfig } from '@nyiur/content';
import type { Locale } from '@nyiur/domain';
import type { MailMessage } from '../mail-message';
import { brandMail, type EmailBlock } from './layout';

const COPY = {
  en: {
    subject: 'reset your password',
    heading: 'Reset your password',
    hello: (name: string) => `Hi ${name},`,
    body: `Someone asked to reset the password of your ${siteConfig.brandName} account. If it was you, choose a new password with the link below. The link works once and expires in one hour.`,
    button: 'Choose a new password',
    footnote: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  ms: {
    subject: 'tetapkan semula kata laluan anda',
    heading: 'Tetapkan semula kata laluan anda',
    hello: (name: string) => `Hai ${name},`,
    body: `Ada permintaan untuk menetapkan semula kata laluan akaun ${siteConfig.brandName} anda. Jika itu anda, pilih kata laluan baharu melalui pautan di bawah. Pautan ini boleh digunakan sekali sahaja dan tamat tempoh dalam masa satu jam.`,
    button: 'Pilih kata laluan baharu',
    footnote:
      'Jika anda tidak membuat permintaan ini, abaikan e-mel ini: kata laluan anda kekal seperti biasa.',
  },
} as const;

export function passwordResetEmail(input: {
  to: string;
  firstName: string;
  resetUrl: string;
  locale: Locale;
}): MailMessage {
  const copy = COPY[input.locale];
  const block: EmailBlock = {
    paragraphs: [copy.hello(input.firstName), copy.body],
    button: { label: copy.button, url: input.resetUrl },
    footnote: copy.footnote,
  };
  return brandMail(input.to, copy.subject, copy.heading, block, input.locale);
}
