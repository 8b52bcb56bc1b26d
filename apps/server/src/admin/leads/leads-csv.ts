import type { AdminLead, LeadTab } from '@nyiur/api';
import { csvOf, csvTime as malaysianTime } from '../../http/csv';

const yesNo = (value: boolean | null): string => (value === null ? '' : value ? 'yes' : 'no');

type Column = readonly [string, (lead: AdminLead) => string];

const received: Column = ['Received at (MYT)', (lead) => malaysianTime(lead.created_at)];
const name: Column = ['Name', (lead) => lead.name];
const email: Column = ['E-mail', (lead) => lead.email];
const phone: Column = ['Phone', (lead) => lead.phone];
const pro: Column = ['Professional', (lead) => yesNo(lead.is_pro)];

const COLUMNS: Record<LeadTab, readonly Column[]> = {
  contact: [
    received,
    name,
    email,
    phone,
    ['Country', (lead) => lead.country],
    pro,
    ['Message', (lead) => lead.comments],
    ['Handled at (MYT)', (lead) => malaysianTime(lead.handled_at)],
  ],
  free_sample: [
    received,
    name,
    email,
    phone,
    ['Sample sent at (MYT)', (lead) => malaysianTime(lead.handled_at)],
  ],
  affiliate: [
    received,
    name,
    email,
    phone,
    ['Country', (lead) => lead.country],
    ['Content creator', (lead) => yesNo(lead.is_content_creator)],
    ['Blog writer', (lead) => yesNo(lead.is_blog_writer)],
    ['About them', (lead) => lead.comments],
    ['Decision', (lead) => lead.decision ?? 'pending'],
    ['Decided at (MYT)', (lead) => malaysianTime(lead.decided_at)],
    ['Referral code', (lead) => lead.referral_code ?? ''],
  ],
  subscriber: [
    ['Subscribed at (MYT)', (lead) => malaysianTime(lead.created_at)],
    email,
    pro,
    ['Status', (lead) => (lead.unsubscribed_at ? 'unsubscribed' : 'subscribed')],
    ['Unsubscribed at (MYT)', (lead) => malaysianTime(lead.unsubscribed_at)],
  ],
};

/** One tab of the leads as CSV, oldest first, with a byte-order mark so Excel reads UTF-8. */
export function leadsCsv(tab: LeadTab, leads: readonly AdminLead[]): string {
  const columns = COLUMNS[tab];
  return csvOf(
    columns.map(([title]) => title),
    leads.map((lead) => columns.map(([, cell]) => cell(lead))),
  );
}
