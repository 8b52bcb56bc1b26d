import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  readonly to: readonly string[];
  readonly raw: string;
}

/** A real SMTP server the shop sends to; keeps every message it accepted. */
export interface Inbox {
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Messages to `address` whose raw text contains `text`. */
  count(address: string, text: string): number;
  close(): Promise<void>;
}

export async function startInbox(): Promise<Inbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  // A shop killed mid-conversation resets its connection; that is the test, not a failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    count: (address, text) =>
      received.filter((mail) => mail.to.includes(address) && mail.raw.includes(text)).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
