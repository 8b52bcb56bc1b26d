import { adminContract } from '@nyiur/api';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { products } from '../../db/schema';
import { vouchers } from '../../db/schema/vouchers';
import { parseInput } from '../../http/parse-input';
import { affiliateViews } from '../affiliates/affiliate-view';
import { actorOf, adminCall, authorizeAdmin } from '../../http/admin-call';
import type { AdminSession } from '../../http/admin-session';
import { auditExport } from '../../audit/audit-export';
import {
  approveVoucher,
  createVoucher,
  generateVoucherBatch,
  setVoucherStatus,
  setVoucherValue,
  updateVoucherTerms,
} from './save-voucher';
import {
  adminVoucherUseView,
  listVouchers,
  voucherById,
  voucherFigures,
  voucherUsesOf,
} from './voucher-report';
import { thankLead } from './thank-lead';
import { adminVoucherView } from './voucher-view';
import { voucherBatchCsv, voucherUsesCsv } from './vouchers-csv';

/** Who changes a voucher, for the audit and the owners' ceilings (an owner needs no approval). */
const voucherActorOf = (caller: AdminSession, request: FastifyRequest) => ({
  ...actorOf({ caller, request }),
  isOwner: caller.admin.role === 'owner',
});

const usesQuery = z.object({ id: z.coerce.number().int().positive() });
const batchQuery = z.object({ batch: z.uuid() });

const csvReply = (reply: FastifyReply, name: string, body: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'no-store')
    .send(body);

/** The Vouchers screen: list, create, change, pause and end, batches, each voucher's uses. */
export async function adminVoucherRoutes(app: FastifyInstance): Promise<void> {
  adminCall(app, adminContract.adminVoucherList, async ({ input, ctx }) => ({
    vouchers: (await listVouchers(ctx.db, input.q)).map(adminVoucherView),
    products: await ctx.db
      .select({ id: products.id, name: products.name })
      .from(products)
      .orderBy(asc(products.kind), asc(products.id)),
    affiliates: (await affiliateViews(ctx.db)).map(({ code, name }) => ({ code, name })),
  }));

  adminCall(app, adminContract.adminVoucherGet, async ({ input, ctx }) => {
    const voucher = await voucherById(ctx.db, input.id);
    const uses = await voucherUsesOf(ctx.db, voucher.id);
    return {
      voucher: adminVoucherView(voucher),
      figures: voucherFigures(uses),
      uses: uses.map(adminVoucherUseView).reverse(),
    };
  });

  // Each change queued a notice to the owners: it goes out now, not at the next poll.
  adminCall(app, adminContract.adminVoucherCreate, async ({ input, caller, ctx, request }) => {
    const row = await createVoucher(ctx.db, input, voucherActorOf(caller, request));
    ctx.outbox.wake();
    return { voucher: adminVoucherView(row) };
  });

  adminCall(app, adminContract.adminVoucherUpdate, async ({ input, caller, ctx, request }) => {
    const row = await updateVoucherTerms(ctx.db, input.id, input, voucherActorOf(caller, request));
    ctx.outbox.wake();
    return { voucher: adminVoucherView(row) };
  });

  adminCall(app, adminContract.adminVoucherSetValue, async ({ input, caller, ctx, request }) => {
    const row = await setVoucherValue(ctx.db, input.id, input, voucherActorOf(caller, request));
    ctx.outbox.wake();
    return { voucher: adminVoucherView(row) };
  });

  adminCall(app, adminContract.adminVoucherSetStatus, async ({ input, caller, ctx, request }) => ({
    voucher: adminVoucherView(
      await setVoucherStatus(ctx.db, input.id, input.status, actorOf({ caller, request })),
    ),
  }));

  adminCall(app, adminContract.adminVoucherBatch, async ({ input, caller, ctx, request }) => {
    const { batchId, codes } = await generateVoucherBatch(
      ctx.db,
      input,
      voucherActorOf(caller, request),
    );
    ctx.outbox.wake();
    return { batch_id: batchId, codes };
  });

  adminCall(app, adminContract.adminVoucherApprove, async ({ input, caller, ctx, request }) => ({
    voucher: adminVoucherView(await approveVoucher(ctx.db, input.id, actorOf({ caller, request }))),
  }));

  adminCall(app, adminContract.adminVoucherThankLead, async ({ input, caller, ctx, request }) => {
    const row = await thankLead(
      ctx.db,
      {
        leadId: input.lead_id,
        amount: input.amount,
        days: input.days,
        baseUrl: ctx.config.publicBaseUrl,
      },
      voucherActorOf(caller, request),
    );
    // After the commit: the e-mail goes out now, not at the next poll.
    ctx.outbox.wake();
    return { voucher: adminVoucherView(row) };
  });

  app.get('/admin/vouchers/uses.csv', async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await authorizeAdmin(app.ctx.db, request, {
      stage: 'full',
      permission: 'vouchers.read',
    });
    const { id } = parseInput(usesQuery, request.query);
    const voucher = await voucherById(app.ctx.db, id);
    const uses = (await voucherUsesOf(app.ctx.db, id)).map(adminVoucherUseView);
    await auditExport(app.ctx.db, actorOf({ caller, request }), 'voucher_uses', {
      rows: uses.length,
      code: voucher.code,
    });
    return csvReply(reply, `voucher-${voucher.code}-uses.csv`, voucherUsesCsv(voucher.code, uses));
  });

  app.get('/admin/vouchers/batch.csv', async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await authorizeAdmin(app.ctx.db, request, {
      stage: 'full',
      permission: 'vouchers.read',
    });
    const { batch } = parseInput(batchQuery, request.query);
    const rows = await app.ctx.db
      .select({ code: vouchers.code, status: vouchers.status, usesTaken: vouchers.usesTaken })
      .from(vouchers)
      .where(eq(vouchers.batchId, batch))
      .orderBy(asc(vouchers.id));
    await auditExport(app.ctx.db, actorOf({ caller, request }), 'voucher_batch', {
      rows: rows.length,
      batch,
    });
    return csvReply(
      reply,
      `voucher-batch-${batch.slice(0, 8)}.csv`,
      voucherBatchCsv(rows.map((row) => ({ ...row, used: row.usesTaken > 0 }))),
    );
  });
}
