/** The package's own shapes: sen, grams and centimetres; the wire's ringgit and kilograms stay inside. */

export interface Place {
  postcode: string;
  /** ISO 3166-2, e.g. "MY-10" (see `subdivisionCodeOf`). */
  subdivisionCode: string;
  /** ISO 3166-1 alpha-2; "MY" when left out. */
  country?: string;
}

export interface ParcelSize {
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface QuoteRequest {
  from: Place;
  to: Place;
  parcel: ParcelSize;
  valueSen?: number;
}

export interface Quote {
  serviceId: string;
  serviceName: string;
  courierId: string;
  courierName: string;
  courierLogo: string | null;
  /** As EasyParcel words it ("1-2 working days"), or null when it gives none. */
  deliveryDuration: string | null;
  pickup: boolean;
  dropoff: boolean;
  /** From the "Supported AWB" service tag, e.g. ["A6"]; empty when the tag is missing. */
  labelSizes: string[];
  totalSen: number;
  shipmentSen: number;
  taxSen: number;
}

/** One quote request's answer: EasyParcel answers each of a batch on its own. */
export type QuoteResult = { ok: true; quotes: Quote[] } | { ok: false; errors: string[] };

export interface Party {
  name: string;
  company?: string;
  /** As the shop keeps it ("+60 12-345 6789", "012-345 6789"): sent as EasyParcel's digits. */
  phone: string;
  email?: string;
  address1: string;
  address2?: string;
  postcode: string;
  city: string;
  subdivisionCode: string;
  country?: string;
}

export interface ParcelItem {
  content: string;
  quantity: number;
  /** One unit's value. */
  valueSen: number;
  weightGrams: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface ShipmentOrder {
  /** The shop's own key for this parcel (the order number): how a lost booking is found again. */
  reference: string;
  serviceId: string;
  /** YYYY-MM-DD. */
  collectionDate: string;
  parcel: ParcelSize;
  items: ParcelItem[];
  sender: Party;
  receiver: Party;
  tracking?: { sms?: boolean; email?: boolean; whatsapp?: boolean };
}

export type LabelFormat = 'A4' | 'A5' | 'A6';

export interface Booking {
  status: 'booked';
  reference: string;
  shipmentNumber: string;
  orderNumber: string | null;
  courier: string;
  /** Null until the courier has given the airway bill (see `label`). */
  awbNumber: string | null;
  /** Each format the courier gives, or empty while the label is not ready. */
  labelUrls: Partial<Record<LabelFormat, string>>;
  trackingUrl: string | null;
  /** What the wallet paid for this shipment, features and tax included. */
  chargedSen: number;
}

/**
 * Why EasyParcel refused one shipment of a batch, read from its message: `credit` (the wallet
 * is short), `no-service` (the service does not serve the route), `address` (the courier
 * refuses the receiver's address), `weight` (over the service's limit), `invalid` (a field).
 */
export type RefusalReason = 'credit' | 'no-service' | 'address' | 'weight' | 'invalid';

export interface Refusal {
  status: 'refused';
  reference: string;
  reason: RefusalReason;
  errors: string[];
}

export interface Submission {
  orderNumber: string | null;
  /** In the order of the shipments sent. */
  results: (Booking | Refusal)[];
}

/**
 * A shipment's stage, from EasyParcel's status code and, for the stages one code covers (4 is
 * in transit and out for delivery, 8 on hold and a failed delivery), its words.
 */
export type ShipmentStage =
  | 'cancelled'
  | 'arranging'
  | 'to-collect'
  | 'dropped-off'
  | 'picked-up'
  | 'in-transit'
  | 'out-for-delivery'
  | 'delivered'
  | 'failed-delivery'
  | 'on-hold'
  | 'returned';

export interface ShipmentDetails {
  shipmentNumber: string;
  orderNumber: string;
  reference: string | null;
  statusCode: number;
  status: string;
  stage: ShipmentStage;
  awbNumber: string | null;
  labelUrl: string | null;
  trackingUrl: string | null;
  serviceId: string;
  courierName: string;
  collectionDate: string;
  totalSen: number;
}

export interface ListedShipment {
  shipmentNumber: string;
  awbNumber: string | null;
  statusCode: number;
  status: string;
  collectionDate: string;
}

export interface TrackingEvent {
  /** ISO 8601, UTC (EasyParcel writes "YYYY-MM-DD HH:MM:SS" in UTC). */
  at: string;
  statusCode: number;
  stage: ShipmentStage;
  description: string;
  location: string | null;
}

export type Tracking =
  | {
      found: true;
      awbNumber: string;
      shipmentNumber: string;
      statusCode: number;
      stage: ShipmentStage;
      status: string;
      events: TrackingEvent[];
    }
  | { found: false; awbNumber: string; message: string };

export interface Wallet {
  balanceSen: number;
  freeCreditSen: number;
}

export interface TokenSet {
  accessToken: string;
  /** Epoch milliseconds. */
  accessExpiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
}
