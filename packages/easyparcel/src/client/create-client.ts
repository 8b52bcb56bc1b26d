import type { z } from 'zod';
import { ringgitToSen } from '../money';
import { refusalReasonOf, stageOf } from '../stages';
import type {
  Booking,
  LabelFormat,
  ListedShipment,
  Quote,
  QuoteRequest,
  QuoteResult,
  Refusal,
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
  tokenResponseSchema,
  trackingResponseSchema,
  walletResponseSchema,
} from '../wire/schemas';
import { callApi } from './call-api';
import type { CallResult } from './call-failure';
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

const sen = (value: string | number | undefined): number => ringgitToSen(value ?? 0) ?? 0;

/** "2026-11-28 09:15:00" (UTC, EasyParcel's format) or ISO → ISO 8601. */
const isoOf = (value: string): string =>
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
    ? `${value.replace(' ', 'T')}.000Z`
    : new Date(value).toISOString();

const labelSizesOf = (tags: readonly { name: string; value: string }[]): string[] =>
  tags
    .filter((tag) => tag.name === 'Supported AWB')
    .flatMap((tag) => tag.value.replace(/^Supported AWB size:\s*/i, '').split(/[,\s/]+/))
    .filter((size) => /^A\d$/.test(size));

const nonEmpty = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : value;

