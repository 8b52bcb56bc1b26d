import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orderNotes } from '../../db/schema/order-fulfilment';
import { salesOrders } from '../../db/schema/sales-orders';
import type { Actor } from '../../audit/record-audit';
import type { OrderAuditWriter } from './order-audit';

/** Adds a staff note and its audit entry together; undefined when there is no such order. */
export async function addOrderNote(
  deps: { readonly db: Database; readonly audit: OrderAuditWriter },
  orderId: number,
  text: string,
  actor: Actor,
) {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: salesOrders.id })
      .from(salesOrders)
      .where(eq(salesOrders.id, orderId));
    if (!order) return undefined;
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId, adminId: actor.adminId, text })
      .returning();
    if (!note) throw new Error('note not inserted');
    await deps.audit(tx, actor, {
      action: 'order.add-note',
      orderId,
      before: null,
      after: { note_id: note.id, text },
    });
    return { id: note.id, by: actor.actorEmail, text: note.text, at: note.createdAt.toISOString() };
  });
}
