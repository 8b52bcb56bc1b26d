import { z } from 'zod';

/** Ringgit as EasyParcel writes a price: a decimal string ("10.84") or a JSON number. */
const amount = z.union([z.string(), z.number()]);

// ---- OAuth 2.0 (oauth/token) ----

export const tokenResponseSchema = z.object({
  token_type: z.string(),
  expires_in: z.number(),
  expires_at: z.string().optional(),
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  refresh_token_expires_in: z.number(),
  refresh_token_expires_at: z.string().optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

// ---- Shipment quotations ----

const quotePlace = z.object({
  postcode: z.string().max(10),
  subdivision_code: z.string().max(35),
  country: z.string().length(2),
});

export const quotationRequestSchema = z.object({
  shipment: z
    .array(
      z.object({
        sender: quotePlace,
        receiver: quotePlace,
        weight: z.number().positive(),
        width: z.number().positive().optional(),
        length: z.number().positive().optional(),
        height: z.number().positive().optional(),
        parcel_value: z.number().nonnegative().optional(),
      }),
    )
    .min(1),
});
export type QuotationRequest = z.infer<typeof quotationRequestSchema>;

export const quotationSchema = z.object({
  courier: z.object({
    service_id: z.string(),
    service_name: z.string(),
    courier_id: z.string(),
    courier_name: z.string(),
    courier_logo: z.string().nullish(),
    delivery_duration: z.string().nullable(),
    service_tag: z.array(z.object({ name: z.string(), value: z.string() })).default([]),
    is_pickup: z.boolean(),
    is_dropoff: z.boolean(),
  }),
  pricing: z.object({
    currency: z.string(),
    total_amount: amount,
    shipment_price: amount,
    shipment_tax: amount,
    total_features_price: amount.optional(),
    total_features_tax: amount.optional(),
  }),
});

export const quotationResponseSchema = z.object({
  status_code: z.number(),
  message: z.string(),
  data: z.array(
    z.union([
      z.object({ status: z.literal('success'), quotations: z.array(quotationSchema) }),
      z.object({ status: z.literal('error'), errors: z.array(z.string()) }),
    ]),
  ),
});

// ---- Submit orders ----

const party = z.object({
  name: z.string(),
  company: z.string().optional(),
  phone_number_country_code: z.string(),
  phone_number: z.string(),
  email: z.string().optional(),
  address_1: z.string(),
  address_2: z.string().optional(),
  postcode: z.string(),
  city: z.string(),
  subdivision_code: z.string().optional(),
  country_code: z.string(),
});

const item = z.object({
  content: z.string(),
  weight: z.number(),
  height: z.number(),
  length: z.number(),
  width: z.number(),
  currency_code: z.string(),
  value: z.number(),
  quantity: z.number().int(),
});

/** Only `shipment` is a schema here: each shipment's fields are checked by the sandbox one by one, as EasyParcel does. */
export const submitShipmentSchema = z.object({
  reference: z.string().optional(),
  service_id: z.string(),
  collection_date: z.string(),
  weight: z.number(),
  height: z.number(),
  length: z.number(),
  width: z.number(),
  item: z.array(item),
  sender: party,
  receiver: party,
  feature: z
    .object({
      sms_tracking: z.boolean().optional(),
      email_tracking: z.boolean().optional(),
      whatsapp_tracking: z.boolean().optional(),
    })
    .optional(),
});
export type SubmitShipment = z.infer<typeof submitShipmentSchema>;

const awbFormats = z.object({ A4: z.string(), A5: z.string(), A6: z.string() });

export const submittedShipmentSchema = z.union([
  z.object({
    status: z.literal('success'),
    shipment_number: z.string(),
    courier: z.string(),
    awb_number: z.string().nullable(),
    awb_url: z.string().nullable(),
    awb_urls_by_format: awbFormats.optional(),
    tracking_url: z.string().nullable(),
    pricing_breakdown: z.object({
      total_paid_amount: amount,
      shipment_price: amount,
      shipment_tax_amount: amount,
      total_features_price: amount,
      total_features_tax_amount: amount,
    }),
    reference: z.string().nullish(),
  }),
  z.object({ status: z.literal('error'), errors: z.array(z.string()) }),
]);

export const submitOrdersResponseSchema = z.object({
  status_code: z.number(),
  message: z.string(),
  data: z.array(
    z.object({
      order_details: z.object({
        order_number: z.string().optional(),
        account_id: z.union([z.string(), z.number()]),
      }),
      shipments: z.array(submittedShipmentSchema),
    }),
  ),
});

// ---- Shipment details and listing ----

export const shipmentDetailsResponseSchema = z.object({
  status_code: z.number(),
  message: z.string(),
  data: z.array(
    z.object({
      shipment_number: z.string(),
      order_number: z.string(),
      shipment_details: z.object({
        shipment_status_code: z.number(),
        shipment_status: z.string(),
        awb_number: z.string().nullable(),
        awb_url: z.string().nullable(),
        tracking_url: z.string().nullable(),
        coll_date: z.string(),
        reference: z.string().nullable(),
      }),
      courier: z.object({
        courier_name: z.string(),
        service_id: z.string(),
        courier_id: z.string(),
        service_types: z.string(),
      }),
      pricing: z.object({ currency_code: z.string(), total_price: amount }),
    }),
  ),
});

export const shipmentListResponseSchema = z.object({
  status_code: z.number(),
  message: z.string(),
  data: z.array(
    z.object({
      shipment_number: z.string(),
      awb_number: z.string().nullable(),
      shipment_status_code: z.number(),
      shipment_status: z.string(),
      coll_date: z.string(),
    }),
  ),
  pagination: z
    .object({ next_shipment_number: z.string().nullable(), has_more: z.boolean() })
    .optional(),
});

// ---- Tracking status ----

export const trackingResponseSchema = z.object({
  status_code: z.number(),
  message: z.string(),
  data: z.object({
    results: z.array(
      z.union([
        z.object({
          status: z.literal('success'),
          awb_number: z.string(),
          shipment_number: z.string(),
          order_number: z.string(),
          latest_shipment_status_code: z.number(),
          latest_tracking_status: z.string(),
          latest_event_date: z.string(),
          status_log: z.array(
            z.object({
              event_date: z.string(),
              shipment_status_code: z.number(),
              tracking_status: z.string(),
              location: z.string().nullable(),
            }),
          ),
        }),
        z.object({ status: z.literal('not_found'), awb_number: z.string(), message: z.string() }),
      ]),
    ),
  }),
});

// ---- Cancel ----

export const cancelResponseSchema = z.object({
  status_code: z.number(),
  message: z.string(),
  data: z.array(
    z.object({
      status: z.enum(['success', 'error']),
      message: z.string(),
      shipment_number: z.string(),
    }),
  ),
});

// ---- Wallet ----

export const walletResponseSchema = z.object({
  status_code: z.number(),
  message: z.string(),
  data: z.object({
    wallet: z.array(z.object({ balance: z.number(), currency: z.string() })),
    free_credit_wallet: z.array(z.object({ balance: z.number(), currency: z.string() })),
  }),
});

// ---- Errors ----

/**
 * `{ status_code, message, data: { errors } }` for a bad request, `{ error: { name } }` for a bad
 * token, OAuth's `{ error, error_description }` from oauth/token.
 */
export const errorResponseSchema = z.object({
  status_code: z.number().optional(),
  message: z.string().optional(),
  data: z
    .union([z.object({ errors: z.array(z.string()) }), z.array(z.unknown()), z.null()])
    .optional(),
  error: z.union([z.string(), z.object({ name: z.string() })]).optional(),
  error_description: z.string().optional(),
});
