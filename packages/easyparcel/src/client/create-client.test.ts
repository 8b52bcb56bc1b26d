import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEasyParcelClient } from './create-client';
import {
  CLIENT_ID,
  HOUR_MS,
  REDIRECT_URI,
  TODAY,
  startSandboxKit,
} from '../sandbox/sandbox-test-kit';
import type { SandboxKit } from '../sandbox/sandbox-test-kit';
import type { Booking, QuoteRequest, Refusal } from '../types';

let kit: SandboxKit;
beforeAll(async () => {
  kit = await startSandboxKit();
});
afterAll(() => kit.listening.close());

const value = <T>(result: { ok: true; value: T } | { ok: false; failure: unknown }): T => {
  if (!result.ok) throw new Error(`call failed: ${JSON.stringify(result.failure)}`);
  return result.value;
};

const booked = (result: Booking | Refusal | undefined): Booking => {
  if (result?.status !== 'booked') throw new Error(`not booked: ${JSON.stringify(result)}`);
  return result;
};

const PARCEL = { weightGrams: 1500, lengthCm: 30, widthCm: 20, heightCm: 10 };
const SHAH_ALAM = { postcode: '40200', subdivisionCode: 'MY-10' };

describe('connecting the account (OAuth 2.0)', () => {
  it('refuses a wrong secret, a used code and an unregistered redirect', async () => {
    const login = await fetch(kit.client.loginUrl(REDIRECT_URI, 'state-9'), { redirect: 'manual' });
    expect(login.status).toBe(302);
    const location = new URL(login.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('state-9');
    const code = location.searchParams.get('code') ?? '';
    const stranger = createEasyParcelClient({
      apiBaseUrl: kit.listening.apiBaseUrl,
      clientId: CLIENT_ID,
      clientSecret: 'not-the-secret',
    });
    expect(await stranger.exchangeCode(code, REDIRECT_URI)).toMatchObject({
      ok: false,
      failure: { kind: 'unauthorized', status: 401 },
    });
    // The right app takes it once; a code is good for one exchange.
    expect((await kit.client.exchangeCode(code, REDIRECT_URI)).ok).toBe(true);
    expect(await kit.client.exchangeCode(code, REDIRECT_URI)).toMatchObject({
      ok: false,
      failure: { kind: 'unauthorized', status: 400, message: 'Invalid authorization code' },
    });
    const elsewhere = await fetch(kit.client.loginUrl('https://evil.test/cb', 's'), {
      redirect: 'manual',
    });
    expect(elsewhere.status).toBe(400);
  });

  it('refreshes the access token after its ten hours, once, and ends the old refresh token', async () => {
    const before = kit.client.tokens();
    const calls = kit.tokenCalls();
    kit.clock.advance(10 * HOUR_MS);
    await Promise.all([kit.client.wallet(), kit.client.wallet(), kit.client.wallet()]);
    expect(kit.tokenCalls() - calls).toBe(1);
    expect(kit.client.tokens()?.refreshToken).not.toBe(before?.refreshToken);
    const stale = createEasyParcelClient({
      apiBaseUrl: kit.listening.apiBaseUrl,
      clientId: CLIENT_ID,
      clientSecret: 'pandan-secret',
      tokens: before,
      now: () => kit.clock.now.getTime(),
    });
    expect(await stale.wallet()).toMatchObject({
      ok: false,
      failure: { kind: 'unauthorized', message: 'Invalid refresh token' },
    });
    const anonymous = await fetch(`${kit.listening.apiBaseUrl}/open_api/2026-06/wallet`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: { statusCode: 401, status: 401, code: 401, name: 'missing_token' },
      status_code: 401,
    });
    kit.clock.advance(-10 * HOUR_MS);
  });
});

