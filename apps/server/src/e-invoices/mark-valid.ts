import { validationLink } from '@nyiur/myinvois';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { eInvoices, type EInvoiceRow } from '../db/schema';
import { salesOrders } from '../db/schema/sales-orders';
import type { AppConfig } from '../config/app-config';
import { enqueueEmail } from '../mail/enqueue-email';
import { eInvoiceEmail } from '../mail/templates/e-invoice-email';

/** The printable copy of a buyer's e-invoice, opened with the order's token. */
export const printUrlOf = (config: AppConfig, code: string, orderToken: string): string =>
  `${config.publicBaseUrl}/api/e-invoices/${encodeURIComponent(code)}/print?token=${encodeURIComponent(orderToken)}`;

/**
 * Records a document valid and, for a buyer's own e-invoice, queues their e-mail in the same
 * transaction, once (`emailed_at`). Answers whether mail was queued.
 */
export async function markValid(
  db: Database,
  config: AppConfig,
  row: EInvoiceRow,
  found: { longId: string; portalBaseUrl: string },
): Promise<boolean> {
  const validationUrl = validationLink(found.portalBaseUrl, row.uuid ?? '', found.longId);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(eInvoices)
      .set({
        state: 'valid',
        longId: found.longId,
        validationUrl,
        validatedAt: sql`coalesce(${eInvoices.validatedAt}, now())`,
        claimedBy: null,
        lastError: null,
        updatedAt: sql`now()`,
      })
      .where(eq(eInvoices.id, row.id))
      .returning();
    if (!updated || updated.kind !== 'individual' || updated.emailedAt || !updated.buyer) {
      return false;
    }
    const [order] = await tx
      .select({ refNo: salesOrders.refNo, token: salesOrders.token, locale: salesOrders.locale })
      .from(salesOrders)
      .where(eq(salesOrders.id, updated.orderId ?? 0));
    if (!order) return false;
    await enqueueEmail(
      tx,
      eInvoiceEmail({
        to: updated.buyer.email,
        code: updated.code,
        orderRefNo: order.refNo,
        validationUrl,
        printUrl: printUrlOf(config, updated.code, order.token),
        locale: order.locale,
      }),
    );
    await tx
      .update(eInvoices)
      .set({ emailedAt: sql`now()` })
      .where(eq(eInvoices.id, row.id));
    return true;
  });
}
