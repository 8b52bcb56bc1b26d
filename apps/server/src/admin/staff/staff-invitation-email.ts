import { siteConfig } from '@nyiur/content';
import type { MailMessage } from '../../mail/mail-message';
import { brandMail } from '../../mail/templates/layout';

const ROLE_NAMES = { owner: 'an owner', packer: 'a packer', marketing: 'marketing' } as const;

/** The set-up link of an invited colleague, or of one whose authenticator the owner reset. */
export function staffInvitationEmail(input: {
  to: string;
  role: keyof typeof ROLE_NAMES;
  setupUrl: string;
  reason: 'invite' | 'reset';
}): MailMessage {
  const shop = `${siteConfig.brandName} back office`;
  const first =
    input.reason === 'invite'
      ? `You are invited to the ${shop} as ${ROLE_NAMES[input.role]}.`
      : `The owner reset the authenticator of your ${shop} account.`;
  return brandMail(input.to, 'set up your back-office account', 'Set up your account', {
    paragraphs: [
      first,
      'Open the link below, choose your password and add the shop to your authenticator app. The link works once and expires in 72 hours.',
    ],
    button: { label: 'Set up my account', url: input.setupUrl },
    footnote: 'If you did not expect this, ignore this e-mail.',
  });
}
