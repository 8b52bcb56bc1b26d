import type { MailMessage } from '../mail-message';
import { brandMail, type EmailBlock } from './layout';

/** Sent to the address typed on the sign-up form: our own words only, never the sender's. */
export function freeSampleEmail(input: {
  to: string;
  productName: string;
  checkoutUrl: string;
}): MailMessage {
  const heading = 'Your free sample is reserved';
  const block: EmailBlock = {
    paragraphs: [
      'Hello,',
      `Thank you for signing up for a free ${input.productName} sample. The sample itself costs nothing; you only pay for shipping within Malaysia.`,
      'If you did not finish checkout, you can continue with the link below.',
    ],
    button: { label: 'Continue to checkout', url: input.checkoutUrl },
    footnote: 'One free sample per person, e-mail address and phone number.',
  };
  return brandMail(input.to, 'your free sample', heading, block);
}
