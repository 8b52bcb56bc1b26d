import type { Locale } from '@nyiur/domain';
import type { MailMessage } from '../mail-message';
import { brandMail, type EmailBlock } from './layout';

const COPY = {
  en: {
    subject: 'your free sample',
    hello: 'Hello,',
    heading: 'Your free sample is reserved',
    thanks: (product: string) =>
      `Thank you for signing up for a free ${product} sample. The sample itself costs nothing; you only pay for shipping within Malaysia.`,
    unfinished: 'If you did not finish checkout, you can continue with the link below.',
    button: 'Continue to checkout',
    footnote: 'One free sample per person, e-mail address and phone number.',
  },
  ms: {
    subject: 'sampel percuma anda',
    hello: 'Hai,',
    heading: 'Sampel percuma anda sudah dikhaskan',
    thanks: (product: string) =>
      `Terima kasih kerana mendaftar untuk sampel percuma ${product}. Sampel itu sendiri percuma; anda hanya bayar kos penghantaran dalam Malaysia.`,
    unfinished:
      'Jika anda belum selesai membuat bayaran, anda boleh teruskan melalui pautan di bawah.',
    button: 'Teruskan ke pembayaran',
    footnote: 'Satu sampel percuma bagi setiap orang, alamat e-mel dan nombor telefon.',
  },
} as const;

/** Sent to the address typed on the sign-up form: our own words only, never the sender's. */
export function freeSampleEmail(input: {
  to: string;
  productName: string;
  checkoutUrl: string;
  locale: Locale;
}): MailMessage {
  const copy = COPY[input.locale];
  const block: EmailBlock = {
    paragraphs: [copy.hello, copy.thanks(input.productName), copy.unfinished],
    button: { label: copy.button, url: input.checkoutUrl },
    footnote: copy.footnote,
  };
  return brandMail(input.to, copy.subject, copy.heading, block, input.locale);
}
