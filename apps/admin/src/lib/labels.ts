import type { OrderTab } from '@nyiur/api';
import { formatRM, parseAmount } from '@nyiur/domain';

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

/** "198.00" from the API as "RM 198.00". */
export const ringgit = (amount: string): string => {
  const sen = parseAmount(amount);
  return sen === null ? amount : formatRM(sen);
};

const dateTime = new Intl.DateTimeFormat('en-MY', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kuala_Lumpur',
});

/** A time as a Malaysian reads it, in Malaysian time. */
export const malaysianTime = (iso: string): string => dateTime.format(new Date(iso));

export const ACTION_LABELS: Record<string, string> = {
  'mark-ready': 'Mark ready for pick-up',
  ship: 'Mark shipped',
  collect: 'Mark collected',
  complete: 'Mark completed',
  cancel: 'Cancel order',
  refund: 'Record refund',
};