describe('the operations against the sandbox over HTTP', () => {
  it('quotes every service in sen, East Malaysia dearer and without DHL, a bad postcode refused', async () => {
    const requests: QuoteRequest[] = [
      { from: SHAH_ALAM, to: { postcode: '50450', subdivisionCode: 'MY-14' }, parcel: PARCEL },
      { from: SHAH_ALAM, to: { postcode: '88000', subdivisionCode: 'MY-12' }, parcel: PARCEL },
      { from: SHAH_ALAM, to: { postcode: '123', subdivisionCode: 'MY-14' }, parcel: PARCEL },
    ];
    const [west, east, bad] = value(await kit.client.quote(requests));
    if (!west?.ok || !east?.ok) throw new Error('quotes refused');
    expect(west.quotes[0]).toEqual({
      serviceId: 'EP-CS0PL',
      serviceName: 'Pos Laju (Drop-Off)',
      courierId: 'EP-CR0PL',
      courierName: 'Pos Laju',
      courierLogo: null,
      deliveryDuration: '1-3 working days',
      pickup: false,
      dropoff: true,
      labelSizes: ['A6', 'A4'],
      totalSen: 901,
      shipmentSen: 850,
      taxSen: 51,
    });
    expect(west.quotes.map((quote) => [quote.serviceId, quote.totalSen])).toEqual([
      ['EP-CS0PL', 901],
      ['EP-CS0JT', 954],
      ['EP-CS096', 1304],
      ['EP-CS0D9', 811],
      ['EP-CS09C', 1081],
    ]);
    expect(east.quotes.map((quote) => [quote.serviceId, quote.totalSen])).toEqual([
      ['EP-CS0PL', 1431],
      ['EP-CS0JT', 1590],
      ['EP-CS096', 2046],
      ['EP-CS0D9', 1500],
    ]);
    expect(bad).toEqual({ ok: false, errors: ['The receiver postcode is invalid'] });
  });

  it('books and pays from the wallet; a shipment missing a field is refused beside it', async () => {
    const wallet = value(await kit.client.wallet());
    const submission = value(
      await kit.client.submitOrders([
        kit.order('NY000101', { tracking: { sms: true, email: true } }),
        kit.order('NY000102', { receiver: { ...kit.order('x').receiver, address1: '' } }),
      ]),
    );
    const booking = booked(submission.results[0]);
    expect(booking).toMatchObject({
      reference: 'NY000101',
      courier: 'Pos Laju',
      chargedSen: 926,
    });
    expect(booking.shipmentNumber).toMatch(/^ES-2611-[A-Z0-9]{5}$/);
    expect(booking.orderNumber).toMatch(/^EI-2611-[A-Z0-9]{5}$/);
    expect(booking.awbNumber).toMatch(/^\d{16}$/);
    expect(Object.keys(booking.labelUrls).sort()).toEqual(['A4', 'A6']);
    expect(booking.trackingUrl).toContain(`awb=${booking.awbNumber ?? ''}`);
    expect(submission.results[1]).toEqual({
      status: 'refused',
      reference: 'NY000102',
      reason: 'invalid',
      errors: ['The receiver address 1 field is required'],
    });
    expect(value(await kit.client.wallet())).toEqual({
      balanceSen: wallet.balanceSen - 926,
      freeCreditSen: 0,
    });
  });

  it('shows a shipment, lists the day page by page, and answers not-found for a stranger', async () => {
    const first = booked(value(await kit.client.submitOrders([kit.order('NY000103')])).results[0]);
    const second = booked(value(await kit.client.submitOrders([kit.order('NY000104')])).results[0]);
    expect(value(await kit.client.shipment(first.shipmentNumber))).toEqual({
      shipmentNumber: first.shipmentNumber,
      orderNumber: first.orderNumber,
      reference: 'NY000103',
      statusCode: 7,
      status: 'Schedule In Arrangement',
      stage: 'arranging',
      awbNumber: first.awbNumber,
      labelUrl: first.labelUrls.A4,
      trackingUrl: first.trackingUrl,
      serviceId: 'EP-CS0PL',
      courierName: 'Pos Laju',
      collectionDate: TODAY,
      totalSen: 901,
    });
    const page = value(
      await kit.client.listShipments({ limit: 1, dateFrom: TODAY, dateTo: TODAY }),
    );
    expect(page.shipments.map((shipment) => shipment.shipmentNumber)).toEqual([
      second.shipmentNumber,
    ]);
    expect(page.next).toBe(second.shipmentNumber);
    const next = value(await kit.client.listShipments({ limit: 1, before: page.next ?? '' }));
    expect(next.shipments.map((shipment) => shipment.shipmentNumber)).toEqual([
      first.shipmentNumber,
    ]);
    expect(value(await kit.client.listShipments({ dateFrom: '2027-01-01' }))).toEqual({
      shipments: [],
      next: null,
    });
    expect(await kit.client.shipment('ES-2611-NOONE')).toMatchObject({
      ok: false,
      failure: {
        kind: 'not-found',
        message: 'No Order with shipment_number ES-2611-NOONE found from this account',
      },
    });
  });

  it('gives the airway bill as an A6 or A4 PDF', async () => {
    const booking = booked(
      value(await kit.client.submitOrders([kit.order('NY000105')])).results[0],
    );
    const a6 = value(await kit.client.label(booking.shipmentNumber, 'A6'));
    if (!a6.ready) throw new Error('label not ready');
    expect(Buffer.from(a6.pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const document = await PDFDocument.load(a6.pdf);
    expect(document.getPageCount()).toBe(1);
    expect(document.getPage(0).getSize()).toEqual({ width: 297.64, height: 419.53 });
    expect(document.getTitle()).toBe(`Airway bill ${booking.awbNumber ?? ''}`);
    const a4 = value(await kit.client.label(booking.shipmentNumber, 'A4'));
    if (!a4.ready) throw new Error('label not ready');
    expect((await PDFDocument.load(a4.pdf)).getPage(0).getSize()).toEqual({
      width: 595.28,
      height: 841.89,
    });
  });

  it('tracks by airway bill, an unknown one not found', async () => {
    const booking = booked(
      value(await kit.client.submitOrders([kit.order('NY000106')])).results[0],
    );
    const [found, missing] = value(await kit.client.track([booking.awbNumber ?? '', '0000']));
    expect(found).toEqual({
      found: true,
      awbNumber: booking.awbNumber,
      shipmentNumber: booking.shipmentNumber,
      statusCode: 7,
      stage: 'arranging',
      status: 'Schedule In Arrangement',
      events: [
        {
          at: '2026-11-30T01:00:00.000Z',
          statusCode: 7,
          stage: 'arranging',
          description: 'Schedule In Arrangement',
          location: null,
        },
      ],
    });
    expect(missing).toEqual({
      found: false,
      awbNumber: '0000',
      message: 'Tracking number not found',
    });
  });

  it('cancels a shipment not yet picked up and refunds the wallet, once', async () => {
    const booking = booked(
      value(await kit.client.submitOrders([kit.order('NY000107')])).results[0],
    );
    const before = value(await kit.client.wallet()).balanceSen;
    expect(
      value(
        await kit.client.cancel([
          { shipmentNumber: booking.shipmentNumber, remark: 'Buyer cancelled' },
        ]),
      ),
    ).toEqual([
      { shipmentNumber: booking.shipmentNumber, cancelled: true, message: 'Shipment Cancelled' },
    ]);
    expect(value(await kit.client.wallet()).balanceSen).toBe(before + 901);
    expect(
      value(await kit.client.cancel([{ shipmentNumber: booking.shipmentNumber, remark: 'again' }])),
    ).toEqual([
      {
        shipmentNumber: booking.shipmentNumber,
        cancelled: false,
        message: 'Shipment Already Cancelled',
      },
    ]);
    expect(value(await kit.client.shipment(booking.shipmentNumber))).toMatchObject({
      statusCode: 0,
      stage: 'cancelled',
    });
  });
});
