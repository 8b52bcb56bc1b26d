import type { Locale } from '@nyiur/domain';

/** A rendered e-mail, ready for the outbox. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The language it is written in, for the contact lines added when it is queued; unset is English. */
  readonly locale?: Locale;
}
