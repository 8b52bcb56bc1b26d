import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListeningSandbox } from '@nyiur/easyparcel/sandbox';
import { ADMIN_COOKIE } from '../../http/admin-session';
import { insertOrder } from '../orders/order-fixture';
import { auditLog, shipments } from '../../db/schema';
import { salesOrders } from '../../db/schema/sales-orders';
import { staffOf } from '../../test/admin-client';
import { useListeningShop } from '../../test/listening-test-app';
import { testDrivers } from '../../test/test-database';
import {
  connectShop,
  liveEnvOf,
  startEasyParcel,
  tomorrow,
} from '../../shipping/shipping-test-kit';

const sandbox: ListeningSandbox = await startEasyParcel(500_000);
afterAll(() => sandbox.close());

describe.each(testDrivers())('the back office books couriers on %s', (driver) => {
  const shop = useListeningShop(driver, liveEnvOf(sandbox));
  const staff = staffOf(
    () => shop().server.app,
    () => shop().database.db,
    `shipping-${driver}`,
  );
  beforeAll(async () => {
    const { server, database } = shop();
    await connectShop(database.db, server.config);
  });
  const db = () => shop().database.db;
  const atSandbox = (reference: string) =>
    sandbox.sandbox.shipments().filter((shipment) => shipment.reference === reference);
  const booking = (orderId: number) => ({
    order_id: orderId,
    service_id: 'EP-CS0PL',
    quoted_sen: 689,
    collection_date: tomorrow(),
  });

  it('lets a packer quote: each service with its price in sen, pick-up or drop-off and days', async () => {
    const packer = await staff.browserFor('packer');
    const order = await insertOrder(db());
    const answer = await packer.post('/admin/shipping/quote', { order_id: order.id });
    expect(answer.status).toBe(200);
    const quotes = answer.body.data?.['quotes'] as Record<string, unknown>[];
    // The owner's default service (Pos Laju, from Settings) first.
    expect(quotes[0]).toMatchObject({
      service_id: 'EP-CS0PL',
      courier: 'Pos Laju',
      price_sen: 689,
      pickup: false,
      dropoff: true,
      is_default: true,
    });
    expect(quotes.length).toBeGreaterThan(1);
    for (const quote of quotes) {
      expect(Number.isInteger(quote['price_sen'])).toBe(true);
      expect(quote).toHaveProperty('estimated_delivery');
    }
  });

  it('refuses marketing: no quote, no booking, no label', async () => {
    const marketing = await staff.browserFor('marketing');
    const order = await insertOrder(db());
    for (const [path, body] of [
      ['/admin/shipping/quote', { order_id: order.id }],
      ['/admin/shipping/book', booking(order.id)],
      ['/admin/shipping/book-many', { bookings: [booking(order.id)] }],
      ['/admin/shipping/label', { order_ids: [order.id] }],
    ] as const) {
      expect((await marketing.post(path, body)).status, path).toBe(403);
    }
    expect(atSandbox(order.refNo)).toEqual([]);
  });

  it('books one order for a packer, audited, with the charge beside the shipping paid, and never twice', async () => {
    const packer = await staff.browserFor('packer');
    const order = await insertOrder(db());
    const answer = await packer.post('/admin/shipping/book', booking(order.id));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      order_id: order.id,
      ref_no: order.refNo,
      status: 'booked',
      message: '',
      shipment: { state: 'booked', courier: 'Pos Laju', charged_sen: 689, quoted_sen: 689 },
    });
    expect(atSandbox(order.refNo)).toHaveLength(1);

    const again = await packer.post('/admin/shipping/book', booking(order.id));
    expect(again.status).toBe(409);
    expect(atSandbox(order.refNo)).toHaveLength(1);

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'shipment.book'), eq(auditLog.entityId, String(order.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.actorEmail).toBe(`shipping-${driver}-packer@nyiur.test`);

    const detail = await packer.post('/admin/orders/get', { id: order.id });
    expect(detail.body.data?.['order']).toMatchObject({
      status: 'Paid',
      shipping_fee: '0.00',
      courier_charged_sen: 689,
      parcel: { state: 'booked', courier: 'Pos Laju', charged_sen: 689 },
    });
    // To ship lists it as booked, so nobody books it again from the queue.
    const queue = await packer.post('/admin/orders/list', { tab: 'to_ship', q: order.refNo });
    expect(queue.body.data?.['orders']).toMatchObject([
      { id: order.id, tracking_number: null, parcel: { state: 'booked', courier: 'Pos Laju' } },
    ]);
  });

  it('answers 422 with a clear message for a refused address, a parcel too heavy, or no courier', async () => {
    const packer = await staff.browserFor('packer');
    const refused = await insertOrder(db());
    await db().update(salesOrders).set({ postcode: '43000' }).where(eq(salesOrders.id, refused.id));
    sandbox.sandbox.refuseAddressesIn('43000');
    const answer = await packer.post('/admin/shipping/book', booking(refused.id));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      'The courier refused the address: check it on the order. EasyParcel says: The receiver postcode is invalid',
    );
    expect(atSandbox(refused.refNo)).toEqual([]);
    // Nothing half-booked: the order page shows the refusal, and the order can be booked again.
    const [row] = await db().select().from(shipments).where(eq(shipments.orderId, refused.id));
    expect(row?.state).toBe('refused');
    const detail = await packer.post('/admin/orders/get', { id: refused.id });
    expect(detail.body.data?.['order']).toMatchObject({
      status: 'Paid',
      courier_charged_sen: null,
      parcel: { state: 'refused' },
    });

    const heavy = await insertOrder(db());
    await db().update(salesOrders).set({ weightGrams: 80_000 }).where(eq(salesOrders.id, heavy.id));
    const heavyQuote = await packer.post('/admin/shipping/quote', { order_id: heavy.id });
    expect(heavyQuote.status).toBe(422);
    expect(heavyQuote.body.message).toBe('No courier takes a 80.0 kg parcel to 47300.');
    const heavyBooking = await packer.post('/admin/shipping/book', booking(heavy.id));
    expect(heavyBooking.status).toBe(422);
    expect(heavyBooking.body.message).toBe(
      'EasyParcel does not offer this service for this parcel (too heavy, or not to this postcode): quote the order again.',
    );
    expect(atSandbox(heavy.refNo)).toEqual([]);

    const remote = await insertOrder(db());
    await db().update(salesOrders).set({ postcode: '89000' }).where(eq(salesOrders.id, remote.id));
    sandbox.sandbox.noCourierFor('89000');
    const remoteQuote = await packer.post('/admin/shipping/quote', { order_id: remote.id });
    expect(remoteQuote.status).toBe(422);
    expect(remoteQuote.body.message).toBe('No courier takes a 0.5 kg parcel to 89000.');

    const bad = await packer.post('/admin/shipping/book', { order_id: remote.id, quoted_sen: 0 });
    expect(bad.status).toBe(422);
  });

  it('books 20 orders in one bulk action, each with its own result', async () => {
    const packer = await staff.browserFor('packer');
    const orders = [];
    for (let index = 0; index < 20; index += 1) orders.push(await insertOrder(db()));
    const pickup = await insertOrder(db(), { deliveryMode: 'pickup' });
    const answer = await packer.post('/admin/shipping/book-many', {
      bookings: [...orders.map((order) => booking(order.id)), booking(pickup.id)],
    });
    expect(answer.status).toBe(200);
    const results = answer.body.data?.['results'] as { status: string; ref_no: string }[];
    expect(results.map((result) => result.status)).toEqual([
      ...Array<string>(20).fill('booked'),
      'problem',
    ]);
    expect(results.map((result) => result.ref_no)).toEqual([
      ...orders.map((order) => order.refNo),
      pickup.refNo,
    ]);
    for (const order of orders) expect(atSandbox(order.refNo)).toHaveLength(1);
    expect(atSandbox(pickup.refNo)).toEqual([]);
  });

  it('prints the label and the packing slip of booked orders in one PDF', async () => {
    const packer = await staff.browserFor('packer');
    const first = await insertOrder(db());
    const second = await insertOrder(db());
    const unbooked = await insertOrder(db());
    await packer.post('/admin/shipping/book-many', {
      bookings: [booking(first.id), booking(second.id)],
    });
    const answer = await packer.post('/admin/shipping/label', {
      order_ids: [first.id, second.id, unbooked.id],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      pdf_url: `/api/admin/shipping/labels.pdf?orders=${first.id},${second.id}`,
      not_ready: [unbooked.id],
    });
    const pdf = await shop().server.app.inject({
      method: 'GET',
      url: String(answer.body.data?.['pdf_url']),
      headers: { cookie: `${ADMIN_COOKIE}=${packer.cookie ?? ''}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const document = await PDFDocument.load(pdf.rawPayload);
    // Each order: the courier's A6 label, then its packing slip.
    expect(document.getPageCount()).toBe(4);

    const none = await packer.post('/admin/shipping/label', { order_ids: [unbooked.id] });
    expect(none.status).toBe(422);
  });

  it("tracks an order's parcel", async () => {
    const packer = await staff.browserFor('packer');
    const order = await insertOrder(db());
    await packer.post('/admin/shipping/book', booking(order.id));
    const answer = await packer.post('/admin/shipping/track', { order_id: order.id });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ shipment: { state: 'booked', courier: 'Pos Laju' } });
    expect(Array.isArray(answer.body.data?.['events'])).toBe(true);
  });

  it("adds each parcel's courier charge to the dashboard, beside the shipping the shopper paid", async () => {
    const owner = await staff.browserFor('owner');
    const figures = async () =>
      (await owner.post('/admin/dashboard', { period: 'today' })).body.data?.[
        'courier_shipping'
      ] as { parcels: number; charged_sen: number; paid_sen: number };
    const before = await figures();
    const order = await insertOrder(db());
    await db().update(salesOrders).set({ shippingFeeSen: 800 }).where(eq(salesOrders.id, order.id));
    expect((await owner.post('/admin/shipping/book', booking(order.id))).status).toBe(200);
    expect(await figures()).toEqual({
      parcels: before.parcels + 1,
      charged_sen: before.charged_sen + 689,
      paid_sen: before.paid_sen + 800,
    });
  });

  it('shows the owner the wallet with a low-credit flag; packers only the flag', async () => {
    const owner = await staff.browserFor('owner');
    sandbox.sandbox.setWallet(200_000);
    const answer = await owner.post('/admin/shipping/wallet');
    expect(answer.body.data).toMatchObject({
      balance_sen: 200_000,
      low_below_sen: 5_000,
      low: false,
      problem: null,
    });
    sandbox.sandbox.setWallet(1_200);
    const low = await owner.post('/admin/shipping/wallet');
    expect(low.body.data).toMatchObject({ balance_sen: 1_200, low: true });
    const packer = await staff.browserFor('packer');
    const packerView = await packer.post('/admin/shipping/wallet');
    expect(packerView.status).toBe(200);
    expect(packerView.body.data).toMatchObject({
      balance_sen: null,
      free_credit_sen: null,
      low: true,
      problem: null,
    });
    const marketing = await staff.browserFor('marketing');
    expect((await marketing.post('/admin/shipping/wallet')).status).toBe(403);
    sandbox.sandbox.setWallet(500_000);
  });

  it('keeps the settings to owners: credentials and the live switch after a fresh proof, sealed', async () => {
    const owner = await staff.browserFor('owner');
    const packer = await staff.browserFor('packer');
    expect((await packer.post('/admin/shipping/settings/get')).status).toBe(403);
    const sender = {
      name: 'Nyiur Kelapa Sdn Bhd',
      phone: '+60 3-5523 1234',
      address1: 'Lot 12, Jalan Kelapa 3',
      postcode: '40200',
      city: 'Shah Alam',
      subdivision_code: 'MY-10',
    };
    expect(
      (
        await packer.post('/admin/shipping/settings/save', {
          default_service_id: 'EP-CS0JT',
          sender,
        })
      ).status,
    ).toBe(403);
    const saved = await owner.post('/admin/shipping/settings/save', {
      default_service_id: 'EP-CS0JT',
      sender,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      default_service_id: 'EP-CS0JT',
      environment: 'live',
      connected: true,
      client_secret_set: true,
      problem: null,
      sender: { ...sender, company: '', email: '', address2: '' },
    });
    expect(saved.body.data).not.toHaveProperty('client_secret');
    const badPostcode = await owner.post('/admin/shipping/settings/save', {
      sender: { ...sender, postcode: '4020' },
    });
    expect(badPostcode.status).toBe(422);

    const credentials = { client_id: 'nyiur-test-app', client_secret: '', environment: 'live' };
    expect((await packer.post('/admin/shipping/credentials/save', credentials)).status).toBe(403);
    await staff.proofAge('owner', 10);
    const stale = await owner.post('/admin/shipping/credentials/save', credentials);
    expect(stale.status).toBe(403);
    await staff.proofAge('owner', 0);
    const fresh = await owner.post('/admin/shipping/credentials/save', credentials);
    expect(fresh.status).toBe(200);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'shipping.credentials'));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]?.after)).not.toContain('test-app-secret');
  });

  it("connects the owner's EasyParcel account: EasyParcel sends the owner back with a code", async () => {
    const owner = await staff.browserFor('owner');
    const packer = await staff.browserFor('packer');
    expect((await packer.post('/admin/shipping/connect')).status).toBe(403);
    await staff.proofAge('owner', 0);
    const started = await owner.post('/admin/shipping/connect');
    expect(started.status).toBe(200);
    const url = String(started.body.data?.['url']);
    expect(url.startsWith(`${sandbox.apiBaseUrl}/`)).toBe(true);
    // The sandbox account consents at once and sends the browser to the shop's callback.
    const login = await fetch(url, { redirect: 'manual' });
    const back = new URL(login.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(
      `${shop().server.baseUrl}/api/admin/shipping/connected`,
    );
    // A cross-site redirect: the SameSite=Strict session cookie does not come with it.
    const done = await shop().server.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/admin/settings?shipping=connected');
    const audits = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'shipping.connect'));
    expect(audits.map((entry) => entry.actorEmail)).toEqual([
      `shipping-${driver}-owner@nyiur.test`,
    ]);

    // A state the shop did not seal is refused.
    const forged = new URLSearchParams(back.search);
    forged.set('state', 'not-ours');
    const refused = await shop().server.app.inject({
      method: 'GET',
      url: `${back.pathname}?${forged.toString()}`,
    });
    expect(refused.statusCode).toBe(422);
  });
});
