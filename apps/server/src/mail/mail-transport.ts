import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage } from './mail-message';

/** Delivers one message or throws; the outbox worker retries failures. */
export interface MailTransport {
  readonly description: string;
  send(message: MailMessage, id: number): Promise<void>;
  close(): void;
}

export function smtpTransport(url: string, from: string): MailTransport {
  // One kept-open connection instead of a new one per message (a new connection costs more than
  // the message); an explicit ?pool= in SMTP_URL still wins.
  const pooled = new URL(url);
  if (!pooled.searchParams.has('pool')) pooled.searchParams.set('pool', 'true');
  const transporter = nodemailer.createTransport(pooled.toString());
  const host = new URL(url).host;
  return {
    description: `SMTP at ${host}`,
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL every message becomes an .eml file under DATA_DIR/outbox (open it in any mail app). */
export function fileTransport(dir: string, from: string): MailTransport {
  const builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    description: `.eml files in ${dir}`,
    async send(message, id) {
      const info = await builder.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      // Reset and set-up links and shoppers' details: for the shop's user alone, as jwt-secret is.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      await writeFile(join(dir, `${stamp}-${id}.eml`), info.message as Buffer, { mode: 0o600 });
    },
    close: () => builder.close(),
  };
}
