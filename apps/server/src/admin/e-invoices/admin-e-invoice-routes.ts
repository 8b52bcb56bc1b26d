import { adminContract } from '@nyiur/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actorOf, adminCall, authorizeAdmin } from '../../http/admin-call';
import { auditExport } from '../../audit/audit-export';
import { recordAudit } from '../../audit/record-audit';
import { consolidatedDraft, submitConsolidated } from './consolidated-month';
import {
  cancelEInvoice,
  eInvoiceList,
  eInvoicesCsv,
  monthView,
  resubmitEInvoice,
} from './e-invoice-admin';
import { eInvoiceWorkerOf } from '../../e-invoices/e-invoice-routes';
import { saveSellerSettings, settingsView } from './save-seller-settings';
import { loadSellerSettings } from '../../e-invoices/seller-settings';

/** The owner's e-Invoices screen and its settings section; every write is audit-logged. */
export async function adminEInvoiceRoutes(app: FastifyInstance): Promise<void> {
  // The worker is the shopper side's, registered on the app's jobs.
  const wake = () => eInvoiceWorkerOf(app.ctx).wake();
  adminCall(app, adminContract.adminEInvoiceSettingsGet, async ({ ctx }) =>
    settingsView(ctx.config, await loadSellerSettings(ctx.db)),
  );

  adminCall(
    app,
    adminContract.adminEInvoiceSettingsUpdate,
    async ({ input, caller, ctx, request }) => {
      const saved = await saveSellerSettings(
        ctx.db,
        ctx.config,
        input,
        actorOf({ caller, request }),
      );
      wake();
      return saved;
    },
  );

  adminCall(app, adminContract.adminEInvoiceList, async ({ ctx }) =>
    eInvoiceList(ctx.db, new Date()),
  );

  adminCall(
    app,
    adminContract.adminEInvoiceSubmitMonth,
    async ({ input, caller, ctx, request }) => {
      const now = new Date();
      const row = await ctx.db.transaction(async (tx) => {
        const queued = await submitConsolidated(tx, input.month, now);
        await recordAudit(tx, {
          ...actorOf({ caller, request }),
          action: 'einvoice.submit_month',
          entity: 'e_invoice',
          entityId: queued.code,
          after: { month: input.month, orders: queued.orderCount, amount_sen: queued.amountSen },
        });
        return queued;
      });
      wake();
      return monthView(ctx.db, await consolidatedDraft(ctx.db, row.month ?? input.month, now), now);
    },
  );

  adminCall(app, adminContract.adminEInvoiceCancel, async ({ input, caller, ctx, request }) =>
    cancelEInvoice(
      ctx.db,
      ctx.config,
      input.code,
      input.reason,
      actorOf({ caller, request }),
      new Date(),
    ),
  );

  adminCall(app, adminContract.adminEInvoiceResubmit, async ({ input, caller, ctx, request }) => {
    const entry = await resubmitEInvoice(
      ctx.db,
      input.code,
      actorOf({ caller, request }),
      new Date(),
    );
    wake();
    return entry;
  });

  app.get('/admin/e-invoices.csv', async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await authorizeAdmin(app.ctx.db, request, {
      stage: 'full',
      permission: 'einvoices.read',
    });
    const { csv, rows } = await eInvoicesCsv(app.ctx.db);
    await auditExport(app.ctx.db, actorOf({ caller, request }), 'e_invoices', { rows });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="e-invoices.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
