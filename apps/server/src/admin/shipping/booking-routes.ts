import { hostname } from 'node:os';
import { adminContract, type BookingResult, type ShippingQuote } from '@nyiur/api';
import { formatRM, malaysianDay, sen } from '@nyiur/domain';
import { subdivisionCodeOf } from '@nyiur/easyparcel';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { actorOf, adminCall } from '../../http/admin-call';
import type { AppContext } from '../../app-context';
import { salesOrders } from '../../db/schema/sales-orders';
import { AppError } from '../../http/app-error';
import { bookOrder, DEFAULT_BOX_CM, type BookOrderResult } from '../../shipping/book-order';
import { latestShipments, shipmentViewOf } from '../orders/order-parcels';
import { connected, unprocessable } from './shipping-connection';

/** Orders booked side by side in one bulk action: quick, and gentle with EasyParcel's limits. */
const BULK_CONCURRENCY = 4;

/** This node, as a booking row names the node that is asking EasyParcel. */
const NODE_ID = `${hostname()}:${process.pid}`;

/** What a booking's outcome says on the order page. */
function messageOf(result: BookOrderResult): string {
  switch (result.status) {
    case 'booked':
      return '';
    case 'already-booked':
      return 'This order is already booked (or being booked) with a courier.';
    case 'refused': {
      const lead = {
        credit: 'The EasyParcel wallet has too little credit: top it up, then book again.',
        'no-service': 'No courier of this service delivers to this postcode.',
        address: 'The courier refused the address: check it on the order.',
        weight: 'The parcel is over this service’s weight limit: choose another service.',
        invalid: 'EasyParcel refused the booking.',
      }[result.reason];
      return result.errors.length > 0
        ? `${lead} EasyParcel says: ${result.errors.join(' ')}`
        : lead;
    }
    case 'price-changed':
      return result.currentSen === null
        ? 'EasyParcel does not offer this service for this parcel (too heavy, or not to this postcode): quote the order again.'
        : `The price changed since the quote (now ${formatRM(sen(result.currentSen))}): quote the order again.`;
    case 'pending':
    case 'problem':
      return result.message;
  }
}

/** Runs `work` on each item, at most `limit` at a time, answers in the items' order. */
async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Quotes for an order's parcel, and bookings of one order or many (`orders.fulfil`). */
export function adminBookingRoutes(app: FastifyInstance): void {
  adminCall(app, adminContract.adminShippingQuote, async ({ input, ctx }) => {
    const { settings, client } = await connected(ctx);
    if (!settings.sender) throw unprocessable('Save the pick-up address in Settings, Shipping.');
    const [order] = await ctx.db
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.id, input.order_id));
    if (!order) throw AppError.notFound('There is no such order.');
    if (order.deliveryMode !== 'delivery') {
      throw unprocessable('A pick-up order is collected at the shop, not sent by courier.');
    }
    const subdivisionCode = subdivisionCodeOf(order.state);
    if (!subdivisionCode) {
      throw unprocessable(`The order's state "${order.state}" is not one EasyParcel knows.`);
    }
    const answer = await client.quote([
      {
        from: {
          postcode: settings.sender.postcode,
          subdivisionCode: settings.sender.subdivisionCode,
        },
        to: { postcode: order.postcode, subdivisionCode },
        parcel: { weightGrams: Math.max(100, order.weightGrams), ...DEFAULT_BOX_CM },
        valueSen: order.itemsSen,
      },
    ]);
    if (!answer.ok) {
      throw answer.failure.kind === 'rejected'
        ? unprocessable(answer.failure.errors.join(' ') || answer.failure.message)
        : new AppError('unavailable', 'EasyParcel did not answer: try again in a minute.');
    }
    const [result] = answer.value;
    if (!result || !result.ok) {
      throw unprocessable(result?.errors.join(' ') || 'EasyParcel could not quote this parcel.');
    }
    if (result.quotes.length === 0) {
      throw unprocessable(
        `No courier takes a ${(order.weightGrams / 1000).toFixed(1)} kg parcel to ${order.postcode}.`,
      );
    }
    const quotes: ShippingQuote[] = result.quotes
      .map((quote) => ({
        service_id: quote.serviceId,
        service_name: quote.serviceName,
        courier: quote.courierName,
        price_sen: quote.totalSen,
        pickup: quote.pickup,
        dropoff: quote.dropoff,
        estimated_delivery: quote.deliveryDuration,
        label_sizes: quote.labelSizes,
        is_default: quote.serviceId === settings.defaultServiceId,
      }))
      .sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.price_sen - b.price_sen);
    return { quotes };
  });

  type Booking = z.output<typeof adminContract.adminShippingBook.request>;
  const book = async (
    ctx: AppContext,
    booking: Booking,
    actor: ReturnType<typeof actorOf>,
  ): Promise<BookingResult> => {
    const [order] = await ctx.db
      .select({ refNo: salesOrders.refNo })
      .from(salesOrders)
      .where(eq(salesOrders.id, booking.order_id));
    if (!order) {
      return {
        order_id: booking.order_id,
        ref_no: '',
        status: 'problem',
        message: 'There is no such order.',
        shipment: null,
      };
    }
    let result: BookOrderResult;
    try {
      result = await bookOrder(ctx, {
        orderId: booking.order_id,
        serviceId: booking.service_id,
        quotedSen: booking.quoted_sen,
        collectionDate: booking.collection_date ?? malaysianDay(new Date()),
        actor: { adminId: actor.adminId, email: actor.actorEmail, ip: actor.ip },
        nodeId: NODE_ID,
      });
    } catch (error) {
      // One order's failure is that order's answer: the others of a bulk action go on.
      app.log.error({ err: error, orderId: booking.order_id }, 'courier booking failed');
      result = { status: 'problem', message: 'The booking could not be saved: try again.' };
    }
    const [latest] = (await latestShipments(ctx.db, [booking.order_id])).values();
    return {
      order_id: booking.order_id,
      ref_no: order.refNo,
      status: result.status,
      message: messageOf(result),
      shipment:
        result.status === 'booked'
          ? shipmentViewOf(result.shipment)
          : latest
            ? shipmentViewOf(latest)
            : null,
    };
  };

  adminCall(app, adminContract.adminShippingBook, async ({ input, caller, ctx, request }) => {
    const result = await book(ctx, input, actorOf({ caller, request }));
    if (result.status === 'already-booked') throw new AppError('conflict', result.message);
    if (result.status === 'problem' && result.message === 'There is no such order.') {
      throw AppError.notFound(result.message);
    }
    if (['refused', 'price-changed', 'problem'].includes(result.status)) {
      throw unprocessable(
        result.message,
        result.status === 'price-changed' ? 'quoted_sen' : 'order_id',
      );
    }
    return result;
  });

  adminCall(app, adminContract.adminShippingBookMany, async ({ input, caller, ctx, request }) => {
    const actor = actorOf({ caller, request });
    const results = await eachLimited(input.bookings, BULK_CONCURRENCY, (booking) =>
      book(ctx, booking, actor),
    );
    return { results };
  });
}
