import type { AdminVoucher, LeadTab, OrderTab } from '@nyiur/api';
import type { AdminRole } from '@nyiur/domain';
import { formatMalaysianTime } from '@nyiur/domain';

/** The queue's tabs in the words Malaysian sellers use. */
export const TAB_LABELS: Record<OrderTab, string> = {
  to_pay: 'To pay',
  to_ship: 'To ship',
  ready_for_pickup: 'Ready for pick-up',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunds: 'Refunds',
};

/** A time as a Malaysian reads it, in Malaysian time. */
export const malaysianTime = (iso: string): string => formatMalaysianTime(iso, 'dateTime');

export const ACTION_LABELS: Record<string, string> = {
  'mark-ready': 'Mark ready for pick-up',
  ship: 'Mark shipped',
  collect: 'Mark collected',
  complete: 'Mark completed',
  cancel: 'Cancel order',
  refund: 'Record refund',
};

/** The leads screen's tabs, also naming a customer's leads. */
export const LEAD_TAB_LABELS: Record<LeadTab, string> = {
  contact: 'Messages',
  free_sample: 'Free samples',
  affiliate: 'Affiliates',
  subscriber: 'Subscribers',
};

/** Each staff role with what it may do, for the invite and role pickers. */
export const ROLE_OPTIONS = [
  { value: 'owner', label: 'Owner: everything' },
  { value: 'packer', label: 'Packer: sees and ships orders' },
  { value: 'marketing', label: 'Marketing: leads and customers' },
];
export type Role = AdminRole;
/** A role's one-word name, where it cannot be changed (a disabled account). */
export const ROLE_NAMES: Record<Role, string> = {
  owner: 'Owner',
  packer: 'Packer',
  marketing: 'Marketing',
};

/** A voucher's status, as a word and a badge tone. */
export const VOUCHER_STATUS_LABELS = {
  active: 'Active',
  paused: 'Paused',
  ended: 'Ended',
} as const;
export const VOUCHER_STATUS_TONES = {
  active: 'success',
  paused: 'warning',
  ended: 'neutral',
} as const;

/** "RM 10.00 off", "15% off (up to RM 30.00)", "Free shipping", "Free shipping, up to RM 5.00". */
export const valueLabel = (voucher: AdminVoucher): string =>
  voucher.kind === 'amount_off'
    ? `RM ${voucher.amount ?? '0.00'} off`
    : voucher.kind === 'percent_off'
      ? `${voucher.percent ?? 0}% off${voucher.cap ? ` (up to RM ${voucher.cap})` : ''}`
      : `Free shipping${voucher.cap ? `, up to RM ${voucher.cap}` : ''}`;
