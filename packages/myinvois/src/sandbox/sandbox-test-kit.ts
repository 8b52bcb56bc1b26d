import { createMyInvoisClient } from '../client/create-client';
import type { MyInvoisClient } from '../client/create-client';
import { buildDocument } from '../document/build-document';
import type { DocumentInput } from '../document/document-input';
import { encodeDocument } from '../document/encode-document';
import type { SubmissionDocument } from '../document/encode-document';
import { MEMBER, SELLER } from '../document/fixtures/parties';
import { listenSandbox } from './listen-sandbox';
import type { ListeningSandbox } from './listen-sandbox';
import type { SandboxOptions } from './create-sandbox';

/** A sandbox on port 0 with one registered seller, a client for it and a clock the test moves. */
export interface SandboxKit {
  listening: ListeningSandbox;
  client: MyInvoisClient;
  clock: { now: Date; advance(ms: number): void };
  /** Token requests the client has made. */
  logins: () => number;
  invoice(codeNumber: string, changes?: Partial<DocumentInput>): SubmissionDocument;
}

export const CLIENT_ID = 'nyiur-erp';
export const CLIENT_SECRET = 'coconut-secret';
export const HOUR_MS = 60 * 60 * 1000;

export const startSandboxKit = async (
  more: Pick<SandboxOptions, 'register' | 'onChange'> = {},
): Promise<SandboxKit> => {
  const clock = {
    now: new Date('2026-11-26T02:00:00.000Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const listening = await listenSandbox({
    clients: { [CLIENT_ID]: { secret: CLIENT_SECRET, tin: SELLER.tin } },
    now: () => clock.now,
    validation: 'manual',
    ...more,
  });
  let logins = 0;
  const client = createMyInvoisClient({
    apiBaseUrl: listening.apiBaseUrl,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    now: () => clock.now.getTime(),
    fetch: (input, init) => {
      if (String(input).endsWith('/connect/token')) logins += 1;
      return fetch(input, init);
    },
  });
  const invoice = (codeNumber: string, changes: Partial<DocumentInput> = {}) =>
    encodeDocument(
      buildDocument({
        type: 'invoice',
        codeNumber,
        issuedAt: clock.now,
        supplier: SELLER,
        buyer: MEMBER,
        lines: [
          {
            description: 'MCT sachets, box of 30',
            quantity: 2,
            unitPriceSen: 3990,
            tax: { type: '06', ratePercent: 0 },
          },
        ],
        ...changes,
      }),
    );
  return { listening, client, clock, logins: () => logins, invoice };
};
