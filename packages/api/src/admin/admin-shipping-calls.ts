import { SHIPMENT_STATES } from '@nyiur/domain';
import { z } from '../zod';
import { entityId, inputText, requiredText, timestamp } from '../models/primitives';
import { defineAdminCall } from './define-admin-call';

/* Couriers through EasyParcel: quotes, bookings, labels, tracking, the wallet and the settings. */

const orderId = entityId('Choose an order.');
const sen = z.number().int();

/** One service EasyParcel offers for the order's parcel. */
export const shippingQuote = z.object({
  service_id: z.string(),
  service_name: z.string(),
  courier: z.string(),
  /** What EasyParcel charges, tax included. */
  price_sen: sen,
  pickup: z.boolean(),
  dropoff: z.boolean(),
  /** As EasyParcel words it ("1-2 working days"), or null. */
  estimated_delivery: z.string().nullable(),
  label_sizes: z.array(z.string()),
  /** The owner's default service (Settings). */
  is_default: z.boolean(),
});
export type ShippingQuote = z.output<typeof shippingQuote>;

/** The contract's name for the domain's list of parcel states. */
export const SHIPMENT_STATE_NAMES = SHIPMENT_STATES;

/** An order's parcel at EasyParcel, as the order page and the booking answer show it. */
export const shipmentView = z.object({
  state: z.enum(SHIPMENT_STATE_NAMES),
  service_id: z.string(),
  courier: z.string().nullable(),
  awb_number: z.string().nullable(),
  tracking_url: z.string().nullable(),
  /** What the courier charged (EasyParcel's total), beside the shipping the shopper paid. */
  charged_sen: sen.nullable(),
  quoted_sen: sen,
  collection_date: z.string(),
  errors: z.array(z.string()),
  booked_at: timestamp.nullable(),
  picked_up_at: timestamp.nullable(),
  delivered_at: timestamp.nullable(),
});
export type ShipmentView = z.output<typeof shipmentView>;

export const adminShippingQuote = defineAdminCall({
  path: '/admin/shipping/quote',
  summary: "EasyParcel's services for one order's parcel: price in sen, pick-up or drop-off, days",
  tag: 'admin shipping',
  admin: { stage: 'full', permission: 'orders.fulfil' },
  request: z.object({ order_id: orderId }),
  response: z.object({ quotes: z.array(shippingQuote) }),
});

const booking = z.object({
  order_id: orderId,
  service_id: requiredText('Choose a courier service.', 40),
  /** The quote's price the packer accepted: a higher price is not booked unasked. */
  quoted_sen: z
    .number({ error: 'Quote the order again.' })
    .int({ error: 'Quote the order again.' })
    .positive({ error: 'Quote the order again.' }),
  collection_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter the collection date as YYYY-MM-DD.' })
    .optional(),
});

export const bookingResult = z.object({
  order_id: z.number().int(),
  ref_no: z.string(),
  status: z.enum(['booked', 'already-booked', 'refused', 'price-changed', 'pending', 'problem']),
  /** Why it was not booked, in words for the order page; empty when booked. */
  message: z.string(),
  shipment: shipmentView.nullable(),
});
export type BookingResult = z.output<typeof bookingResult>;

export const adminShippingBook = defineAdminCall({
  path: '/admin/shipping/book',
  summary:
    'Book one order with EasyParcel (paid from the wallet); a refused address or weight is a 422',
  tag: 'admin shipping',
  admin: { stage: 'full', permission: 'orders.fulfil' },
  request: booking,
  response: bookingResult,
});

export const adminShippingBookMany = defineAdminCall({
  path: '/admin/shipping/book-many',
  summary: "Book many orders at once: each order's own result, none half-booked",
  tag: 'admin shipping',
  admin: { stage: 'full', permission: 'orders.fulfil' },
  request: z.object({
    bookings: z
      .array(booking)
      .min(1, { error: 'Choose at least one order.' })
      .max(50, { error: 'Book at most 50 orders at once.' }),
  }),
  response: z.object({ results: z.array(bookingResult) }),
});

export const adminShippingLabel = defineAdminCall({
  path: '/admin/shipping/label',
  summary:
    "The PDF of the orders' labels, each with its packing slip: its address, and the orders not ready yet",
  tag: 'admin shipping',
  admin: { stage: 'full', permission: 'orders.fulfil' },
  request: z.object({
    order_ids: z
      .array(orderId)
      .min(1, { error: 'Choose at least one order.' })
      .max(50, { error: 'Print at most 50 labels at once.' }),
  }),
  response: z.object({
    /** GET it with the back-office session: label and packing slip of each order, in one PDF. */
    pdf_url: z.string(),
    /** Booked orders whose courier has not given the airway bill yet. */
    not_ready: z.array(z.number().int()),
  }),
});

