import { randomBytes } from 'node:crypto';
import { jsonAnswer } from '@nyiur/sandbox-http';
import type { ApiRequest } from '@nyiur/sandbox-http';
import { SHIPMENT_STATUS } from '../stages';
import { stepsBy } from './journeys';
import type { SandboxShipment, SandboxState } from './sandbox-state';
import { SANDBOX_SERVICES, isEastMalaysia, shipmentPriceOf, taxOf } from './services';

// What every endpoint of the sandbox shares: its state and clock, EasyParcel's answer frames,
// and how a shipment looks at this moment.

export interface SandboxApp {
  secret: string;
  /** Where `oauth/login` may send the code; any URI when left out. */
  redirectUris?: readonly string[];
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

export interface SandboxContext {
  state: SandboxState;
  now: () => Date;
  /** Saves the state after a change. */
  changed: () => void;
  /** OAuth applications by client ID. */
  apps: Record<string, SandboxApp>;
}

export const json = jsonAnswer;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const token = () => randomBytes(32).toString('base64url');

export const requestId = (now: Date) => `${now.getTime()}.${randomBytes(8).toString('hex')}`;

const yymm = (date: Date) =>
  `${String(date.getUTCFullYear()).slice(2)}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/** "2026-11-28 09:15:00": EasyParcel's date-time, in UTC. */
export const epDateTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

export const parseBody = (request: SandboxRequest): unknown => {
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

export const validationFailed = (errors: string[]) =>
  json(400, { status_code: 400, message: 'Validation failed', data: { errors } });

export const labelUrlOf = (baseUrl: string, shipment: SandboxShipment, format: string) =>
  `${baseUrl}/portal/v2/public/label/${shipment.shipmentNumber}/${shipment.labelId}?format=${format}`;

export const serviceOf = (shipment: SandboxShipment) =>
  SANDBOX_SERVICES.find((service) => service.serviceId === shipment.serviceId) ??
  SANDBOX_SERVICES[0]!;

export const trackingUrlOf = (baseUrl: string, shipment: SandboxShipment) =>
  `${baseUrl}/tools/easytrack/details?courier=${encodeURIComponent(serviceOf(shipment).courierName)}&awb=${shipment.awbNumber}`;

/** The helpers that read the state at the sandbox's own time. */
export const createSandboxKit = ({ state, now }: SandboxContext) => {
  const uniqueCode = (prefix: 'ES' | 'EI', taken: (code: string) => boolean): string => {
    for (;;) {
      const bytes = randomBytes(5);
      const tail = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
      const code = `${prefix}-${yymm(now())}-${tail}`;
      if (!taken(code)) return code;
    }
  };

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

  const labelReady = (shipment: SandboxShipment) => shipment.labelReadyAt <= now().getTime();

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

  return { uniqueCode, quotesFor, labelReady, statusOf, findShipment };
};

export type SandboxKit = ReturnType<typeof createSandboxKit>;
