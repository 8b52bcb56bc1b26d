import type { Locale } from '@nyiur/domain';
import type { MailMessage } from '../mail-message';
import { brandMail, type EmailBlock } from './layout';

const COPY = {
  en: {
    subject: (code: string) => `e-invoice ${code}`,
    heading: 'Your e-invoice',
    hello: 'Hello,',
    validated: (code: string, refNo: string) =>
      `Your e-invoice ${code} for order ${refNo} has been validated by LHDN's MyInvois.`,
    check: (url: string) => `Check it on MyInvois: ${url}`,
    print:
      'Print or save it as a PDF from the button below; it stays downloadable from your order.',
    button: 'Download e-invoice',
  },
  ms: {
    subject: (code: string) => `e-invois ${code}`,
    heading: 'E-invois anda',
    hello: 'Hai,',
    validated: (code: string, refNo: string) =>
      `E-invois ${code} anda bagi pesanan ${refNo} telah disahkan oleh MyInvois LHDN.`,
    check: (url: string) => `Semak di MyInvois: ${url}`,
    print:
      'Cetak atau simpan sebagai PDF melalui butang di bawah; e-invois ini sentiasa boleh dimuat turun daripada pesanan anda.',
    button: 'Muat turun e-invois',
  },
} as const;

/** Sends the buyer their validated e-invoice: MyInvois's validation link and the printable copy. */
export function eInvoiceEmail(input: {
  to: string;
  code: string;
  orderRefNo: string;
  validationUrl: string;
  printUrl: string;
  locale: Locale;
}): MailMessage {
  const copy = COPY[input.locale];
  const block: EmailBlock = {
    paragraphs: [
      copy.hello,
      copy.validated(input.code, input.orderRefNo),
      copy.check(input.validationUrl),
      copy.print,
    ],
    button: { label: copy.button, url: input.printUrl },
  };
  return brandMail(input.to, copy.subject(input.code), copy.heading, block, input.locale);
}
