import { randomBytes } from 'node:crypto';
import { jsonAnswer } from '@nyiur/sandbox-http';
import type { ApiRequest } from '@nyiur/sandbox-http';
import { senToRinggit, senToRinggitText } from '../money';
import { SHIPMENT_STATUS } from '../stages';
import { PATHS } from '../wire/paths';
import { submitShipmentSchema } from '../wire/schemas';
import type { SubmitShipment } from '../wire/schemas';
import type { Journey } from './journeys';
import { stepsBy } from './journeys';
import { renderLabelPdf } from './label-pdf';
import { createState } from './sandbox-state';
import type { SandboxShipment, SandboxState } from './sandbox-state';
import {
  FEATURE_PRICES_SEN,
  SANDBOX_SERVICES,
  isEastMalaysia,
  shipmentPriceOf,
  taxOf,
} from './services';

export interface SandboxApp {
  secret: string;
  /** Where `oauth/login` may send the code; any URI when left out. */
  redirectUris?: readonly string[];
}

export interface SandboxOptions {
  /** OAuth applications by client ID. */
  apps: Record<string, SandboxApp>;
  /** The wallet of a new account (RM 500 by default). */
  walletSen?: number;
  now?: () => Date;
  /** The account, wallet, tokens and shipments to start from (`stateFromJson`). */
  state?: SandboxState;
  /** Called after every change, e.g. to save the state. */
  onChange?: (state: SandboxState) => void;
}

export interface SandboxRequest extends ApiRequest {
  /** Where the sandbox answers, for the label and tracking links it gives: no trailing slash. */
  baseUrl: string;
}

export interface SandboxResponse {
  status: number;
  contentType: string;
  body: string | Uint8Array;
  headers: Record<string, string>;
}

export interface Sandbox {
  handle(request: SandboxRequest): Promise<SandboxResponse | 'reset'>;
  shipments(): readonly SandboxShipment[];
  walletSen(): number;
  /** Faults, each switched by a test; all but `loseReplies` are kept with the state. */
  setWallet(sen: number): void;
  noCourierFor(postcode: string): void;
  refuseAddressesIn(postcode: string): void;
  raisePrice(serviceId: string, bySen: number): void;
  /** Labels (and AWB numbers) of bookings from now on come this long after the booking. */
  delayLabels(ms: number): void;
  setJourney(reference: string, journey: Journey): void;
  /** The next `count` bookings are made, then their connection is dropped before the answer. */
  loseReplies(count: number): void;
  /** Bookings whose answer the sandbox dropped. */
  lostReplies(): number;
}

const json = jsonAnswer;

const ACCESS_SECONDS = 36_000;
const REFRESH_SECONDS = 31_557_600;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const token = () => randomBytes(32).toString('base64url');

