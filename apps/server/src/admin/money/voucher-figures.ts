import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { selectRows } from '../../db/select-rows';

/** The span the dashboard's and the digest's figures are about: [from, to). */
export interface Window {
  readonly from: Date;
  readonly to: Date;
}

export interface VouchersUsed {
  /** The discount on every order paid in the window. */
  readonly discountSen: number;
  /** Each code used on an order paid in the window, most orders first. */
  readonly vouchers: readonly { code: string; orders: number; discountSen: number }[];
}

/** The vouchers on orders paid in a window, and the discount they gave. */
export async function vouchersUsed(db: Executor, { from, to }: Window): Promise<VouchersUsed> {
  const rows = await selectRows<{ code: string; orders: number; discount_sen: string | number }>(
    db,
    sql`select voucher_code as code, count(*)::int as orders,
        coalesce(sum(discount_sen), 0)::bigint as discount_sen
      from sales_orders
      where paid_at >= ${from} and paid_at < ${to} and voucher_code is not null
      group by voucher_code order by count(*) desc, voucher_code`,
  );
  const vouchers = rows.map((row) => ({
    code: row.code,
    orders: row.orders,
    discountSen: Number(row.discount_sen),
  }));
  return { discountSen: vouchers.reduce((sum, row) => sum + row.discountSen, 0), vouchers };
}
