import { z } from '../zod';
import { entityId, timestamp } from '../models/primitives';
import { searchText } from './admin-models';
import { defineAdminCall } from './define-admin-call';

/* Leads: contact messages, free-sample requests, affiliate applications, subscribers. */

/** The tabs of the Leads screen, each one kind of row in the contacts table. */
export const LEAD_TABS = ['contact', 'free_sample', 'affiliate', 'subscriber'] as const;
export const leadTab = z.enum(LEAD_TABS, { error: 'Choose a tab.' });
export type LeadTab = z.output<typeof leadTab>;

export const adminLead = z.object({
  id: z.number().int(),
  kind: leadTab,
  created_at: timestamp,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  comments: z.string(),
  is_pro: z.boolean(),
  is_content_creator: z.boolean().nullable(),
  is_blog_writer: z.boolean().nullable(),
  /** Messages: handled; free samples: the sample was sent. */
  handled_at: timestamp.nullable(),
  decision: z.enum(['approved', 'declined']).nullable(),
  decided_at: timestamp.nullable(),
  referral_code: z.string().nullable(),
  unsubscribed_at: timestamp.nullable(),
});
export type AdminLead = z.output<typeof adminLead>;

const leadId = entityId('Choose a lead.');

export const adminLeadList = defineAdminCall({
  path: '/admin/leads/list',
  summary: 'One tab of the leads, newest first, searched by name, e-mail or phone, paged',
  tag: 'admin leads',
  admin: { stage: 'full', permission: 'leads.read' },
  request: z.object({
    tab: leadTab,
    q: searchText,
    before_id: z.number().int().positive().optional(),
  }),
  response: z.object({ leads: z.array(adminLead), next_before_id: z.number().int().nullable() }),
});

export const adminLeadMarkHandled = defineAdminCall({
  path: '/admin/leads/mark-handled',
  summary: 'A contact message was dealt with, or a free sample was sent',
  tag: 'admin leads',
  admin: { stage: 'full', permission: 'leads.manage' },
  request: z.object({ id: leadId }),
  response: z.object({ lead: adminLead }),
});

export const adminLeadApproveAffiliate = defineAdminCall({
  path: '/admin/leads/approve-affiliate',
  summary: 'Approve an affiliate application: a referral code is made and e-mailed',
  tag: 'admin leads',
  admin: { stage: 'full', permission: 'leads.manage' },
  request: z.object({ id: leadId }),
  response: z.object({ lead: adminLead }),
});

export const adminLeadDeclineAffiliate = defineAdminCall({
  path: '/admin/leads/decline-affiliate',
  summary: 'Decline an affiliate application',
  tag: 'admin leads',
  admin: { stage: 'full', permission: 'leads.manage' },
  request: z.object({ id: leadId }),
  response: z.object({ lead: adminLead }),
});

export const adminLeadErase = defineAdminCall({
  path: '/admin/leads/erase',
  summary:
    "PDPA erase of a lead: every lead and guest order under its e-mail anonymised (the member's erase when a member has it)",
  tag: 'admin leads',
  admin: { stage: 'full', permission: 'customers.erase', reauth: true },
  request: z.object({ id: leadId }),
  response: z.object({ lead: adminLead }),
});
