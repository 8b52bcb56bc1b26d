import type { Executor } from '../db/database';

/** One order as the order history call answers it (the `salesOrder` model of @nyiur/api). */
export interface OrderHistoryEntry {
  uuid: string;
  status: string;
  datetime: string;
  reference: string;
  shipping_fees: string;
  amount: string;
  sales_order_items: {
    quantity: number;
    amount: string;
    product: { id: number; name: string; description: string; featured_graphic_url: string | null };
  }[];
}

/** Reads a member's orders, newest first. */
export type OrderHistorySource = (db: Executor, userId: number) => Promise<OrderHistoryEntry[]>;

/** Until orders exist, every member's history is empty. */
export const emptyOrderHistory: OrderHistorySource = async () => [];
