import type { SubmitShipment } from '../wire/schemas';
import type { Journey } from './journeys';

export interface SandboxShipment {
  shipmentNumber: string;
  orderNumber: string;
  reference: string | null;
  serviceId: string;
  collectionDate: string;
  /** Epoch ms. */
  bookedAt: number;
  /** When the courier gives the airway bill: the label and AWB show from then on. */
  labelReadyAt: number;
  awbNumber: string;
  labelId: number;
  journey: Journey;
  cancelledAt: number | null;
  chargedSen: number;
  shipmentSen: number;
  taxSen: number;
  featuresSen: number;
  request: SubmitShipment;
}

/** What EasyParcel would keep: the account, its wallet, tokens, shipments and the faults set. */
export interface SandboxState {
  version: 1;
  accountId: number;
  walletSen: number;
  labelSeq: number;
  shipments: SandboxShipment[];
  codes: Record<string, { clientId: string; redirectUri: string; expiresAt: number }>;
  accessTokens: Record<string, { clientId: string; expiresAt: number }>;
  refreshTokens: Record<string, { clientId: string; expiresAt: number }>;
  faults: {
    noCourierPostcodes: string[];
    refusedPostcodes: string[];
    /** Sen added to a service's shipment price since it was quoted. */
    priceRaises: Record<string, number>;
    labelDelayMs: number;
    journeys: Record<string, Journey>;
  };
}

export const createState = (walletSen: number): SandboxState => ({
  version: 1,
  accountId: 8583757,
  walletSen,
  labelSeq: 3972206,
  shipments: [],
  codes: {},
  accessTokens: {},
  refreshTokens: {},
  faults: {
    noCourierPostcodes: [],
    refusedPostcodes: [],
    priceRaises: {},
    labelDelayMs: 0,
    journeys: {},
  },
});

export const stateToJson = (state: SandboxState): string => JSON.stringify(state);

export const stateFromJson = (json: string): SandboxState => {
  const parsed = JSON.parse(json) as SandboxState;
  if (parsed.version !== 1) throw new Error('EasyParcel sandbox state: unknown version');
  return parsed;
};
