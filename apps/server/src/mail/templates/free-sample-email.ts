import { siteConfig } from '@nyiur/content';
import type { MailMessage } from '../mail-message';
import { renderHtml, renderText, type EmailBlock } from './layout';

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
  return {
    to: input.to,
    subject: `${siteConfig.brandName}: your free sample`,
    text: renderText(heading, block),
    html: renderHtml(heading, block),
  };
}