export const trackingEvent = z.object({
  at: timestamp,
  stage: z.string(),
  description: z.string(),
  location: z.string().nullable(),
});

export const adminShippingTrack = defineAdminCall({
  path: '/admin/shipping/track',
  summary: "An order's parcel and its tracking events, asked of EasyParcel now",
  tag: 'admin shipping',
  admin: { stage: 'full', permission: 'orders.read' },
  request: z.object({ order_id: orderId }),
  response: z.object({ shipment: shipmentView.nullable(), events: z.array(trackingEvent) }),
});

export const adminShippingWallet = defineAdminCall({
  path: '/admin/shipping/wallet',
  summary:
    "EasyParcel's wallet balance (sen, owners only) with the low-credit flag packers see too",
  tag: 'admin shipping',
  admin: { stage: 'full', permission: 'orders.fulfil' },
  request: z.object({}),
  response: z.object({
    /** Null when the account is not connected, EasyParcel did not answer, or for a packer. */
    balance_sen: sen.nullable(),
    free_credit_sen: sen.nullable(),
    /** Below this the dashboard warns. */
    low_below_sen: sen,
    low: z.boolean(),
    problem: z.string().nullable(),
  }),
});

const text = (max: number) => inputText(max, 'This field is too long.', 'Enter text here.');
const environment = z.enum(['off', 'sandbox', 'live'], {
  error: 'Choose off, sandbox or live.',
});

export const shippingSender = z.object({
  name: requiredText('Enter the sender’s name.', 100),
  company: text(100).default(''),
  phone: requiredText('Enter the sender’s phone number.', 20),
  email: text(320).default(''),
  address1: requiredText('Enter the pick-up address.', 150),
  address2: text(150).default(''),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: 'Enter a five-digit postcode.' }),
  city: requiredText('Enter the city.', 60),
  /** ISO 3166-2, e.g. MY-10 for Selangor. */
  subdivision_code: z
    .string()
    .trim()
    .regex(/^MY-\d{2}$/, { error: 'Choose the state.' }),
});

export const shippingSettingsView = z.object({
  environment,
  /** EASYPARCEL_ENV: what the shop uses until the owner chooses. */
  default_environment: environment,
  environment_chosen: z.boolean(),
  /** False on a live shop without ALLOW_SANDBOX_IN_PRODUCTION: Sandbox is not offered. */
  sandbox_allowed: z.boolean(),
  client_id: z.string(),
  /** The secret is never sent back: only whether one is stored. */
  client_secret_set: z.boolean(),
  connected: z.boolean(),
  default_service_id: z.string(),
  sender: shippingSender.nullable(),
  /** Why nothing can be booked yet, or null. */
  problem: z.string().nullable(),
});

export const adminShippingSettingsGet = defineAdminCall({
  path: '/admin/shipping/settings/get',
  summary: 'The EasyParcel connection (the secret only as set or not), default service, pick-up',
  tag: 'admin shipping',
  admin: { stage: 'full', permission: 'settings.manage' },
  request: z.object({}),
  response: shippingSettingsView,
});

export const adminShippingSettingsSave = defineAdminCall({
  path: '/admin/shipping/settings/save',
  summary: 'Save the default courier service and the pick-up address',
  tag: 'admin shipping',
  admin: { stage: 'full', permission: 'settings.manage' },
  request: z.object({
    default_service_id: text(40).default(''),
    sender: shippingSender,
  }),
  response: shippingSettingsView,
});

export const adminShippingCredentialsSave = defineAdminCall({
  path: '/admin/shipping/credentials/save',
  summary:
    "Save the EasyParcel app's client ID and secret (empty keeps it) and the live/sandbox switch",
  tag: 'admin shipping',
  admin: { stage: 'full', permission: 'settings.manage', reauth: true },
  request: z.object({
    client_id: text(100),
    client_secret: text(200).default(''),
    /** Null: EASYPARCEL_ENV decides. */
    environment: environment.nullable(),
  }),
  response: shippingSettingsView,
});

export const adminShippingConnect = defineAdminCall({
  path: '/admin/shipping/connect',
  summary: "Where the owner signs in to EasyParcel to connect the shop's account (OAuth 2.0)",
  tag: 'admin shipping',
  admin: { stage: 'full', permission: 'settings.manage', reauth: true },
  request: z.object({}),
  response: z.object({ url: z.string() }),
});
