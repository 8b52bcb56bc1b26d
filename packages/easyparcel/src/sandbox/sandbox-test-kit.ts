import { createEasyParcelClient } from '../client/create-client';
import type { EasyParcelClient } from '../client/create-client';
import type { Party, ShipmentOrder } from '../types';
import { listenSandbox } from './listen-sandbox';
import type { ListenSandboxOptions, ListeningSandbox } from './listen-sandbox';

/** A sandbox on a free port, a client connected to its account and a clock the test moves. */
export interface SandboxKit {
  listening: ListeningSandbox;
  client: EasyParcelClient;
  clock: { now: Date; advance(ms: number): void };
  /** Token requests the client has made. */
  tokenCalls: () => number;
  order(reference: string, changes?: Partial<ShipmentOrder>): ShipmentOrder;
  /** Stops the sandbox and starts it again on the same port from its data file. */
  restart(): Promise<void>;
}

export const CLIENT_ID = 'nyiur-shop';
export const CLIENT_SECRET = 'pandan-secret';
export const REDIRECT_URI = 'https://shop.test/admin/easyparcel/callback';
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
/** The sandbox clock's first day, and so the collection date of the kit's orders. */
export const TODAY = '2026-11-30';

export const SENDER: Party = {
  name: 'Nyiur Kelapa Sdn Bhd',
  phone: '+60 3-5523 1234',
  email: 'ops@nyiur.test',
  address1: 'Lot 12, Jalan Kelapa 3',
  address2: 'Seksyen 15',
  postcode: '40200',
  city: 'Shah Alam',
  subdivisionCode: 'MY-10',
};

export const RECEIVER: Party = {
  name: 'Aina binti Ahmad',
  phone: '012-345 6789',
  email: 'aina@example.com',
  address1: '8, Jalan Bunga Raya',
  postcode: '50450',
  city: 'Kuala Lumpur',
  subdivisionCode: 'MY-14',
};

export const startSandboxKit = async (
  more: Partial<ListenSandboxOptions> = {},
): Promise<SandboxKit> => {
  const clock = {
    now: new Date(`${TODAY}T01:00:00.000Z`),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const options: ListenSandboxOptions = {
    apps: { [CLIENT_ID]: { secret: CLIENT_SECRET, redirectUris: [REDIRECT_URI] } },
    now: () => clock.now,
    ...more,
  };
  let listening = await listenSandbox(options);
  let tokenCalls = 0;
  const client = createEasyParcelClient({
    apiBaseUrl: listening.apiBaseUrl,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    now: () => clock.now.getTime(),
    fetch: (input, init) => {
      if (String(input).endsWith('/oauth/token')) tokenCalls += 1;
      return fetch(input, init);
    },
  });
  // The owner connects the account: EasyParcel's login sends the code to the shop's callback.
  const login = await fetch(client.loginUrl(REDIRECT_URI, 'state-1'), { redirect: 'manual' });
  const code = new URL(login.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const connected = await client.exchangeCode(code, REDIRECT_URI);
  if (!connected.ok) throw new Error(`could not connect: ${JSON.stringify(connected.failure)}`);
  const kit: SandboxKit = {
    get listening() {
      return listening;
    },
    client,
    clock,
    tokenCalls: () => tokenCalls,
    order: (reference, changes = {}) => ({
      reference,
      serviceId: 'EP-CS0PL',
      collectionDate: TODAY,
      parcel: { weightGrams: 1500, lengthCm: 30, widthCm: 20, heightCm: 10 },
      items: [
        {
          content: 'Virgin coconut oil 500 ml',
          quantity: 2,
          valueSen: 3990,
          weightGrams: 700,
          lengthCm: 8,
          widthCm: 8,
          heightCm: 20,
        },
      ],
      sender: SENDER,
      receiver: RECEIVER,
      ...changes,
    }),
    async restart() {
      await listening.close();
      listening = await listenSandbox({ ...options, port: listening.port });
    },
  };
  return kit;
};
