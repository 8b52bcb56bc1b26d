import type {
  ListedShipment,
  LabelFormat,
  QuoteRequest,
  QuoteResult,
  ShipmentDetails,
  ShipmentOrder,
  Submission,
  TokenSet,
  Tracking,
  Wallet,
} from '../types';
import { PATHS } from '../wire/paths';
import {
  cancelResponseSchema,
  quotationResponseSchema,
  shipmentDetailsResponseSchema,
  shipmentListResponseSchema,
  submitOrdersResponseSchema,
  trackingResponseSchema,
  walletResponseSchema,
} from '../wire/schemas';
import { createAuthorizedApi } from './authorized-api';
import type { CallResult } from './call-failure';
import { fetchLabel, type LabelAnswer } from './fetch-label';
import { detailsOf, listedOf, quotesOf, sen, submissionOf, trackingOf } from './read-answers';
import { orderToWire, quoteToWire } from './to-wire';

export interface EasyParcelClientOptions {
  /** EasyParcel's origin (`EASYPARCEL_API_ORIGIN`) or a sandbox's, without a trailing slash. */
  apiBaseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The tokens of the account the owner connected; null until `exchangeCode`. */
  tokens?: TokenSet | null;
  /** Called with every new token set (refresh tokens are replaced on each refresh): save it. */
  onTokens?: (tokens: TokenSet) => void | Promise<void>;
  fetch?: typeof fetch;
  now?: () => number;
  timeoutMs?: number;
}

