import { listenSandbox, type ListeningSandbox } from '@nyiur/easyparcel/sandbox';
import type { Database } from '../db/database';
import type { AppConfig } from '../config/app-config';
import { easyParcelClientOf } from './easyparcel-client';
import {
  connectionOf,
  loadShippingSettings,
  saveCredentials,
  saveShippingDefaults,
} from './shipping-settings';

export const APP_ID = 'nyiur-test-app';
export const APP_SECRET = 'test-app-secret';
export const CALLBACK = 'https://shop.test/admin/shipping/connected';

/** An EasyParcel sandbox on its own port, as EasyParcel is to a live shop. */
export const startEasyParcel = (walletSen = 100_000, now?: () => Date): Promise<ListeningSandbox> =>
  listenSandbox({ apps: { [APP_ID]: { secret: APP_SECRET } }, walletSen, ...(now ? { now } : {}) });

/** The env of a shop that books with that sandbox as if it were EasyParcel live. */
export const liveEnvOf = (sandbox: ListeningSandbox) => ({
  EASYPARCEL_ENV: 'live',
  EASYPARCEL_API_URL: sandbox.apiBaseUrl,
});

/** The owner's part: the app's credentials, the pick-up address, and connecting the account. */
export async function connectShop(db: Database, config: AppConfig): Promise<void> {
  await saveCredentials(db, config, {
    clientId: APP_ID,
    clientSecret: APP_SECRET,
    environment: null,
  });
  await saveShippingDefaults(db, {
    defaultServiceId: 'EP-CS0PL',
    sender: {
      name: 'Nyiur Kelapa Sdn Bhd',
      phone: '+60 3-5523 1234',
      address1: 'Lot 12, Jalan Kelapa 3',
      postcode: '40200',
      city: 'Shah Alam',
      subdivisionCode: 'MY-10',
    },
  });
  const connection = connectionOf(config, await loadShippingSettings(db));
  if ('problem' in connection) throw new Error(connection.problem);
  const client = easyParcelClientOf(db, config, connection);
  const login = await fetch(client.loginUrl(CALLBACK, 'kit'), { redirect: 'manual' });
  const code = new URL(login.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const tokens = await client.exchangeCode(code, CALLBACK);
  if (!tokens.ok) throw new Error(`could not connect: ${JSON.stringify(tokens.failure)}`);
}

/** Tomorrow in UTC: a collection date never in the past, whenever the test runs. */
export const tomorrow = (): string =>
  new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

export const OWNER = { adminId: null, email: 'owner@nyiur.test', ip: '127.0.0.1' };
