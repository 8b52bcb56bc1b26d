import type { MailMessage } from '../mail-message';
import { brandMail, type EmailBlock } from './layout';

/** Sends the buyer their validated e-invoice: MyInvois's validation link and the printable copy. */
export function eInvoiceEmail(input: {
  to: string;
  code: string;
  orderRefNo: string;
  validationUrl: string;
  printUrl: string;
}): MailMessage {
  const heading = 'Your e-invoice';
  const block: EmailBlock = {
    paragraphs: [
      'Hello,',
      `Your e-invoice ${input.code} for order ${input.orderRefNo} has been validated by LHDN's MyInvois.`,
      `Check it on MyInvois: ${input.validationUrl}`,
      'Print or save it as a PDF from the button below; it stays downloadable from your order.',
    ],
    button: { label: 'Download e-invoice', url: input.printUrl },
  };
  return brandMail(input.to, `e-invoice ${input.code}`, heading, block);
}
