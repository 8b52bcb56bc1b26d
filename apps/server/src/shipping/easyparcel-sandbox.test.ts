import { statSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { staffOf } from '../test/admin-client';
import { useListeningShop } from '../test/listening-test-app';
import { testConfig, useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';
import { easyParcelClientOf } from './easyparcel-client';
import {
  connectionOf,
  loadShippingSettings,
  saveCredentials,
  type EasyParcelConnection,
} from './shipping-settings';

const connected = (connection: EasyParcelConnection | { problem: string }) => {
  if ('problem' in connection) throw new Error(connection.problem);
  return connection;
};

const value = <T>(result: { ok: true; value: T } | { ok: false; failure: unknown }): T => {
  if (!result.ok) throw new Error(`call failed: ${JSON.stringify(result.failure)}`);
  return result.value;
};

describe.each(testDrivers())('the shop’s own EasyParcel sandbox on %s', (driver) => {
  const shop = useListeningShop(driver, { EASYPARCEL_ENV: 'sandbox' });

  it('connects the account, keeps its tokens sealed, quotes, books and prints over HTTP', async () => {
    const { server, database } = shop();
    const { db } = database;
    const { config } = server;
    const connection = connected(connectionOf(config, await loadShippingSettings(db)));
    expect(connection).toMatchObject({
      environment: 'sandbox',
      apiBaseUrl: `${server.baseUrl}/sandbox/easyparcel`,
      clientId: 'nyiur-sandbox',
      tokens: null,
    });

    // The owner connects the sandbox account: its login sends the code to the shop's callback.
    const client = easyParcelClientOf(db, config, connection);
    const callback = `${server.baseUrl}/admin/shipping/connected`;
    const login = await fetch(client.loginUrl(callback, 'owner-1'), { redirect: 'manual' });
    const code = new URL(login.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const tokens = value(await client.exchangeCode(code, callback));

    const settings = await loadShippingSettings(db);
    expect(settings.tokensSealed).toMatch(/^v1:/);
    expect(settings.tokensSealed).not.toContain(tokens.accessToken);
    expect(settings.tokensSealed).not.toContain(tokens.refreshToken);
    const again = connected(connectionOf(config, settings));
    expect(again.tokens).toEqual(tokens);

    // A client built later from the saved settings, as another node would.
    const later = easyParcelClientOf(db, config, again);
    const [quotes] = value(
      await later.quote([
        {
          from: { postcode: '40200', subdivisionCode: 'MY-10' },
          to: { postcode: '50450', subdivisionCode: 'MY-14' },
          parcel: { weightGrams: 800, lengthCm: 20, widthCm: 15, heightCm: 10 },
        },
      ]),
    );
    if (!quotes?.ok) throw new Error('no quotes');
    expect(quotes.quotes.find((quote) => quote.serviceId === 'EP-CS0PL')?.totalSen).toBe(689);

    // Tomorrow: a collection date is never in the past, whenever the test runs.
    const collectionDate = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const party = {
      phone: '012-345 6789',
      address1: '8, Jalan Bunga Raya',
      postcode: '50450',
      city: 'Kuala Lumpur',
      subdivisionCode: 'MY-14',
    };
    const submission = value(
      await later.submitOrders([
        {
          reference: 'NY000777',
          serviceId: 'EP-CS0PL',
          collectionDate,
          parcel: { weightGrams: 800, lengthCm: 20, widthCm: 15, heightCm: 10 },
          items: [
            {
              content: 'Virgin coconut oil',
              quantity: 1,
              valueSen: 3990,
              weightGrams: 700,
              lengthCm: 8,
              widthCm: 8,
              heightCm: 20,
            },
          ],
          sender: { ...party, name: 'Nyiur Kelapa', postcode: '40200', city: 'Shah Alam' },
          receiver: { ...party, name: 'Aina binti Ahmad' },
        },
      ]),
    );
    const [booking] = submission.results;
    if (booking?.status !== 'booked') throw new Error('not booked');
    expect(booking.chargedSen).toBe(689);
    expect(booking.labelUrls.A6).toMatch(
      new RegExp(`^${server.baseUrl}/sandbox/easyparcel/portal/v2/public/label/`),
    );
    const label = value(await later.label(booking.shipmentNumber, 'A6'));
    if (!label.ready) throw new Error('label not ready');
    expect((await PDFDocument.load(label.pdf)).getPage(0).getSize()).toEqual({
      width: 297.64,
      height: 419.53,
    });

    // EasyParcel's copy in the data folder is readable by the shop's user alone.
    const saved = statSync(join(config.dataDir, 'easyparcel-sandbox.json'));
    expect(saved.mode & 0o777).toBe(0o600);
  });
});

describe('the EasyParcel connection', () => {
  it('refuses the sandbox in production unless allowed, and live without credentials', async () => {
    const production = testConfig('/tmp/unused', {
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://shop.nyiur.my',
      SMTP_URL: 'smtp://mail.internal:587',
      JWT_SECRET: 'Qm9vdHN0cmFwLXNlY3JldC1mb3ItdGhlLXNob3AtMjAyNg',
      ADMIN_SECRETS_KEY: 'c2hvcC1hZG1pbi1zZWNyZXRzLWtleS1mb3ItdGVzdHM',
      PAYMENT_GATEWAY: 'sandbox',
      ALLOW_SANDBOX_IN_PRODUCTION: '1',
    });
    const blank = {
      id: 1,
      clientId: '',
      clientSecretSealed: null,
      tokensSealed: null,
      environment: null,
      defaultServiceId: '',
      sender: null,
      updatedAt: new Date(0),
    };
    expect(connectionOf(production, blank)).toEqual({
      problem: 'Courier booking is off: choose EasyParcel in Settings, Shipping.',
    });
    expect(connectionOf(production, { ...blank, environment: 'live' })).toEqual({
      problem: 'Enter the EasyParcel app’s client ID and secret in Settings, Shipping.',
    });
    const strict = {
      ...production,
      payment: { ...production.payment, allowSandboxInProduction: false },
    };
    expect(connectionOf(strict, { ...blank, environment: 'sandbox' })).toEqual({
      problem: 'Choose EasyParcel live in Settings: this is a live shop.',
    });
  });
});

describe.each(testDrivers())('the EasyParcel credentials on %s', (driver) => {
  const shop = useListeningShop(driver, { EASYPARCEL_ENV: 'live' });

  it('are sealed at rest and opened for the live API', async () => {
    const { server, database } = shop();
    await saveCredentials(database.db, server.config, {
      clientId: 'app-123',
      clientSecret: 'the-app-secret',
      environment: null,
    });
    const settings = await loadShippingSettings(database.db);
    expect(settings.clientSecretSealed).toMatch(/^v1:/);
    expect(settings.clientSecretSealed).not.toContain('the-app-secret');
    expect(connectionOf(server.config, settings)).toEqual({
      environment: 'live',
      apiBaseUrl: 'https://api.easyparcel.com',
      clientId: 'app-123',
      clientSecret: 'the-app-secret',
      tokens: null,
    });
  });
});

describe.each(testDrivers())(
  'Sandbox chosen in Settings over EASYPARCEL_ENV=off on %s',
  (driver) => {
    const shop = useListeningShop(driver, { EASYPARCEL_ENV: 'off' });
    const staff = staffOf(
      () => shop().server.app,
      () => shop().database.db,
      `ep-sandbox-off-${driver}`,
    );

    it('is mounted, so Connect reaches its login instead of a 404', async () => {
      const owner = await staff.browserFor('owner');
      const saved = await owner.post('/admin/shipping/credentials/save', {
        client_id: '',
        client_secret: '',
        environment: 'sandbox',
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({
        environment: 'sandbox',
        default_environment: 'off',
        sandbox_allowed: true,
        problem: 'Connect the EasyParcel account.',
      });
      const connect = await owner.post('/admin/shipping/connect', {});
      expect(connect.status).toBe(200);
      const login = await fetch(String(connect.body.data?.['url']), { redirect: 'manual' });
      expect(login.status).toBe(302);
      const back = new URL(login.headers.get('location') ?? '');
      expect(`${back.origin}${back.pathname}`).toBe(
        `${shop().server.baseUrl}/api/admin/shipping/connected`,
      );
      expect(back.searchParams.get('code')).toMatch(/.+/);
    });
  },
);

describe('a live shop that does not allow the sandbox', () => {
  const t = useTestApp('pglite', {
    env: {
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'http://localhost:3000',
      SMTP_URL: 'smtp://mail.internal:587',
      PAYMENT_GATEWAY: 'ipay88',
      IPAY88_MERCHANT_CODE: 'M00001',
      IPAY88_MERCHANT_KEY: 'key',
      IPAY88_ENTRY_URL: 'https://payment.ipay88.com.my/epayment/entry.asp',
      EASYPARCEL_ENV: 'live',
    },
  });
  const staff = staffOf(
    () => t().app,
    () => t().database.db,
    'ep-sandbox-refused',
  );

  it('does not offer Sandbox, refuses it with a 422 on the field, and does not mount it', async () => {
    const owner = await staff.browserFor('owner');
    const view = await owner.post('/admin/shipping/settings/get', {});
    expect(view.body.data).toMatchObject({ environment: 'live', sandbox_allowed: false });
    const refused = await owner.post('/admin/shipping/credentials/save', {
      client_id: '',
      client_secret: '',
      environment: 'sandbox',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.data?.['errors']).toEqual({
      environment:
        'This is a live shop: the sandbox is not allowed here (ALLOW_SANDBOX_IN_PRODUCTION is off).',
    });
    expect(await loadShippingSettings(t().database.db)).toMatchObject({ environment: null });
    const sandboxLogin = await t().app.inject({
      method: 'GET',
      url: '/sandbox/easyparcel/oauth/login',
    });
    expect(sandboxLogin.statusCode).toBe(404);
  });
});
