import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { malaysianMonthOf } from '../db/malaysian-calendar';
import { selectRows } from '../db/select-rows';

/**
 * Answers recorded refunds with refund notes (decision 0033). A refund of an order with the
 * buyer's own e-invoice refers to it, whenever recorded; any other refund refers to its month's
 * consolidated e-invoice if it was recorded after that invoice was queued (earlier ones are
 * netted in it). One note a refund, whichever node sweeps first. Answers how many were queued.
 */
export async function queueRefundNotes(db: Executor): Promise<number> {
  const live = sql.raw(`('pending', 'submitted', 'valid')`);
  const queued = await selectRows(
    db,
    sql`
    insert into e_invoices (kind, code, order_id, original_id, refund_id, amount_sen)
    select 'refund_note', 'RN-' || o.ref_no || '-' || r.id, r.order_id,
           coalesce(own.id, con.id), r.id, r.amount_sen
    from order_refunds r
    join sales_orders o on o.id = r.order_id
    left join e_invoices own
      on own.kind = 'individual' and own.order_id = r.order_id and own.state in ${live}
    left join e_invoices con
      on con.kind = 'consolidated' and con.state in ${live} and r.created_at >= con.created_at
      and con.month = ${malaysianMonthOf(sql.raw('o.paid_at'))}
    where o.paid_at is not null
      and (own.id is not null or con.id is not null)
      and not exists (select 1 from e_invoices n where n.refund_id = r.id)
    on conflict do nothing
    returning id`,
  );
  return queued.length;
}
