import { z } from '../zod';
import { defineShopCall } from './define-shop-call';
import { entityId, inputText, optionalText } from '../models/primitives';

/**
 * Which order: a member's by its id or uuid (the order history's), a guest's by the token of the
 * order result link.
 */
const orderKey = {
  order_id: entityId('Please choose an order.').optional(),
  order_uuid: z.uuid({ error: 'Please choose an order.' }).optional(),
  token: inputText(200).optional(),
};

const field = (max: number) => inputText(max, 'This field is too long.').default('');

/**
 * A buyer's details for an e-invoice of their own. The server checks them as MyInvois does and
 * answers 422 with a message under each field it would refuse.
 */
export const eInvoiceRequestBody = z.object({
  ...orderKey,
  name: field(300),
  tin: field(14),
  id_type: z.enum(['NRIC', 'PASSPORT', 'BRN', 'ARMY'], { error: 'Choose the ID type.' }),
  id_number: field(30),
  sst_number: optionalText(35),
  email: field(320),
  phone: field(20),
  address_line1: field(150),
  address_line2: optionalText(150),
  city: field(50),
  postcode: field(10),
  state_code: field(2),
});

/** The states of Malaysia as MyInvois codes them, for the address of an e-invoice. */
export const E_INVOICE_STATE_OPTIONS = [
  { value: '01', label: 'Johor' },
  { value: '02', label: 'Kedah' },
  { value: '03', label: 'Kelantan' },
  { value: '04', label: 'Melaka' },
  { value: '05', label: 'Negeri Sembilan' },
  { value: '06', label: 'Pahang' },
  { value: '07', label: 'Pulau Pinang' },
  { value: '08', label: 'Perak' },
  { value: '09', label: 'Perlis' },
  { value: '10', label: 'Selangor' },
  { value: '11', label: 'Terengganu' },
  { value: '12', label: 'Sabah' },
  { value: '13', label: 'Sarawak' },
  { value: '14', label: 'Kuala Lumpur' },
  { value: '15', label: 'Labuan' },
  { value: '16', label: 'Putrajaya' },
] as const;

export const eInvoiceStatus = z.object({
  /** Whether the buyer may still ask (the month of purchase and the 7 days after). */
  can_request: z.boolean(),
  /** Until when they may ask, ISO time. */
  request_until: z.string().nullable(),
  /** Why they may not, when they may not. */
  unavailable_reason: z.string().nullable(),
  e_invoice: z
    .object({
      code: z.string(),
      state: z.enum(['pending', 'submitted', 'valid', 'invalid', 'cancelled']),
      validation_url: z.string().nullable(),
      print_url: z.string().nullable(),
      reasons: z.array(z.string()),
    })
    .nullable(),
});
export type EInvoiceStatus = z.output<typeof eInvoiceStatus>;
export type EInvoiceRequestInput = z.input<typeof eInvoiceRequestBody>;

export const eInvoiceRequest = defineShopCall({
  path: '/e-invoices/request',
  summary: 'Ask for an e-invoice of your own for a paid order',
  tag: 'e-invoices',
  access: 'optional',
  request: eInvoiceRequestBody,
  response: eInvoiceStatus,
});

export const eInvoiceGet = defineShopCall({
  path: '/e-invoices/get',
  summary: "An order's e-invoice: whether it can be asked for, its state and links",
  tag: 'e-invoices',
  access: 'optional',
  request: z.object(orderKey),
  response: eInvoiceStatus,
});
