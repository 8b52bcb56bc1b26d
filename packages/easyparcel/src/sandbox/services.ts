/**
 * The sandbox's couriers. The Aramex, City-Link and DHL eCommerce service and courier IDs are
 * those of EasyParcel's own examples; the Pos Laju and J&T IDs, the prices and the limits are
 * the sandbox's (EasyParcel publishes no rate card).
 */
export interface SandboxService {
  serviceId: string;
  serviceName: string;
  courierId: string;
  courierName: string;
  pickup: boolean;
  /** First kilogram, then each kilogram or part of one after it. */
  firstKgSen: number;
  extraKgSen: number;
  /** Added for Sabah, Sarawak and Labuan; null when the service does not go there. */
  eastMalaysiaSen: number | null;
  maxWeightKg: number;
  deliveryDuration: string;
  labelSizes: readonly ('A4' | 'A6')[];
}

export const SANDBOX_SERVICES: readonly SandboxService[] = [
  {
    serviceId: 'EP-CS0PL',
    serviceName: 'Pos Laju (Drop-Off)',
    courierId: 'EP-CR0PL',
    courierName: 'Pos Laju',
    pickup: false,
    firstKgSen: 650,
    extraKgSen: 200,
    eastMalaysiaSen: 500,
    maxWeightKg: 30,
    deliveryDuration: '1-3 working days',
    labelSizes: ['A6', 'A4'],
  },
  {
    serviceId: 'EP-CS0JT',
    serviceName: 'J&T Express (Pick Up)',
    courierId: 'EP-CR0JT',
    courierName: 'J&T Express',
    pickup: true,
    firstKgSen: 720,
    extraKgSen: 180,
    eastMalaysiaSen: 600,
    maxWeightKg: 50,
    deliveryDuration: '1-3 working days',
    labelSizes: ['A6', 'A4'],
  },
  {
    serviceId: 'EP-CS096',
    serviceName: 'Aramex (Pick Up)',
    courierId: 'EP-CR0AP',
    courierName: 'Aramex',
    pickup: true,
    firstKgSen: 980,
    extraKgSen: 250,
    eastMalaysiaSen: 700,
    maxWeightKg: 30,
    deliveryDuration: '2-4 working days',
    labelSizes: ['A6'],
  },
  {
    serviceId: 'EP-CS0D9',
    serviceName: 'City-Link Express (Drop-Off)',
    courierId: 'EP-CR0D9',
    courierName: 'City-Link Express',
    pickup: false,
    firstKgSen: 565,
    extraKgSen: 200,
    eastMalaysiaSen: 650,
    maxWeightKg: 30,
    deliveryDuration: '1-2 working days',
    labelSizes: ['A4'],
  },
  {
    serviceId: 'EP-CS09C',
    serviceName: 'DHL eCommerce (Pick Up)',
    courierId: 'EP-CR09C',
    courierName: 'DHL eCommerce',
    pickup: true,
    firstKgSen: 800,
    extraKgSen: 220,
    eastMalaysiaSen: null,
    maxWeightKg: 30,
    deliveryDuration: '1-2 working days',
    labelSizes: ['A6', 'A4'],
  },
];

/** Tracking add-ons, as priced in EasyParcel's quotation example. */
export const FEATURE_PRICES_SEN = { sms: 20, email: 5, whatsapp: 20 } as const;

/** SST on the shipment price (EasyParcel's example: 9.80 → 0.59). */
export const taxOf = (sen: number): number => Math.round((sen * 6) / 100);

const EAST_SUBDIVISIONS = new Set(['MY-12', 'MY-13', 'MY-15']);

export const isEastMalaysia = (postcode: string, subdivisionCode: string | undefined): boolean => {
  if (subdivisionCode && EAST_SUBDIVISIONS.has(subdivisionCode)) return true;
  const prefix = Number(postcode.slice(0, 2));
  return (prefix >= 87 && prefix <= 91) || (prefix >= 93 && prefix <= 98);
};

/** The shipment price in sen, or null when the service cannot carry it there. */
export const shipmentPriceOf = (
  service: SandboxService,
  weightKg: number,
  east: boolean,
  raiseSen: number,
): number | null => {
  if (weightKg > service.maxWeightKg) return null;
  if (east && service.eastMalaysiaSen === null) return null;
  const extraKg = Math.max(0, Math.ceil(weightKg) - 1);
  return (
    service.firstKgSen +
    extraKg * service.extraKgSen +
    (east ? (service.eastMalaysiaSen ?? 0) : 0) +
    raiseSen
  );
};