export const createEasyParcelClient = (options: EasyParcelClientOptions) => {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? (() => Date.now());
  const timeoutMs = options.timeoutMs ?? 20_000;
  const base = options.apiBaseUrl.replace(/\/$/, '');
  let tokens = options.tokens ?? null;
  let refreshing: Promise<CallResult<TokenSet>> | null = null;

  const basicAuth = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;

  const tokenCall = async (form: Record<string, string>): Promise<CallResult<TokenSet>> => {
    const result = await callApi(
      {
        fetch: doFetch,
        timeoutMs,
        method: 'POST',
        url: `${base}/${PATHS.token}`,
        headers: {
          authorization: basicAuth,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(form).toString(),
      },
      tokenResponseSchema,
    );
    if (!result.ok) {
      // A code or refresh token EasyParcel no longer takes: the owner must connect again.
      return result.failure.kind === 'rejected'
        ? {
            ok: false,
            failure: {
              kind: 'unauthorized',
              status: result.failure.status,
              message: result.failure.message,
            },
          }
        : result;
    }
    const at = now();
    tokens = {
      accessToken: result.value.access_token,
      accessExpiresAt: at + result.value.expires_in * 1000,
      refreshToken: result.value.refresh_token,
      refreshExpiresAt: at + result.value.refresh_token_expires_in * 1000,
    };
    await options.onTokens?.(tokens);
    return { ok: true, value: tokens };
  };

  /** One refresh at a time: concurrent calls wait for the same new token. */
  const refresh = (): Promise<CallResult<TokenSet>> => {
    if (!tokens) {
      return Promise.resolve({
        ok: false,
        failure: {
          kind: 'unauthorized',
          status: 401,
          message: 'No EasyParcel account is connected.',
        },
      });
    }
    refreshing ??= tokenCall({
      grant_type: 'refresh_token',
      refresh_token: tokens.refreshToken,
    }).finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const accessToken = async (): Promise<CallResult<string>> => {
    if (tokens && tokens.accessExpiresAt - 60_000 > now()) {
      return { ok: true, value: tokens.accessToken };
    }
    const refreshed = await refresh();
    return refreshed.ok ? { ok: true, value: refreshed.value.accessToken } : refreshed;
  };

  /**
   * An API call with the bearer token, refreshed once when EasyParcel answers 401. A call that
   * only reads is sent once more when the connection drops (a kept-alive socket the server had
   * closed); one that books or cancels is not (see `bookOnce`).
   */
  const api = async <T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: T,
    reads = true,
  ): Promise<CallResult<z.output<T>>> => {
    let resent = false;
    for (let attempt = 0; ; attempt += 1) {
      const token = await accessToken();
      if (!token.ok) return token;
      const result = await callApi(
        {
          fetch: doFetch,
          timeoutMs,
          method,
          url: `${base}/${path}`,
          headers: {
            authorization: `Bearer ${token.value}`,
            accept: 'application/json',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        schema,
      );
      if (!result.ok && result.failure.kind === 'unreachable' && reads && !resent) {
        resent = true;
        attempt -= 1;
        continue;
      }
      if (result.ok || result.failure.kind !== 'unauthorized' || attempt > 0) return result;
      if (tokens) tokens = { ...tokens, accessExpiresAt: 0 };
    }
  };

  const quotesOf = (quotations: z.output<typeof quotationResponseSchema>['data']): QuoteResult[] =>
    quotations.map((entry) =>
      entry.status === 'error'
        ? { ok: false, errors: entry.errors }
        : {
            ok: true,
            quotes: entry.quotations.map((quotation): Quote => ({
              serviceId: quotation.courier.service_id,
              serviceName: quotation.courier.service_name,
              courierId: quotation.courier.courier_id,
              courierName: quotation.courier.courier_name,
              courierLogo: quotation.courier.courier_logo ?? null,
              deliveryDuration: quotation.courier.delivery_duration,
              pickup: quotation.courier.is_pickup,
              dropoff: quotation.courier.is_dropoff,
              labelSizes: labelSizesOf(quotation.courier.service_tag),
              totalSen: sen(quotation.pricing.total_amount),
              shipmentSen: sen(quotation.pricing.shipment_price),
              taxSen: sen(quotation.pricing.shipment_tax),
            })),
          },
    );

  const detailsOf = (
    entry: z.output<typeof shipmentDetailsResponseSchema>['data'][number],
  ): ShipmentDetails => ({
    shipmentNumber: entry.shipment_number,
    orderNumber: entry.order_number,
    reference: entry.shipment_details.reference,
    statusCode: entry.shipment_details.shipment_status_code,
    status: entry.shipment_details.shipment_status,
    stage: stageOf(
      entry.shipment_details.shipment_status_code,
      entry.shipment_details.shipment_status,
    ),
    awbNumber: nonEmpty(entry.shipment_details.awb_number),
    labelUrl: nonEmpty(entry.shipment_details.awb_url),
    trackingUrl: nonEmpty(entry.shipment_details.tracking_url),
    serviceId: entry.courier.service_id,
    courierName: entry.courier.courier_name,
    collectionDate: entry.shipment_details.coll_date.slice(0, 10),
    totalSen: sen(entry.pricing.total_price),
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

    tokens: (): TokenSet | null => tokens,

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
      if (!result.ok) return result;
      const order = result.value.data[0];
      const shipments = order?.shipments ?? [];
      return {
        ok: true,
        value: {
          orderNumber: order?.order_details.order_number ?? null,
          results: orders.map((sent, index): Booking | Refusal => {
            const answer = shipments[index];
            if (!answer || answer.status === 'error') {
              const errors = answer?.errors ?? ['EasyParcel gave no answer for this shipment.'];
              return {
                status: 'refused',
                reference: sent.reference,
                reason: refusalReasonOf(errors),
                errors,
              };
            }
            const labelUrls: Partial<Record<LabelFormat, string>> = {};
            for (const format of ['A4', 'A5', 'A6'] as const) {
              const url = nonEmpty(answer.awb_urls_by_format?.[format]);
              if (url) labelUrls[format] = url;
            }
            return {
              status: 'booked',
              reference: sent.reference,
              shipmentNumber: answer.shipment_number,
              orderNumber: order?.order_details.order_number ?? null,
              courier: answer.courier,
              awbNumber: nonEmpty(answer.awb_number),
              labelUrls,
              trackingUrl: nonEmpty(answer.tracking_url),
              chargedSen: sen(answer.pricing_breakdown.total_paid_amount),
            };
          }),
        },
      };
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
          shipments: result.value.data.map((entry) => ({
            shipmentNumber: entry.shipment_number,
            awbNumber: nonEmpty(entry.awb_number),
            statusCode: entry.shipment_status_code,
            status: entry.shipment_status,
            collectionDate: entry.coll_date.slice(0, 10),
          })),
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
    ): Promise<
      CallResult<
        { ready: false } | { ready: true; awbNumber: string; url: string; pdf: Uint8Array }
      >
    > {
      const details = await client.shipment(shipmentNumber);
      if (!details.ok) return details;
      const { awbNumber, labelUrl } = details.value;
      if (!awbNumber || !labelUrl) return { ok: true, value: { ready: false } };
      const url = new URL(labelUrl);
      url.searchParams.set('format', format);
      try {
        const response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (response.status === 404) return { ok: true, value: { ready: false } };
        if (!response.ok) {
          return { ok: false, failure: { kind: 'unavailable', status: response.status } };
        }
        const pdf = new Uint8Array(await response.arrayBuffer());
        if (Buffer.from(pdf.subarray(0, 5)).toString('latin1') !== '%PDF-') {
          return {
            ok: false,
            failure: { kind: 'bad-answer', status: response.status, message: 'not a PDF' },
          };
        }
        return { ok: true, value: { ready: true, awbNumber, url: url.toString(), pdf } };
      } catch (error) {
        return {
          ok: false,
          failure: {
            kind: 'unreachable',
            message: error instanceof Error ? error.message : String(error),
          },
        };
      }
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
        value: result.value.data.results.map((entry): Tracking => {
          if (entry.status === 'not_found') {
            return { found: false, awbNumber: entry.awb_number, message: entry.message };
          }
          return {
            found: true,
            awbNumber: entry.awb_number,
            shipmentNumber: entry.shipment_number,
            statusCode: entry.latest_shipment_status_code,
            stage: stageOf(entry.latest_shipment_status_code, entry.latest_tracking_status),
            status: entry.latest_tracking_status,
            events: entry.status_log
              .map((event) => ({
                at: isoOf(event.event_date),
                statusCode: event.shipment_status_code,
                stage: stageOf(event.shipment_status_code, event.tracking_status),
                description: event.tracking_status,
                location: event.location,
              }))
              .sort((a, b) => a.at.localeCompare(b.at)),
          };
        }),
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
