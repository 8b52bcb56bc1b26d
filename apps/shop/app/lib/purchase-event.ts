import type { SalesOrder } from '@nyiur/api';
import { parseAmount } from '@nyiur/domain';

export interface PurchaseEvent {
  readonly event: 'purchase';
  readonly ecommerce: {
    readonly transaction_id: string;
    readonly value: number;
    readonly currency: 'MYR';
    readonly shipping: number;
    readonly items: readonly {
      readonly item_id: string;
      readonly item_name: string;
      readonly quantity: number;
      readonly price: number;
    }[];
  };
}

const ringgit = (amount: string): number => (parseAmount(amount) ?? 0) / 100;

/** The purchase tracking event of a paid order: value, currency MYR and contents (spec §4). */
export function purchaseEventOf(order: SalesOrder): PurchaseEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.reference,
      value: ringgit(order.amount),
      currency: 'MYR',
      shipping: ringgit(order.shipping_fees),
      items: order.sales_order_items.map((item) => ({
        item_id: String(item.product.id),
        item_name: item.product.name,
        quantity: item.quantity,
        price: item.quantity > 0 ? ringgit(item.amount) / item.quantity : 0,
      })),
    },
  };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const SENT_KEY = 'purchase_sent';

const readSent = (): string[] => {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(SENT_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
};

/** Pushes the event to `window.dataLayer` once per order, even if the page is reloaded. */
export function pushPurchaseEvent(order: SalesOrder): void {
  const sent = readSent();
  if (sent.includes(order.uuid)) return;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(purchaseEventOf(order));
  try {
    window.sessionStorage.setItem(SENT_KEY, JSON.stringify([...sent, order.uuid]));
  } catch {
    // Without session storage a reload may count the purchase twice; the order itself is fine.
  }
}
