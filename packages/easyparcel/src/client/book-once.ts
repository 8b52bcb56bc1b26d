import type { Booking, Refusal, ShipmentDetails, ShipmentOrder } from '../types';
import type { CallFailure } from './call-failure';
import type { EasyParcelClient } from './create-client';

export interface BookOnceOptions {
  /**
   * The price the owner accepted (`Quote.totalSen`). The service is quoted again first, and a
   * higher price is not booked: the answer is `price-changed` with both prices.
   */
  acceptedTotalSen?: number;
  /** The booking may have been sent before (a restart after sending): look it up first. */
  mayHaveSent?: boolean;
  /** Shipment numbers the shop already holds, which the look-up need not open. */
  known?: ReadonlySet<string>;
  /** Sends after a lost answer (default 4). */
  attempts?: number;
  /** Awaited before each look-up after a lost answer (a back-off; tests pass their own). */
  beforeRetry?: (attempt: number) => Promise<void>;
}

export type BookOnceResult =
  | (Booking & { found: false })
  | {
      status: 'booked';
      found: true;
      reference: string;
      shipmentNumber: string;
      details: ShipmentDetails;
    }
  | Refusal
  | { status: 'price-changed'; reference: string; acceptedSen: number; currentSen: number | null }
  | { status: 'failed'; reference: string; failure: CallFailure };

/** A failure after which the booking may or may not have been made. */
const mayHaveBooked = (failure: CallFailure): boolean =>
  failure.kind === 'unreachable' || failure.kind === 'unavailable' || failure.kind === 'bad-answer';

const defaultBackoff = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.min(8000, 250 * 2 ** attempt)));

/**
 * Books one parcel at most once. EasyParcel has no idempotency key: an answer lost after the
 * booking (a dropped connection, a timeout, a restart) leaves the shop not knowing. So before
 * sending again, the shipment is looked up by its reference on its collection date, and only a
 * parcel that is not there is sent again.
 */
export async function bookOnce(
  client: EasyParcelClient,
  order: ShipmentOrder,
  options: BookOnceOptions = {},
): Promise<BookOnceResult> {
  const attempts = options.attempts ?? 4;
  const beforeRetry = options.beforeRetry ?? defaultBackoff;
  const lookUp = () =>
    client.findByReference(order.reference, {
      collectionDate: order.collectionDate,
      ...(options.known ? { known: options.known } : {}),
    });
  const found = (details: ShipmentDetails): BookOnceResult => ({
    status: 'booked',
    found: true,
    reference: order.reference,
    shipmentNumber: details.shipmentNumber,
    details,
  });

  if (options.mayHaveSent) {
    const existing = await lookUp();
    if (!existing.ok)
      return { status: 'failed', reference: order.reference, failure: existing.failure };
    if (existing.value) return found(existing.value);
  }

  if (options.acceptedTotalSen !== undefined) {
    const quoted = await client.quote([
      {
        from: order.sender,
        to: order.receiver,
        parcel: order.parcel,
      },
    ]);
    if (!quoted.ok)
      return { status: 'failed', reference: order.reference, failure: quoted.failure };
    const answer = quoted.value[0];
    const current = answer?.ok
      ? (answer.quotes.find((quote) => quote.serviceId === order.serviceId)?.totalSen ?? null)
      : null;
    if (current === null || current > options.acceptedTotalSen) {
      return {
        status: 'price-changed',
        reference: order.reference,
        acceptedSen: options.acceptedTotalSen,
        currentSen: current,
      };
    }
  }

  let lastFailure: CallFailure | null = null;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (lastFailure) {
      await beforeRetry(attempt);
      const existing = await lookUp();
      if (!existing.ok) {
        lastFailure = existing.failure;
        continue;
      }
      if (existing.value) return found(existing.value);
    }
    const sent = await client.submitOrders([order]);
    if (sent.ok) {
      const result = sent.value.results[0];
      if (result?.status === 'booked') return { ...result, found: false };
      if (result) return result;
      return {
        status: 'failed',
        reference: order.reference,
        failure: { kind: 'bad-answer', status: 200, message: 'no shipment in the answer' },
      };
    }
    if (!mayHaveBooked(sent.failure)) {
      return { status: 'failed', reference: order.reference, failure: sent.failure };
    }
    lastFailure = sent.failure;
  }
  return {
    status: 'failed',
    reference: order.reference,
    failure: lastFailure ?? { kind: 'unreachable', message: 'not sent' },
  };
}
