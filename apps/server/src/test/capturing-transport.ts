import type { MailMessage } from '../mail/mail-message';
import type { MailTransport } from '../mail/mail-transport';

/** A transport that keeps messages in memory; `failNext` makes the next sends throw. */
export class CapturingTransport implements MailTransport {
  readonly description = 'memory';
  readonly sent: MailMessage[] = [];
  failNext = 0;

  async send(message: MailMessage): Promise<void> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('simulated SMTP failure');
    }
    this.sent.push(message);
  }

  close(): void {}

  to(address: string): MailMessage[] {
    return this.sent.filter((message) => message.to === address);
  }
}
