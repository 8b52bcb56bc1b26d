import { siteConfig } from '@nyiur/content';
import type { MailMessage } from '../mail-message';
import { brandMail, type EmailBlock } from './layout';

export function passwordResetEmail(input: {
  to: string;
  firstName: string;
  resetUrl: string;
}): MailMessage {
  const heading = 'Reset your password';
  const block: EmailBlock = {
    paragraphs: [
      `Hi ${input.firstName},`,
      `Someone asked to reset the password of your ${siteConfig.brandName} account. If it was you, choose a new password with the link below. The link works once and expires in one hour.`,
    ],
    button: { label: 'Choose a new password', url: input.resetUrl },
    footnote: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  };
  return brandMail(input.to, 'reset your password', heading, block);
}
