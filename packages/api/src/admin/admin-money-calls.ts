import { ORDER_STATUSES } from '@nyiur/domain';
import { z } from '../zod';
import { amountString, entityId, timestamp } from '../models/primitives';
import { defineAdminCall } from './define-admin-call';

/* Money: the gateway's transactions beside the orders, and the owner's dashboard. */

/** What the gateway last said about an order's payment. */
export const GATEWAY_STATUSES = ['paid', 'failed', 'no_answer'] as const;
export type GatewayStatus = (typeof GATEWAY_STATUSES)[number];

/**
 * Where the gateway and the order disagree: paid at the gateway but not on the order, paid on
 * the order without a successful gateway message, or a different amount.
 */
export const PAYMENT_MISMATCHES = ['order_not_paid', 'gateway_not_paid', 'amount_differs'] as const;
export type PaymentMismatch = (typeof PAYMENT_MISMATCHES)[number];

export const adminPayment = z.object({
  order_id: z.number().int(),
  ref_no: z.string(),
  created_at: timestamp,
  trans_id: z.string().nullable(),
  /** The payment method as a seller knows it ("FPX · Maybank2U"), when the gateway said. */
  method: z.string().nullable(),
  /** The amount the gateway reported; null when it reported none. */
  gateway_amount: amountString.nullable(),
  gateway_status: z.enum(GATEWAY_STATUSES),
  /** When the gateway's last message about this order arrived. */
  gateway_at: timestamp.nullable(),
  order_total: amountString,
  order_status: z.enum(ORDER_STATUSES),
  order_paid: z.boolean(),
  mismatch: z.enum(PAYMENT_MISMATCHES).nullable(),
});
export type AdminPayment = z.output<typeof adminPayment>;

export const adminPaymentList = defineAdminCall({
  path: '/admin/payments/list',
  summary: 'Orders that reached the payment gateway, newest first, with mismatches flagged',
  tag: 'admin money',
  admin: { stage: 'full', permission: 'payments.read' },
  request: z.object({
    mismatches_only: z.boolean().optional(),
    before_id: z.number().int().positive().optional(),
  }),
  response: z.object({
    payments: z.array(adminPayment),
    next_before_id: z.number().int().nullable(),
  }),
});

export const adminPaymentRequery = defineAdminCall({
  path: '/admin/payments/requery',
  summary: "Ask the gateway about one order's payment now and apply the answer",
  tag: 'admin money',
  admin: { stage: 'full', permission: 'payments.requery' },
  request: z.object({ order_id: entityId('Choose an order.') }),
  response: z.object({
    /** The gateway's answer as received ("00", "Payment fail", ...). */
    answer: z.string(),
    /** What it did: paid the order, nothing to change, or the answer could not be used. */
    result: z.enum(['paid', 'failed', 'no_change', 'not_usable']),
    payment: adminPayment,
  }),
});

export const DASHBOARD_PERIODS = ['today', '7_days', '30_days'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

const share = z.object({
  /** How many were counted, and how many of them qualify. */
  total: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
});

export const adminDashboard = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  from: timestamp,
  to: timestamp,
  /** Paid in the period, less what was refunded on those orders. */
  revenue: amountString,
  /** Revenue with the vouchers' discounts added back, and the discounts (decision 0032). */
  revenue_before_discounts: amountString.optional(),
  discounts: amountString.optional(),
  vouchers_used: z
    .array(z.object({ code: z.string(), orders: z.number().int(), discount: amountString }))
    .optional(),
  orders: z.number().int().nonnegative(),
  average_order: amountString,
  to_ship: z.number().int().nonnegative(),
  low_stock: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      stock_on_hand: z.number().int(),
      low_stock_threshold: z.number().int(),
    }),
  ),
  /** Free-sample sign-ups of the period, and how many of those e-mails later paid an order. */
  sample_conversion: share,
  /** Customers who paid in the period, and how many of them have paid two orders or more. */
  repeat_customers: share,
  /**
   * Parcels booked through EasyParcel in the period: what the couriers charged beside the
   * shipping those orders' shoppers paid, in sen.
   */
  courier_shipping: z
    .object({
      parcels: z.number().int().nonnegative(),
      charged_sen: z.number().int().nonnegative(),
      paid_sen: z.number().int().nonnegative(),
    })
    .optional(),
  due_to_reorder: z.array(
    z.object({
      email: z.string(),
      name: z.string(),
      last_order_at: timestamp,
      /** The Malaysian day the last box should run out (YYYY-MM-DD). */
      due_on: z.string(),
    }),
  ),
});
export type AdminDashboard = z.output<typeof adminDashboard>;

export const adminDashboardGet = defineAdminCall({
  path: '/admin/dashboard',
  summary: "The owner's figures for today, the last 7 days or the last 30 days",
  tag: 'admin money',
  admin: { stage: 'full', permission: 'dashboard.read' },
  request: z.object({ period: z.enum(DASHBOARD_PERIODS, { error: 'Choose a period.' }) }),
  response: adminDashboard,
});
