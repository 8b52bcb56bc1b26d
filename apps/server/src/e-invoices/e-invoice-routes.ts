import { eInvoiceGet, eInvoiceRequest, ok } from '@nyiur/api';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { eInvoices } from '../db/schema';
import { salesOrders } from '../db/schema/sales-orders';
import { AppError } from '../http/app-error';
import { optionalUserCall } from '../http/call-route';
import { parseInput } from '../http/parse-input';
import { orderLines } from './build-e-invoice';
import { EInvoiceWorker } from './e-invoice-worker';
import { PRINT_SCRIPT, renderPrintPage } from './print-page';
import { eInvoiceStatusOf, findOrderFor, requestEInvoice } from './request-e-invoice';
import { loadSellerSettings } from './seller-settings';

/** The app's e-invoice worker (tests drain it; back-office writes wake it). */
export const eInvoiceWorkerOf = (ctx: AppContext): EInvoiceWorker =>
  ctx.jobs.get('e-invoices', EInvoiceWorker);

const printQuery = z.object({ token: z.string().trim().min(1).max(200) });
const printParams = z.object({ code: z.string().min(1).max(50) });

/** The shopper's e-invoice calls, the printable e-invoice, and the worker that submits them. */
export async function eInvoiceRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const worker = new EInvoiceWorker({
    db: ctx.db,
    config: ctx.config,
    log: app.log,
    onMailQueued: () => ctx.outbox.wake(),
  });
  // MYINVOIS_POLL_MS=0: this node submits nothing on its own (tests drain the worker by hand).
  ctx.jobs.add({
    name: 'e-invoices',
    schedule: `every ${ctx.config.myinvois.pollMs / 1000} s, and when an e-invoice is queued`,
    job: worker,
    enabled: ctx.config.myinvois.pollMs > 0,
  });

  optionalUserCall(app, eInvoiceGet, async ({ input, user, ctx: { db, config } }) => {
    const order = await findOrderFor(db, input, user?.id ?? null);
    return ok(await eInvoiceStatusOf(db, config, order, new Date()));
  });

  optionalUserCall(app, eInvoiceRequest, async ({ input, user, ctx: { db, config } }) => {
    const order = await findOrderFor(db, input, user?.id ?? null);
    await requestEInvoice(db, order, input, new Date());
    worker.wake();
    return ok(await eInvoiceStatusOf(db, config, order, new Date()));
  });

  app.get('/e-invoices/print.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(PRINT_SCRIPT),
  );

  app.get('/e-invoices/:code/print', async (request, reply) => {
    const { code } = parseInput(printParams, request.params);
    const { token } = parseInput(printQuery, request.query);
    const [found] = await ctx.db
      .select({ row: eInvoices, order: salesOrders })
      .from(eInvoices)
      .innerJoin(salesOrders, eq(salesOrders.id, eInvoices.orderId))
      .where(
        and(
          eq(eInvoices.code, code),
          eq(salesOrders.token, token),
          inArray(eInvoices.kind, ['individual', 'refund_note']),
          eq(eInvoices.state, 'valid'),
        ),
      );
    if (!found) throw AppError.notFound('There is no such e-invoice.');
    const { row, order } = found;
    const lines =
      row.kind === 'individual'
        ? (await orderLines(ctx.db, order)).map((line) => ({
            description: line.description,
            quantity: line.quantity,
            amountSen: line.quantity * line.unitPriceSen - (line.discountSen ?? 0),
          }))
        : [
            {
              description: `Refund of order ${order.refNo}`,
              quantity: 1,
              amountSen: row.amountSen,
            },
          ];
    const html = await renderPrintPage({
      row,
      order,
      seller: await loadSellerSettings(ctx.db),
      lines,
      title: row.kind === 'individual' ? 'e-Invoice' : 'Refund note',
    });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .send(html);
  });
}
