import type { Executor } from '../db/database';
import { recordAudit, type Actor } from './record-audit';

/**
 * Records a CSV download: who took which export, with which filters, and how many rows left the
 * shop in it (a download changes nothing, but it carries personal data out). A search typed is
 * not recorded, only that there was one: it may be a name.
 */
export async function auditExport(
  db: Executor,
  actor: Actor,
  exportName:
    | 'orders'
    | 'customers'
    | 'leads'
    | 'affiliate_payouts'
    | 'voucher_uses'
    | 'voucher_batch'
    | 'e_invoices',
  details: { readonly rows: number } & Record<string, string | number>,
): Promise<void> {
  await recordAudit(db, {
    ...actor,
    action: `export.${exportName}`,
    entity: 'export',
    entityId: exportName,
    after: details,
  });
}
