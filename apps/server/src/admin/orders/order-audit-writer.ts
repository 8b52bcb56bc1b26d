import { recordAudit } from '../../audit/record-audit';
import type { OrderAuditWriter } from './order-audit';

/** The back office's own audit writer for order changes, as the routes pass it in. */
export const orderAuditWriter: OrderAuditWriter = (tx, actor, entry) =>
  recordAudit(tx, {
    ...actor,
    action: entry.action,
    entity: 'order',
    entityId: entry.orderId,
    before: entry.before,
    after: entry.after,
  });
