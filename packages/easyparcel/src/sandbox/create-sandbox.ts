import { PATHS } from '../wire/paths';
import type { Journey } from './journeys';
import { createOAuthEndpoints } from './oauth-endpoints';
import { createParcelEndpoints } from './parcel-endpoints';
import { createQuoteEndpoint } from './quote-endpoint';
import { createSandboxKit, json, parseBody, validationFailed } from './sandbox-kit';
import type { SandboxApp, SandboxContext, SandboxRequest, SandboxResponse } from './sandbox-kit';
import { createState } from './sandbox-state';
import type { SandboxShipment, SandboxState } from './sandbox-state';
import { createShipmentEndpoints } from './shipment-endpoints';
import { createSubmitEndpoint } from './submit-endpoint';

export type { SandboxApp, SandboxRequest, SandboxResponse };

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
  /** Every parcel lives `ms` further on: its label and tracking steps come as if time had passed. */
  passTime(ms: number): void;
}

/** The sandbox's own control (not EasyParcel's): `POST` `{ hours }` moves every parcel on. */
export const PASS_TIME_PATH = 'sandbox/pass-time';
/** At most a month at once: enough for any journey, returned parcels included. */
const MAX_PASS_HOURS = 24 * 31;

export const createSandbox = (options: SandboxOptions): Sandbox => {
  const state = options.state ?? createState(options.walletSen ?? 50_000);
  const context: SandboxContext = {
    state,
    now: options.now ?? (() => new Date()),
    changed: () => options.onChange?.(state),
    apps: options.apps,
  };
  const { changed } = context;
  const kit = createSandboxKit(context);
  const { login, tokenEndpoint, authorized } = createOAuthEndpoints(context);
  const submitOrders = createSubmitEndpoint(context, kit);
  const { details, list } = createShipmentEndpoints(context, kit);
  const { tracking, cancel, wallet, label } = createParcelEndpoints(context, kit);
  let repliesToLose = 0;
  let lost = 0;

  const API = {
    [PATHS.quotations]: createQuoteEndpoint(context, kit),
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
    if (path === PASS_TIME_PATH && request.method === 'POST') {
      const hours = Number((parseBody(request) as { hours?: unknown } | null)?.hours);
      if (!Number.isFinite(hours) || hours <= 0 || hours > MAX_PASS_HOURS) {
        return validationFailed([`The hours field must be a number from 1 to ${MAX_PASS_HOURS}`]);
      }
      passTime(hours * 60 * 60 * 1000);
      return json(200, { status_code: 200, message: `${hours} hours passed`, data: { hours } });
    }
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

  // Moving each parcel's booking back is the clock moving on for it alone: the shop's own
  // clock (token expiry, collection dates) is left as it is.
  const passTime = (ms: number) => {
    for (const shipment of state.shipments) {
      shipment.bookedAt -= ms;
      shipment.labelReadyAt -= ms;
    }
    changed();
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
    passTime,
  };
};
