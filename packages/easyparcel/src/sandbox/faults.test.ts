import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bookOnce } from '../client/book-once';
import type { Booking, Refusal } from '../types';
import { PASS_TIME_PATH } from './create-sandbox';
import { DAY_MS, HOUR_MS, RECEIVER, startSandboxKit } from './sandbox-test-kit';
import type { SandboxKit } from './sandbox-test-kit';

const folder = mkdtempSync(join(tmpdir(), 'easyparcel-sandbox-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let kit: SandboxKit;
let dataFile: string;
let run = 0;
beforeEach(async () => {
  run += 1;
  dataFile = join(folder, `state-${run}.json`);
  kit = await startSandboxKit({ dataFile });
});
afterEach(() => kit.listening.close());

const value = <T>(result: { ok: true; value: T } | { ok: false; failure: unknown }): T => {
  if (!result.ok) throw new Error(`call failed: ${JSON.stringify(result.failure)}`);
  return result.value;
};

const booked = (result: Booking | Refusal | undefined): Booking => {
  if (result?.status !== 'booked') throw new Error(`not booked: ${JSON.stringify(result)}`);
  return result;
};

const submitOne = async (reference: string, changes = {}) =>
  value(await kit.client.submitOrders([kit.order(reference, changes)])).results[0];

describe('the sandbox faults', () => {
  it('credit too low: the shipment is refused, nothing booked, nothing taken', async () => {
    kit.listening.sandbox.setWallet(900);
    expect(await submitOne('NY000201')).toEqual({
      status: 'refused',
      reference: 'NY000201',
      reason: 'credit',
      errors: ['Insufficient credit balance. Please top up your wallet.'],
    });
    expect(kit.listening.sandbox.shipments()).toEqual([]);
    expect(value(await kit.client.wallet()).balanceSen).toBe(900);
  });

  it('no courier for a postcode: no quote, and a booking there is refused', async () => {
    kit.listening.sandbox.noCourierFor('50450');
    const [quotes] = value(
      await kit.client.quote([
        {
          from: { postcode: '40200', subdivisionCode: 'MY-10' },
          to: { postcode: '50450', subdivisionCode: 'MY-14' },
          parcel: { weightGrams: 500, lengthCm: 10, widthCm: 10, heightCm: 10 },
        },
      ]),
    );
    expect(quotes).toEqual({ ok: true, quotes: [] });
    expect(await submitOne('NY000202')).toEqual({
      status: 'refused',
      reference: 'NY000202',
      reason: 'no-service',
      errors: ['Service not available for origin/destination'],
    });
  });

  it('an address refused, and a parcel over the service weight', async () => {
    kit.listening.sandbox.refuseAddressesIn('43000');
    expect(
      await submitOne('NY000203', { receiver: { ...RECEIVER, postcode: '43000', city: 'Kajang' } }),
    ).toEqual({
      status: 'refused',
      reference: 'NY000203',
      reason: 'address',
      errors: ['The receiver postcode is invalid'],
    });
    expect(
      await submitOne('NY000204', {
        parcel: { weightGrams: 31_000, lengthCm: 60, widthCm: 40, heightCm: 40 },
      }),
    ).toEqual({
      status: 'refused',
      reference: 'NY000204',
      reason: 'weight',
      errors: ['Weight exceeds service limits'],
    });
    expect(kit.listening.sandbox.shipments()).toEqual([]);
  });

  it('a price that changed after the quote is not booked at the new price unasked', async () => {
    kit.listening.sandbox.raisePrice('EP-CS0PL', 150);
    const order = kit.order('NY000205');
    expect(await bookOnce(kit.client, order, { acceptedTotalSen: 901 })).toEqual({
      status: 'price-changed',
      reference: 'NY000205',
      acceptedSen: 901,
      currentSen: 1060,
    });
    expect(kit.listening.sandbox.shipments()).toEqual([]);
    expect(await bookOnce(kit.client, order, { acceptedTotalSen: 1060 })).toMatchObject({
      status: 'booked',
      found: false,
      chargedSen: 1060,
    });
  });

  it('a reply lost after the booking: the booking is found by its reference, not made twice', async () => {
    kit.listening.sandbox.loseReplies(1);
    const lost = await kit.client.submitOrders([kit.order('NY000206')]);
    expect(lost).toMatchObject({ ok: false, failure: { kind: 'unreachable' } });
    const [made] = kit.listening.sandbox.shipments();
    expect(made?.reference).toBe('NY000206');
    const again = await bookOnce(kit.client, kit.order('NY000206'), { mayHaveSent: true });
    expect(again).toMatchObject({
      status: 'booked',
      found: true,
      shipmentNumber: made?.shipmentNumber,
    });

    kit.listening.sandbox.loseReplies(1);
    let retries = 0;
    const retried = await bookOnce(kit.client, kit.order('NY000207'), {
      beforeRetry: () => {
        retries += 1;
        return Promise.resolve();
      },
    });
    expect(retried).toMatchObject({ status: 'booked', found: true, reference: 'NY000207' });
    expect(retries).toBe(1);
    expect(kit.listening.sandbox.lostReplies()).toBe(2);
    expect(kit.listening.sandbox.shipments().map((shipment) => shipment.reference)).toEqual([
      'NY000206',
      'NY000207',
    ]);
  });

  it('a label not ready yet: no AWB at booking, the label comes two hours later', async () => {
    kit.listening.sandbox.delayLabels(2 * HOUR_MS);
    const booking = booked(await submitOne('NY000208'));
    expect(booking.awbNumber).toBeNull();
    expect(booking.labelUrls).toEqual({});
    expect(value(await kit.client.label(booking.shipmentNumber))).toEqual({ ready: false });
    kit.clock.advance(2 * HOUR_MS);
    const label = value(await kit.client.label(booking.shipmentNumber));
    expect(label.ready).toBe(true);
    expect(value(await kit.client.shipment(booking.shipmentNumber)).awbNumber).toMatch(/^\d{16}$/);
  });

  it('tracking over days: delivered, failed delivery, returned, by the test clock', async () => {
    const { sandbox } = kit.listening;
    sandbox.setJourney('NY-D', 'delivered');
    sandbox.setJourney('NY-F', 'failed-delivery');
    sandbox.setJourney('NY-R', 'returned');
    const bookings = value(
      await kit.client.submitOrders([kit.order('NY-D'), kit.order('NY-F'), kit.order('NY-R')]),
    ).results.map(booked);
    const awbs = bookings.map((booking) => booking.awbNumber ?? '');
    const stages = async () =>
      value(await kit.client.track(awbs)).map((tracking) =>
        tracking.found ? tracking.stage : 'not-found',
      );
    const at = async (sinceBookingMs: number) => {
      kit.clock.now = new Date(Date.parse('2026-11-30T01:00:00.000Z') + sinceBookingMs);
      return stages();
    };
    expect(await at(0)).toEqual(['arranging', 'arranging', 'arranging']);
    expect(await at(21 * HOUR_MS)).toEqual(['picked-up', 'picked-up', 'picked-up']);
    expect(await at(DAY_MS + 9 * HOUR_MS)).toEqual(['in-transit', 'in-transit', 'in-transit']);
    expect(await at(2 * DAY_MS + 3 * HOUR_MS)).toEqual([
      'out-for-delivery',
      'out-for-delivery',
      'out-for-delivery',
    ]);
    expect(await at(2 * DAY_MS + 6 * HOUR_MS)).toEqual([
      'delivered',
      'out-for-delivery',
      'out-for-delivery',
    ]);
    expect(await at(2 * DAY_MS + 8 * HOUR_MS)).toEqual([
      'delivered',
      'failed-delivery',
      'failed-delivery',
    ]);
    expect(await at(5 * DAY_MS + 4 * HOUR_MS)).toEqual([
      'delivered',
      'failed-delivery',
      'returned',
    ]);
    const [delivered] = value(await kit.client.track([awbs[0] ?? '']));
    if (!delivered?.found) throw new Error('not found');
    expect(
      delivered.events.map((event) => [event.at, event.statusCode, event.description]),
    ).toEqual([
      ['2026-11-30T01:00:00.000Z', 7, 'Schedule In Arrangement'],
      ['2026-11-30T21:00:00.000Z', 3, 'Parcel picked up by courier'],
      ['2026-12-01T09:00:00.000Z', 4, 'Departed from origin hub'],
      ['2026-12-02T03:00:00.000Z', 4, 'Out for delivery'],
      ['2026-12-02T07:00:00.000Z', 5, 'Delivered: parcel received by recipient'],
    ]);
    expect(value(await kit.client.shipment(bookings[2]?.shipmentNumber ?? ''))).toMatchObject({
      statusCode: 6,
      status: 'Returned',
      stage: 'returned',
    });
    // Picked up: too late to cancel.
    expect(
      value(
        await kit.client.cancel([
          { shipmentNumber: bookings[0]?.shipmentNumber ?? '', remark: 'late' },
        ]),
      ),
    ).toEqual([
      {
        shipmentNumber: bookings[0]?.shipmentNumber,
        cancelled: false,
        message: 'Shipment Cannot Be Cancelled',
      },
    ]);
  });

  it('keeps its account, tokens, wallet, shipments and faults across a restart', async () => {
    kit.listening.sandbox.delayLabels(HOUR_MS);
    const booking = booked(await submitOne('NY000209'));
    const wallet = value(await kit.client.wallet()).balanceSen;
    expect(JSON.parse(readFileSync(dataFile, 'utf8'))).toMatchObject({
      version: 1,
      walletSen: wallet,
      shipments: [{ reference: 'NY000209', shipmentNumber: booking.shipmentNumber }],
    });
    await kit.restart();
    // The same client, with the tokens it had: EasyParcel does not forget a connected app.
    expect(value(await kit.client.wallet()).balanceSen).toBe(wallet);
    expect(value(await kit.client.shipment(booking.shipmentNumber))).toMatchObject({
      reference: 'NY000209',
      awbNumber: null,
    });
    kit.clock.advance(HOUR_MS);
    expect(value(await kit.client.label(booking.shipmentNumber, 'A6')).ready).toBe(true);
    const next = booked(await submitOne('NY000210'));
    expect(next.awbNumber).toBeNull();
  });

  it('moves its parcels on when told that hours passed, kept across a restart, the clock unmoved', async () => {
    const booking = booked(await submitOne('NY000211'));
    const stage = async () => {
      const [tracking] = value(await kit.client.track([booking.awbNumber ?? '']));
      return tracking?.found ? tracking.stage : 'not-found';
    };
    const pass = (hours: unknown) =>
      fetch(`${kit.listening.apiBaseUrl}/${PASS_TIME_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ hours }),
      });
    expect(await stage()).toBe('arranging');
    const passed = await pass(21);
    expect(passed.status).toBe(200);
    expect(await passed.json()).toEqual({
      status_code: 200,
      message: '21 hours passed',
      data: { hours: 21 },
    });
    expect(await stage()).toBe('picked-up');
    await kit.restart();
    expect(await stage()).toBe('picked-up');
    expect((await pass(2 * 24)).status).toBe(200);
    expect(await stage()).toBe('delivered');
    expect((await pass('a week')).status).toBe(400);
    expect((await pass(0)).status).toBe(400);
  });
});
