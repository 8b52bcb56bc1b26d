import type { OrderStatus } from '@nyiur/domain';
import type { Translate } from '@nyiur/shell';
import type { AccountMessageId } from './translate';

const STATUS_IDS: Readonly<Record<OrderStatus, AccountMessageId>> = {
  Pending: 'status.Pending',
  Paid: 'status.Paid',
  'Ready for pick-up': 'status.ReadyForPickUp',
  Shipped: 'status.Shipped',
  Collected: 'status.Collected',
  Completed: 'status.Completed',
  Cancelled: 'status.Cancelled',
  Failed: 'status.Failed',
  'Partly refunded': 'status.PartlyRefunded',
  Refunded: 'status.Refunded',
};

/** An order's status as the page's language words it; a status the shop does not know as it came. */
export const statusLabel = (t: Translate<AccountMessageId>, status: string): string => {
  const id = (STATUS_IDS as Readonly<Record<string, AccountMessageId>>)[status];
  return id ? t(id) : status;
};