export const createEasyParcelClient = (options: EasyParcelClientOptions) => {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const base = options.apiBaseUrl.replace(/\/$/, '');
  const { api, tokenCall, tokens } = createAuthorizedApi({
    base,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    tokens: options.tokens ?? null,
    ...(options.onTokens ? { onTokens: options.onTokens } : {}),
    fetch: doFetch,
    now: options.now ?? (() => Date.now()),
    timeoutMs,
  });

  const client = {
    /** Where to send the owner to connect an EasyParcel account (OAuth 2.0 authorization code). */
    loginUrl(redirectUri: string, state: string): string {
      const query = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: redirectUri,
        state,
      });
      return `${base}/${PATHS.login}?${query.toString()}`;
    },

    /** Trades the code EasyParcel sent to the redirect URI for tokens (and keeps them). */
    exchangeCode(code: string, redirectUri: string): Promise<CallResult<TokenSet>> {
      return tokenCall({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
    },

    tokens,

    /** Rates of every service for each request, in the order asked. */
    async quote(requests: readonly QuoteRequest[]): Promise<CallResult<QuoteResult[]>> {
      const result = await api(
        'POST',
        PATHS.quotations,
        { shipment: requests.map(quoteToWire) },
        quotationResponseSchema,
      );
      return result.ok ? { ok: true, value: quotesOf(result.value.data) } : result;
    },

    /**
     * Books the shipments and pays them from the wallet in one call, as the 2026-06 API does.
     * Each may be booked or refused on its own. A call that fails `unreachable` may have booked:
     * use `bookOnce`, which looks a booking up by its reference before sending it again.
     */
    async submitOrders(orders: readonly ShipmentOrder[]): Promise<CallResult<Submission>> {
      const result = await api(
        'POST',
        PATHS.submitOrders,
        { shipment: orders.map(orderToWire) },
        submitOrdersResponseSchema,
        false,
      );
      return result.ok ? { ok: true, value: submissionOf(orders, result.value.data) } : result;
    },

    async shipment(shipmentNumber: string): Promise<CallResult<ShipmentDetails>> {
      const result = await api(
        'POST',
        PATHS.details,
        { shipment_number: shipmentNumber },
        shipmentDetailsResponseSchema,
      );
      if (!result.ok) return result;
      const entry = result.value.data[0];
      if (!entry) {
        return {
          ok: false,
          failure: { kind: 'not-found', status: 404, message: result.value.message },
        };
      }
      return { ok: true, value: detailsOf(entry) };
    },

    /** Newest first; `next` is the cursor (`before_shipment_number`) of the next page, or null. */
    async listShipments(
      filter: {
        limit?: number;
        before?: string;
        dateFrom?: string;
        dateTo?: string;
        statusCode?: number;
      } = {},
    ): Promise<CallResult<{ shipments: ListedShipment[]; next: string | null }>> {
      const result = await api(
        'POST',
        PATHS.list,
        {
          limit: filter.limit ?? 250,
          ...(filter.before ? { before_shipment_number: filter.before } : {}),
          ...(filter.dateFrom ? { date_from: filter.dateFrom } : {}),
          ...(filter.dateTo ? { date_to: filter.dateTo } : {}),
          ...(filter.statusCode === undefined
            ? {}
            : { shipment_status_code: String(filter.statusCode) }),
        },
        shipmentListResponseSchema,
      );
      if (!result.ok) {
        // EasyParcel answers 404 when no shipment matches: an empty page.
        return result.failure.kind === 'not-found'
          ? { ok: true, value: { shipments: [], next: null } }
          : result;
      }
      return {
        ok: true,
        value: {
          shipments: result.value.data.map(listedOf),
          next: result.value.pagination?.has_more
            ? result.value.pagination.next_shipment_number
            : null,
        },
      };
    },

    /**
     * The shipment booked with `reference` for that collection date, or null. The listing has
     * no reference, so each shipment not in `known` (those the shop already holds) is opened.
     */
    async findByReference(
      reference: string,
      where: { collectionDate: string; known?: ReadonlySet<string> },
    ): Promise<CallResult<ShipmentDetails | null>> {
      let before: string | undefined;
      for (;;) {
        const page = await client.listShipments({
          dateFrom: where.collectionDate,
          dateTo: where.collectionDate,
          ...(before ? { before } : {}),
        });
        if (!page.ok) return page;
        for (const listed of page.value.shipments) {
          if (where.known?.has(listed.shipmentNumber)) continue;
          const details = await client.shipment(listed.shipmentNumber);
          if (!details.ok) return details;
          if (details.value.reference === reference) return details;
        }
        if (!page.value.next) return { ok: true, value: null };
        before = page.value.next;
      }
    },

    /**
     * The airway bill as a PDF in `format`, or `{ ready: false }` while the courier has not
     * given it yet (EasyParcel answers the booking before some couriers assign the AWB).
     */
    async label(
      shipmentNumber: string,
      format: LabelFormat = 'A6',
    ): Promise<CallResult<LabelAnswer>> {
      const details = await client.shipment(shipmentNumber);
      if (!details.ok) return details;
      const { awbNumber, labelUrl } = details.value;
      if (!awbNumber || !labelUrl) return { ok: true, value: { ready: false } };
      const url = new URL(labelUrl);
      url.searchParams.set('format', format);
      return fetchLabel(doFetch, timeoutMs, awbNumber, url);
    },

    /** Up to 100 airway bills a call, as EasyParcel allows. */
    async track(awbNumbers: readonly string[]): Promise<CallResult<Tracking[]>> {
      const result = await api(
        'POST',
        PATHS.trackingStatus,
        { awb_numbers: awbNumbers },
        trackingResponseSchema,
      );
      if (!result.ok) return result;
      return {
        ok: true,
        value: result.value.data.results.map(trackingOf),
      };
    },

    async cancel(
      list: readonly { shipmentNumber: string; remark: string }[],
    ): Promise<CallResult<{ shipmentNumber: string; cancelled: boolean; message: string }[]>> {
      const result = await api(
        'POST',
        PATHS.cancel,
        {
          cancel_list: list.map((entry) => ({
            shipment_number: entry.shipmentNumber,
            remark: entry.remark,
          })),
        },
        cancelResponseSchema,
        false,
      );
      if (!result.ok) return result;
      return {
        ok: true,
        value: result.value.data.map((entry) => ({
          shipmentNumber: entry.shipment_number,
          cancelled: entry.status === 'success',
          message: entry.message,
        })),
      };
    },

    /** The MYR wallet that pays for bookings, and the free credit beside it. */
    async wallet(): Promise<CallResult<Wallet>> {
      const result = await api('GET', PATHS.wallet, undefined, walletResponseSchema);
      if (!result.ok) return result;
      const myr = (list: readonly { balance: number; currency: string }[]) =>
        sen(list.find((entry) => entry.currency === 'MYR')?.balance ?? 0);
      return {
        ok: true,
        value: {
          balanceSen: myr(result.value.data.wallet),
          freeCreditSen: myr(result.value.data.free_credit_wallet),
        },
      };
    },
  };
  return client;
};

export type EasyParcelClient = ReturnType<typeof createEasyParcelClient>;
