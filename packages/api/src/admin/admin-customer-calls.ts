import { ORDER_STATUSES } from '@nyiur/domain';
import { z } from '../zod';
import { amountString, entityId, timestamp } from '../models/primitives';
import { adminLead } from './admin-lead-calls';
import { searchText } from './admin-models';
import { defineAdminCall } from './define-admin-call';

/* Customers: members found by name, e-mail or phone, their page, and the PDPA erase. */

export const adminCustomerSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The default (or latest) saved address's phone; empty when none is saved. */
  phone: z.string(),
  registered_at: timestamp,
  is_pro: z.boolean(),
  order_count: z.number().int(),
  /** What the member's paid orders came to, refunds not taken off. */
  paid_total: amountString,
  /** The member's data was erased on request (PDPA). */
  erased: z.boolean(),
});
export type AdminCustomerSummary = z.output<typeof adminCustomerSummary>;

export const adminCustomerAddress = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  lines: z.array(z.string()),
  is_default: z.boolean(),
});

export const adminCustomerOrder = z.object({
  id: z.number().int(),
  ref_no: z.string(),
  created_at: timestamp,
  status: z.enum(ORDER_STATUSES),
  total: amountString,
  refunded: amountString,
});

export const adminCustomerDetail = adminCustomerSummary.extend({
  referred_by: z.string(),
  /** Codes this member hands out as an affiliate. */
  referral_codes: z.array(z.string()),
  addresses: z.array(adminCustomerAddress),
  orders: z.array(adminCustomerOrder),
  /** Contact messages, free samples, applications and subscriptions with the same e-mail. */
  leads: z.array(adminLead),
});
export type AdminCustomerDetail = z.output<typeof adminCustomerDetail>;

const customerId = entityId('Choose a customer.');

export const customerSearch = searchText;

export const adminCustomerList = defineAdminCall({
  path: '/admin/customers/list',
  summary: 'Members, newest first, searched by name, e-mail or phone, paged',
  tag: 'admin customers',
  admin: { stage: 'full', permission: 'customers.read' },
  request: z.object({ q: customerSearch, before_id: z.number().int().positive().optional() }),
  response: z.object({
    customers: z.array(adminCustomerSummary),
    next_before_id: z.number().int().nullable(),
  }),
});

export const adminCustomerGet = defineAdminCall({
  path: '/admin/customers/get',
  summary: "One member's page: orders, addresses, referral codes and leads",
  tag: 'admin customers',
  admin: { stage: 'full', permission: 'customers.read' },
  request: z.object({ id: customerId }),
  response: z.object({ customer: adminCustomerDetail }),
});

export const adminCustomerErase = defineAdminCall({
  path: '/admin/customers/erase',
  summary:
    "PDPA erase: the member's personal data and leads anonymised, sessions ended; orders keep their amounts",
  tag: 'admin customers',
  admin: { stage: 'full', permission: 'customers.erase', reauth: true },
  request: z.object({ id: customerId }),
  response: z.object({ customer: adminCustomerDetail }),
});