const yymm = (date: Date) =>
  `${String(date.getUTCFullYear()).slice(2)}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/** "2026-11-28 09:15:00": EasyParcel's date-time, in UTC. */
const epDateTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

const parseBody = (request: SandboxRequest): unknown => {
  if ((request.contentType ?? '').startsWith('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(request.body));
  }
  if (request.body === '') return {};
  try {
    return JSON.parse(request.body) as unknown;
  } catch {
    return null;
  }
};

const validationFailed = (errors: string[]) =>
  json(400, { status_code: 400, message: 'Validation failed', data: { errors } });

const PARTY_FIELDS = [
  ['name', 'name'],
  ['phone_number_country_code', 'phone number country code'],
  ['phone_number', 'phone number'],
  ['address_1', 'address 1'],
  ['postcode', 'postcode'],
  ['city', 'city'],
  ['country_code', 'country code'],
] as const;

/** EasyParcel's own words for missing fields ("The receiver address 1 field is required"). */
const missingFields = (shipment: Record<string, unknown>): string[] => {
  const errors: string[] = [];
  if (!shipment['service_id']) errors.push('The service id field is required');
  if (!shipment['collection_date']) errors.push('The collection date field is required');
  for (const who of ['sender', 'receiver'] as const) {
    const party = (shipment[who] ?? {}) as Record<string, unknown>;
    for (const [field, words] of PARTY_FIELDS) {
      if (typeof party[field] !== 'string' || party[field] === '') {
        errors.push(`The ${who} ${words} field is required`);
      }
    }
  }
  for (const field of ['weight', 'length', 'width', 'height']) {
    if (typeof shipment[field] !== 'number' || !((shipment[field] as number) > 0)) {
      errors.push(`The ${field} field is required`);
    }
  }
  if (!Array.isArray(shipment['item']) || shipment['item'].length === 0) {
    errors.push('The item field is required');
  }
  return errors;
};

export const createSandbox = (options: SandboxOptions): Sandbox => {
  const state = options.state ?? createState(options.walletSen ?? 50_000);
  const now = options.now ?? (() => new Date());
  const changed = () => options.onChange?.(state);
  let repliesToLose = 0;
  let lost = 0;

  const uniqueCode = (prefix: 'ES' | 'EI', taken: (code: string) => boolean): string => {
    for (;;) {
      const bytes = randomBytes(5);
      const tail = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
      const code = `${prefix}-${yymm(now())}-${tail}`;
      if (!taken(code)) return code;
    }
  };

  // ---- OAuth 2.0 ----

  const login = (request: SandboxRequest): SandboxResponse => {
    const clientId = request.query.get('client_id') ?? '';
    const redirectUri = request.query.get('redirect_uri') ?? '';
    const app = options.apps[clientId];
    if (!app) return json(400, { status_code: 400, message: 'Unknown client_id' });
    if (!redirectUri || (app.redirectUris && !app.redirectUris.includes(redirectUri))) {
      return json(400, {
        status_code: 400,
        message: 'redirect_uri is not registered for this app',
      });
    }
    // The sandbox account consents at once: EasyParcel would show its login and "Allow" here.
    const code = token();
    state.codes[code] = { clientId, redirectUri, expiresAt: now().getTime() + 10 * 60 * 1000 };
    changed();
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    const stateParam = request.query.get('state');
    if (stateParam !== null) target.searchParams.set('state', stateParam);
    return {
      status: 302,
      contentType: 'text/plain; charset=utf-8',
      body: '',
      headers: { location: target.toString() },
    };
  };

  const issueTokens = (clientId: string): SandboxResponse => {
    const at = now().getTime();
    const access = token();
    const refresh = token();
    state.accessTokens[access] = { clientId, expiresAt: at + ACCESS_SECONDS * 1000 };
    state.refreshTokens[refresh] = { clientId, expiresAt: at + REFRESH_SECONDS * 1000 };
    changed();
    return json(200, {
      token_type: 'Bearer',
      expires_in: ACCESS_SECONDS,
      expires_at: new Date(at + ACCESS_SECONDS * 1000).toISOString(),
      access_token: access,
      refresh_token: refresh,
      refresh_token_expires_in: REFRESH_SECONDS,
      refresh_token_expires_at: new Date(at + REFRESH_SECONDS * 1000).toISOString(),
      app: {
        client_id: clientId,
        callbackUrls: [],
        redirectUris: options.apps[clientId]?.redirectUris ?? [],
      },
    });
  };

  const tokenEndpoint = (request: SandboxRequest): SandboxResponse => {
    const basic = /^Basic (.+)$/.exec(request.authorization ?? '')?.[1] ?? '';
    const [clientId = '', secret = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':');
    const app = options.apps[clientId];
    if (!app || app.secret !== secret) {
      return json(401, {
        error: 'invalid_client',
        error_description: 'Client authentication failed',
      });
    }
    const form = (parseBody(request) ?? {}) as Record<string, unknown>;
    const at = now().getTime();
    if (form['grant_type'] === 'authorization_code') {
      const code = state.codes[String(form['code'] ?? '')];
      delete state.codes[String(form['code'] ?? '')];
      if (
        !code ||
        code.clientId !== clientId ||
        code.expiresAt < at ||
        code.redirectUri !== form['redirect_uri']
      ) {
        changed();
        return json(400, {
          error: 'invalid_grant',
          error_description: 'Invalid authorization code',
        });
      }
      return issueTokens(clientId);
    }
    if (form['grant_type'] === 'refresh_token') {
      const key = String(form['refresh_token'] ?? '');
      const refresh = state.refreshTokens[key];
      if (!refresh || refresh.clientId !== clientId || refresh.expiresAt < at) {
        return json(400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
      }
      // Each refresh gives a new refresh token and ends the old one.
      delete state.refreshTokens[key];
      return issueTokens(clientId);
    }
    return json(400, { error: 'unsupported_grant_type' });
  };

  const authError = (name: 'invalid_token' | 'missing_token') =>
    json(401, { error: { statusCode: 401, status: 401, code: 401, name }, status_code: 401 });

  const authorized = (request: SandboxRequest): SandboxResponse | null => {
    const bearer = /^Bearer (.+)$/.exec(request.authorization ?? '')?.[1];
    if (!bearer) return authError('missing_token');
    const entry = state.accessTokens[bearer];
    if (!entry || entry.expiresAt <= now().getTime()) return authError('invalid_token');
    return null;
  };

  // ---- Prices ----

  const quotesFor = (
    receiverPostcode: string,
    receiverSubdivision: string | undefined,
    weightKg: number,
  ) => {
    if (state.faults.noCourierPostcodes.includes(receiverPostcode)) return [];
    const east = isEastMalaysia(receiverPostcode, receiverSubdivision);
    return SANDBOX_SERVICES.flatMap((service) => {
      const price = shipmentPriceOf(
        service,
        weightKg,
        east,
        state.faults.priceRaises[service.serviceId] ?? 0,
      );
      return price === null ? [] : [{ service, price, tax: taxOf(price) }];
    });
  };

  const quotations = (body: unknown): SandboxResponse => {
    const shipments = (body as { shipment?: unknown } | null)?.shipment;
    if (!Array.isArray(shipments) || shipments.length === 0) {
      return validationFailed(['The shipment field is required']);
    }
    let failed = 0;
    const data = shipments.map((input: Record<string, unknown>) => {
      const receiver = (input['receiver'] ?? {}) as Record<string, string | undefined>;
      const sender = (input['sender'] ?? {}) as Record<string, string | undefined>;
      const errors: string[] = [];
      if (!sender['postcode']) errors.push('The sender postcode field is required ');
      if (!receiver['postcode']) errors.push('The receiver postcode field is required ');
      else if ((receiver['country'] ?? 'MY') === 'MY' && !/^\d{5}$/.test(receiver['postcode'])) {
        errors.push('The receiver postcode is invalid');
      }
      if (typeof input['weight'] !== 'number' || !(input['weight'] > 0)) {
        errors.push('The weight field is required');
      }
      if (errors.length > 0) {
        failed += 1;
        return { status: 'error', input, errors };
      }
      return {
        status: 'success',
        input,
        quotations: quotesFor(
          receiver['postcode'] ?? '',
          receiver['subdivision_code'],
          input['weight'] as number,
        ).map(({ service, price, tax }) => ({
          courier: {
            service_id: service.serviceId,
            service_name: service.serviceName,
            courier_id: service.courierId,
            courier_name: service.courierName,
            courier_logo: null,
            delivery_duration: service.deliveryDuration,
            service_tag: [
              { name: 'Service Destinations', value: 'Domestic' },
              { name: 'Service Methods', value: service.pickup ? 'Pick Up from Door' : 'Drop-Off' },
              {
                name: 'Supported AWB',
                value: `Supported AWB size: ${service.labelSizes.join(', ')}`,
              },
            ],
            is_pickup: service.pickup,
            is_dropoff: !service.pickup,
          },
          pricing: {
            currency: 'MYR',
            total_amount: senToRinggitText(price + tax),
            shipment_price: senToRinggitText(price),
            shipment_tax: senToRinggitText(tax),
            total_features_price: '0.00',
            total_features_tax: '0.00',
          },
        })),
      };
    });
    return json(200, {
      status_code: 200,
      request_id: `${now().getTime()}.${randomBytes(8).toString('hex')}`,
      message: `${data.length - failed} request success, ${failed} request error.`,
      data,
    });
  };

  // ---- Submit orders ----

  const labelUrlOf = (baseUrl: string, shipment: SandboxShipment, format: string) =>
    `${baseUrl}/portal/v2/public/label/${shipment.shipmentNumber}/${shipment.labelId}?format=${format}`;
  const trackingUrlOf = (baseUrl: string, shipment: SandboxShipment) =>
    `${baseUrl}/tools/easytrack/details?courier=${encodeURIComponent(serviceOf(shipment).courierName)}&awb=${shipment.awbNumber}`;
  const serviceOf = (shipment: SandboxShipment) =>
    SANDBOX_SERVICES.find((service) => service.serviceId === shipment.serviceId) ??
    SANDBOX_SERVICES[0]!;
  const labelReady = (shipment: SandboxShipment) => shipment.labelReadyAt <= now().getTime();

  const refusalOf = (shipment: SubmitShipment): string[] => {
    const service = SANDBOX_SERVICES.find(
      (candidate) => candidate.serviceId === shipment.service_id,
    );
    if (!service) return ['The service id is invalid'];
    if (!/^\d{4}-\d{2}-\d{2}$/.test(shipment.collection_date)) {
      return ['The collection date does not match the format Y-m-d'];
    }
    if (shipment.collection_date < now().toISOString().slice(0, 10)) {
      return ['The collection date must be a date after or equal to today'];
    }
    const { receiver } = shipment;
    if (
      (receiver.country_code === 'MY' && !/^\d{5}$/.test(receiver.postcode)) ||
      state.faults.refusedPostcodes.includes(receiver.postcode)
    ) {
      return ['The receiver postcode is invalid'];
    }
    if (shipment.weight > service.maxWeightKg) return ['Weight exceeds service limits'];
    if (
      state.faults.noCourierPostcodes.includes(receiver.postcode) ||
      quotesFor(receiver.postcode, receiver.subdivision_code, shipment.weight).every(
        (quote) => quote.service.serviceId !== service.serviceId,
      )
    ) {
      return ['Service not available for origin/destination'];
    }
    return [];
  };

  const submitOrders = (body: unknown, baseUrl: string): SandboxResponse => {
    const shipments = (body as { shipment?: unknown } | null)?.shipment;
    if (!Array.isArray(shipments) || shipments.length === 0) {
      return validationFailed(['The shipment field is required']);
    }
    const at = now().getTime();
    const orderNumber = uniqueCode('EI', (code) =>
      state.shipments.some((s) => s.orderNumber === code),
    );
    let paidSen = 0;
    const answers = shipments.map((input: Record<string, unknown>) => {
      const missing = missingFields(input ?? {});
      const parsed = submitShipmentSchema.safeParse(input);
      const errors = missing.length > 0 || !parsed.success ? missing : refusalOf(parsed.data);
      if (errors.length > 0 || !parsed.success) {
        return {
          status: 'error',
          errors: errors.length > 0 ? errors : ['The shipment is invalid'],
        };
      }
      const request = parsed.data;
      const service = SANDBOX_SERVICES.find(
        (candidate) => candidate.serviceId === request.service_id,
      )!;
      const price = shipmentPriceOf(
        service,
        request.weight,
        isEastMalaysia(request.receiver.postcode, request.receiver.subdivision_code),
        state.faults.priceRaises[service.serviceId] ?? 0,
      )!;
      const tax = taxOf(price);
      const features =
        (request.feature?.sms_tracking ? FEATURE_PRICES_SEN.sms : 0) +
        (request.feature?.email_tracking ? FEATURE_PRICES_SEN.email : 0) +
        (request.feature?.whatsapp_tracking ? FEATURE_PRICES_SEN.whatsapp : 0);
      const total = price + tax + features;
      if (total > state.walletSen) {
        return {
          status: 'error',
          errors: ['Insufficient credit balance. Please top up your wallet.'],
        };
      }
      state.walletSen -= total;
      paidSen += total;
      state.labelSeq += 1;
      const shipment: SandboxShipment = {
        shipmentNumber: uniqueCode('ES', (code) =>
          state.shipments.some((s) => s.shipmentNumber === code),
        ),
        orderNumber,
        reference: request.reference ?? null,
        serviceId: service.serviceId,
        collectionDate: request.collection_date,
        bookedAt: at,
        labelReadyAt: at + state.faults.labelDelayMs,
        awbNumber: String(7_028_021_894_000_000 + state.labelSeq * 7919).slice(0, 16),
        labelId: state.labelSeq,
        journey: (request.reference && state.faults.journeys[request.reference]) || 'delivered',
        cancelledAt: null,
        chargedSen: total,
        shipmentSen: price,
        taxSen: tax,
        featuresSen: features,
        request,
      };
      state.shipments.push(shipment);
      const ready = labelReady(shipment);
      return {
        status: 'success',
        shipment_number: shipment.shipmentNumber,
        courier_service: null,
        courier: service.courierName,
        courier_logo: null,
        collection_date: shipment.collectionDate,
        awb_number: ready ? shipment.awbNumber : null,
        awb_url: ready ? labelUrlOf(baseUrl, shipment, service.labelSizes[0] ?? 'A4') : '',
        awb_urls_by_format: {
          A4: ready && service.labelSizes.includes('A4') ? labelUrlOf(baseUrl, shipment, 'A4') : '',
          A5: '',
          A6: ready && service.labelSizes.includes('A6') ? labelUrlOf(baseUrl, shipment, 'A6') : '',
        },
        tracking_url: ready ? trackingUrlOf(baseUrl, shipment) : null,
        weight: request.weight,
        height: request.height,
        length: request.length,
        width: request.width,
        pricing_breakdown: {
          currency_code: 'MYR',
          total_paid_amount: senToRinggitText(total),
          shipment_price: senToRinggitText(price),
          shipment_tax_amount: senToRinggitText(tax),
          total_features_price: senToRinggitText(features),
          total_features_tax_amount: '0.00',
          byoc_charges: '0.00',
          byoc_charges_tax: '0.00',
          coupon_redeemed: '0.00',
        },
        reference: shipment.reference,
      };
    });
    changed();
    const failed = answers.filter((answer) => answer.status === 'error').length;
    return json(200, {
      status_code: 200,
      message: `${answers.length - failed} requests success, ${failed} request error.`,
      data: [
        {
          order_details: {
            ...(failed < answers.length ? { order_number: orderNumber } : {}),
            account_id: state.accountId,
          },
          pricing_breakdown: {
            currency_code: 'MYR',
            total_order_amount: senToRinggitText(paidSen),
            total_paid_amount: senToRinggitText(paidSen),
            total_tax_amount: '0.00',
            coupon_redeemed: '0.00',
          },
          shipments: answers,
        },
      ],
    });
  };

  // ---- Shipments: status, details, list, tracking, cancel ----

  const statusOf = (shipment: SandboxShipment) => {
    if (shipment.cancelledAt !== null)
      return { code: SHIPMENT_STATUS.cancelled, words: 'Cancelled' };
    const steps = stepsBy(shipment.journey, shipment.bookedAt, now().getTime());
    const last = steps.at(-1);
    return {
      code: last?.statusCode ?? SHIPMENT_STATUS.scheduleInArrangement,
      words: last?.status ?? 'Schedule In Arrangement',
    };
  };

  const findShipment = (shipmentNumber: unknown) =>
    state.shipments.find((shipment) => shipment.shipmentNumber === shipmentNumber);

  const details = (body: unknown, baseUrl: string): SandboxResponse => {
    const number = (body as { shipment_number?: unknown } | null)?.shipment_number;
    if (typeof number !== 'string' || number === '') {
      return validationFailed(['The shipment number field is required']);
    }
    const shipment = findShipment(number);
    if (!shipment) {
      return json(404, {
        status_code: 404,
        message: `No Order with shipment_number ${number} found from this account`,
        data: [],
      });
    }
    const service = serviceOf(shipment);
    const status = statusOf(shipment);
    const ready = labelReady(shipment);
    const { request } = shipment;
    const partyOf = (party: SubmitShipment['sender']) => ({
      name: party.name,
      company_name: party.company ?? null,
      email: party.email ?? null,
      contact: `+60${party.phone_number}`,
      alternative_contact: null,
      subdivision_code: party.subdivision_code ?? null,
      postal_code: party.postcode,
      country: party.country_code,
      address1: party.address_1,
      address2: party.address_2 ?? null,
      city: party.city,
    });
    return json(200, {
      status_code: 200,
      message: 'success',
      data: [
        {
          shipment_number: shipment.shipmentNumber,
          order_number: shipment.orderNumber,
          shipment_details: {
            weight: request.weight,
            height: request.height,
            length: request.length,
            width: request.width,
            shipment_status_code: status.code,
            shipment_status: status.words,
            parcels_value: String(
              request.item.reduce((sum, item) => sum + item.value * item.quantity, 0),
            ),
            insurance_label: null,
            awb_number: ready ? shipment.awbNumber : null,
            awb_url: ready
              ? labelUrlOf(baseUrl, shipment, service.labelSizes.includes('A4') ? 'A4' : 'A6')
              : null,
            tracking_url: ready ? trackingUrlOf(baseUrl, shipment) : null,
            coll_date: `${shipment.collectionDate} 00:00:00`,
            reference: shipment.reference,
          },
          parcel_content: request.item.map((item) => ({ ...item, weight: item.weight.toFixed(5) })),
          courier: {
            courier_name: service.courierName,
            service_id: service.serviceId,
            courier_id: service.courierId,
            courier_logo: null,
            service_types: service.serviceName,
          },
          sender: partyOf(request.sender),
          receiver: partyOf(request.receiver),
          pricing: {
            currency_code: 'MYR',
            total_price: senToRinggitText(shipment.chargedSen),
            shipment_price: senToRinggitText(shipment.shipmentSen),
            tax_price: senToRinggitText(shipment.taxSen),
            sms_notification: null,
            email_notification: null,
            whatsapp_notification: null,
            awb_branding: null,
            insurance: null,
            ddp: null,
            byoc_charges: null,
            byoc_charges_tax: null,
          },
        },
      ],
    });
  };

  const list = (body: unknown, baseUrl: string): SandboxResponse => {
    const filter = (body ?? {}) as Record<string, unknown>;
    const limit = Math.min(250, Math.max(1, Number(filter['limit'] ?? 10) || 10));
    const newestFirst = [...state.shipments].reverse();
    const beforeIndex =
      typeof filter['before_shipment_number'] === 'string'
        ? newestFirst.findIndex(
            (shipment) => shipment.shipmentNumber === filter['before_shipment_number'],
          )
        : -1;
    const matching = newestFirst
      .slice(beforeIndex + 1)
      .filter(
        (shipment) =>
          typeof filter['date_from'] !== 'string' || shipment.collectionDate >= filter['date_from'],
      )
      .filter(
        (shipment) =>
          typeof filter['date_to'] !== 'string' || shipment.collectionDate <= filter['date_to'],
      )
      .filter(
        (shipment) =>
          filter['shipment_status_code'] === undefined ||
          String(statusOf(shipment).code) === String(filter['shipment_status_code']),
      );
    if (matching.length === 0) {
      return json(404, { status_code: 404, message: 'No shipment found', data: [] });
    }
    const page = matching.slice(0, limit);
    const hasMore = matching.length > limit;
    return json(200, {
      status_code: 200,
      message: 'success',
      data: page.map((shipment) => {
        const service = serviceOf(shipment);
        const status = statusOf(shipment);
        const ready = labelReady(shipment);
        return {
          shipment_number: shipment.shipmentNumber,
          awb_number: ready ? shipment.awbNumber : null,
          awb_url: ready ? labelUrlOf(baseUrl, shipment, 'A4') : null,
          tracking_url: ready ? trackingUrlOf(baseUrl, shipment) : null,
          shipment_status_code: status.code,
          shipment_status: status.words,
          coll_date: `${shipment.collectionDate} 00:00:00`,
          courier: {
            service_type: service.serviceName,
            courier_id: service.courierId,
            service_id: service.serviceId,
            courier_name: service.courierName,
            courier_short_name: service.courierName,
            courier_logo: null,
          },
          pricing: { currency_code: 'MYR', price: senToRinggit(shipment.chargedSen) },
        };
      }),
      pagination: {
        next_shipment_number: hasMore ? (page.at(-1)?.shipmentNumber ?? null) : null,
        has_more: hasMore,
        limit,
      },
    });
  };

  const tracking = (body: unknown): SandboxResponse => {
    const awbNumbers = (body as { awb_numbers?: unknown } | null)?.awb_numbers;
    if (!Array.isArray(awbNumbers) || awbNumbers.length === 0) {
      return validationFailed(['The awb numbers field is required']);
    }
    if (awbNumbers.length > 100)
      return validationFailed(['The awb numbers may not have more than 100 items']);
    let failed = 0;
    const results = awbNumbers.map((awb) => {
      const shipment = state.shipments.find(
        (candidate) => candidate.awbNumber === awb && labelReady(candidate),
      );
      if (!shipment) {
        failed += 1;
        return {
          status: 'not_found',
          awb_number: String(awb),
          message: 'Tracking number not found',
        };
      }
      const steps = stepsBy(shipment.journey, shipment.bookedAt, now().getTime());
      const log = steps.map((step) => ({
        event_date: epDateTime(shipment.bookedAt + step.afterMs),
        shipment_status_code: step.statusCode,
        tracking_status: step.event,
        location: step.location,
      }));
      if (shipment.cancelledAt !== null) {
        log.push({
          event_date: epDateTime(shipment.cancelledAt),
          shipment_status_code: SHIPMENT_STATUS.cancelled,
          tracking_status: 'Cancelled',
          location: null,
        });
      }
      const latest = log.at(-1)!;
      return {
        status: 'success',
        awb_number: shipment.awbNumber,
        shipment_number: shipment.shipmentNumber,
        order_number: shipment.orderNumber,
        latest_shipment_status_code: latest.shipment_status_code,
        latest_tracking_status: latest.tracking_status,
        latest_event_date: latest.event_date,
        status_log: [...log].reverse(),
      };
    });
    return json(200, {
      status_code: 200,
      request_id: `${now().getTime()}.${randomBytes(8).toString('hex')}`,
      message: `${results.length - failed} requests success, ${failed} request error.`,
      data: { results },
    });
  };

  const cancel = (body: unknown): SandboxResponse => {
    const listed = (body as { cancel_list?: unknown } | null)?.cancel_list;
    if (!Array.isArray(listed) || listed.length === 0)
      return validationFailed(['The cancel list field is required']);
    let failed = 0;
    const data = listed.map((entry: { shipment_number?: unknown; remark?: unknown }) => {
      const shipment = findShipment(entry?.shipment_number);
      const answer = (status: 'success' | 'error', message: string) => {
        if (status === 'error') failed += 1;
        return { status, message, shipment_number: String(entry?.shipment_number ?? '') };
      };
      if (!shipment) return answer('error', 'Shipment Not Found');
      if (shipment.cancelledAt !== null) return answer('error', 'Shipment Already Cancelled');
      if (statusOf(shipment).code !== SHIPMENT_STATUS.scheduleInArrangement) {
        return answer('error', 'Shipment Cannot Be Cancelled');
      }
      shipment.cancelledAt = now().getTime();
      // Refunded to the wallet, as EasyParcel does for a cancelled shipment.
      state.walletSen += shipment.chargedSen;
      return answer('success', 'Shipment Cancelled');
    });
    changed();
    return json(200, {
      status_code: 200,
      message: `${data.length - failed} requests success, ${failed} request error.`,
      data,
    });
  };

  const wallet = (): SandboxResponse =>
    json(200, {
      status_code: 200,
      message: 'Success',
      data: {
        wallet: [{ balance: senToRinggit(state.walletSen), currency: 'MYR' }],
        free_credit_wallet: [{ balance: 0, currency: 'MYR' }],
      },
    });

  const label = async (
    shipmentNumber: string,
    labelId: string,
    format: string,
  ): Promise<SandboxResponse> => {
    const shipment = findShipment(shipmentNumber);
    const service = shipment ? serviceOf(shipment) : null;
    const notFound = json(404, { status_code: 404, message: 'Label not found', data: [] });
    if (!shipment || !service || String(shipment.labelId) !== labelId || !labelReady(shipment))
      return notFound;
    if (format !== 'A4' && format !== 'A6') return notFound;
    const { request } = shipment;
    const addressOf = (party: SubmitShipment['sender']) =>
      [party.address_1, party.address_2 ?? '', `${party.postcode} ${party.city}`].filter(
        (line) => line !== '',
      );
    const pdf = await renderLabelPdf(
      {
        courierName: service.courierName,
        serviceName: service.serviceName,
        awbNumber: shipment.awbNumber,
        shipmentNumber: shipment.shipmentNumber,
        reference: shipment.reference,
        collectionDate: shipment.collectionDate,
        weightKg: request.weight,
        sender: {
          name: request.sender.name,
          address: addressOf(request.sender),
          phone: `+60${request.sender.phone_number}`,
        },
        receiver: {
          name: request.receiver.name,
          address: addressOf(request.receiver),
          phone: `+60${request.receiver.phone_number}`,
        },
      },
      format,
      new Date(shipment.labelReadyAt),
    );
    return {
      status: 200,
      contentType: 'application/pdf',
      body: pdf,
      headers: { 'content-disposition': `inline; filename="${shipment.awbNumber}-${format}.pdf"` },
    };
  };

  const API = {
    [PATHS.quotations]: quotations,
    [PATHS.details]: details,
    [PATHS.list]: list,
    [PATHS.trackingStatus]: tracking,
    [PATHS.cancel]: cancel,
  } as Record<string, (body: unknown, baseUrl: string) => SandboxResponse>;

  const handle = async (request: SandboxRequest): Promise<SandboxResponse | 'reset'> => {
    const path = request.path.replace(/\/$/, '');
    if (path === PATHS.login && request.method === 'GET') return login(request);
    if (path === PATHS.token && request.method === 'POST') return tokenEndpoint(request);
    const labelPath = /^portal\/v2\/public\/label\/([A-Z0-9-]+)\/(\d+)$/.exec(path);
    if (labelPath && request.method === 'GET') {
      return label(labelPath[1] ?? '', labelPath[2] ?? '', request.query.get('format') ?? 'A4');
    }
    if (path === PATHS.wallet && request.method === 'GET') return authorized(request) ?? wallet();
    const route = API[path];
    if (path === PATHS.submitOrders && request.method === 'POST') {
      const refused = authorized(request);
      if (refused) return refused;
      const body = parseBody(request);
      if (body === null) return validationFailed(['The request body is not JSON']);
      const answer = submitOrders(body, request.baseUrl);
      if (repliesToLose > 0) {
        repliesToLose -= 1;
        lost += 1;
        return 'reset';
      }
      return answer;
    }
    if (route && request.method === 'POST') {
      const refused = authorized(request);
      if (refused) return refused;
      const body = parseBody(request);
      if (body === null) return validationFailed(['The request body is not JSON']);
      return route(body, request.baseUrl);
    }
    return json(404, { status_code: 404, message: 'Not Found', data: null });
  };

  const fault = (change: () => void) => {
    change();
    changed();
  };

  return {
    handle,
    shipments: () => state.shipments,
    walletSen: () => state.walletSen,
    setWallet: (sen) => fault(() => (state.walletSen = sen)),
    noCourierFor: (postcode) => fault(() => state.faults.noCourierPostcodes.push(postcode)),
    refuseAddressesIn: (postcode) => fault(() => state.faults.refusedPostcodes.push(postcode)),
    raisePrice: (serviceId, bySen) =>
      fault(
        () =>
          (state.faults.priceRaises[serviceId] =
            (state.faults.priceRaises[serviceId] ?? 0) + bySen),
      ),
    delayLabels: (ms) => fault(() => (state.faults.labelDelayMs = ms)),
    setJourney: (reference, journey) => fault(() => (state.faults.journeys[reference] = journey)),
    loseReplies: (count) => {
      repliesToLose = count;
    },
    lostReplies: () => lost,
  };
};
