import { adminContract, type AdminRequirement, type CallReply, ok } from '@nyiur/api';
import { parseAmount } from '@nyiur/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { replyCheckOf, type CallShape } from '../../http/call-route';
import { parseInput } from '../../http/parse-input';
import { addOrderNote } from './add-order-note';
import { loadAdminOrderDetail, loadAdminOrderDetails } from './admin-order-detail';
import { countAdminOrders } from './count-admin-orders';
import { markOrders, shipOrders } from './fulfil-orders';
import { getAdminOrder } from './get-admin-order';
import { listAdminOrders } from './list-admin-orders';
import type { Actor } from '../../audit/record-audit';
import type { OrderAuditWriter } from './order-audit';
import { ordersCsv } from './orders-csv';
import { auditExport } from '../../audit/audit-export';
import { transitionOrder, type OrderCommand } from './transition-order';

/**
 * What the back office's identity layer gives these routes: `authorize` checks the session
 * cookie, the CSRF header, the permission and (when asked) a recent re-authentication, and
 * answers who acts (401/403 otherwise); `audit` appends to the audit log in a transaction.
 */
export interface AdminOrderRouteHelpers {
  readonly authorize: (
    request: FastifyRequest,
    requirement: AdminRequirement,
  ) => Promise<Actor & { readonly adminId: number }>;
  readonly audit: OrderAuditWriter;
}

interface AdminCall<
  Req extends z.ZodType,
  Res extends z.ZodType,
  Meta extends z.ZodType,
> extends CallShape<Req, Res, Meta> {
  readonly admin?: AdminRequirement;
}

interface Args<Input> {
  readonly input: Input;
  readonly actor: Actor;
  readonly ctx: AppContext;
}

const calls = adminContract;

const csvQuery = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a date as YYYY-MM-DD.' }),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Enter a date as YYYY-MM-DD.' }),
});

/** The order queue and every change to an order, each behind its permission. */
export function adminOrderRoutes(helpers: AdminOrderRouteHelpers) {
  return async (app: FastifyInstance): Promise<void> => {
    const { ctx } = app;
    const deps = { db: ctx.db, audit: helpers.audit };

    const route = <Req extends z.ZodType, Res extends z.ZodType, Meta extends z.ZodType>(
      call: AdminCall<Req, Res, Meta>,
      handler: (args: Args<z.output<Req>>) => Promise<CallReply<Res, Meta>>,
    ) => {
      const requirement = call.admin ?? { stage: 'full' };
      const check = replyCheckOf(app, call);
      app.post(call.path, async (request) => {
        const actor = await helpers.authorize(request, requirement);
        const input = parseInput(call.request, request.body);
        const body = await handler({ input, actor, ctx });
        check?.(body);
        return body;
      });
    };

    const changed = (count: number) => {
      if (count > 0) ctx.outbox.wake();
    };

    const transition = async (id: number, command: OrderCommand, actor: Actor) => {
      const outcome = await transitionOrder(deps, id, command, actor);
      if (!outcome.ok) {
        throw outcome.code === 404
          ? AppError.notFound(outcome.message)
          : new AppError('conflict', outcome.message);
      }
      changed(outcome.changed ? 1 : 0);
      const order = await loadAdminOrderDetail(ctx.db, id);
      if (!order) throw AppError.notFound('There is no such order.');
      return ok({ order });
    };

    route(calls.adminOrderCounts, async () => ok(await countAdminOrders(ctx.db)));
    route(calls.adminOrderList, async ({ input }) => ok(await listAdminOrders(ctx.db, input)));
    route(calls.adminOrderGet, async ({ input }) => {
      const view = await getAdminOrder(ctx.db, input.id);
      if (!view) throw AppError.notFound('There is no such order.');
      return ok(view);
    });
    route(calls.adminOrderSlips, async ({ input }) =>
      ok({ slips: await loadAdminOrderDetails(ctx.db, input.ids) }),
    );
    route(calls.adminOrderShip, async ({ input, actor }) => {
      const { results, changed: count } = await shipOrders(deps, input.shipments, actor);
      changed(count);
      return ok({ results });
    });
    for (const [call, action] of [
      [calls.adminOrderMarkReady, 'mark-ready'],
      [calls.adminOrderMarkCollected, 'collect'],
      [calls.adminOrderComplete, 'complete'],
    ] as const) {
      route(call, async ({ input, actor }) => {
        const { results, changed: count } = await markOrders(deps, input.ids, action, actor);
        changed(count);
        return ok({ results });
      });
    }
    route(calls.adminOrderCancel, async ({ input, actor }) =>
      transition(input.id, { action: 'cancel', reason: input.reason }, actor),
    );
    route(calls.adminOrderRefund, async ({ input, actor }) => {
      const amountSen = parseAmount(input.amount);
      if (amountSen === null || amountSen <= 0) {
        throw AppError.validation({ amount: 'Enter the amount refunded, e.g. 25.00.' });
      }
      return transition(
        input.id,
        {
          action: 'refund',
          amountSen,
          method: input.method,
          reference: input.reference,
          returned: (input.returned ?? []).map((line) => ({
            itemId: line.item_id,
            boxes: line.boxes,
          })),
        },
        actor,
      );
    });
    route(calls.adminOrderAddNote, async ({ input, actor }) => {
      const note = await addOrderNote(deps, input.id, input.text, actor);
      if (!note) throw AppError.notFound('There is no such order.');
      return ok({ note });
    });

    app.get('/admin/orders.csv', async (request: FastifyRequest, reply: FastifyReply) => {
      const actor = await helpers.authorize(request, {
        stage: 'full',
        permission: 'orders.export',
      });
      const { from, to } = parseInput(csvQuery, request.query);
      if (from > to) throw AppError.validation({ to: 'The end date comes after the start date.' });
      const { csv, rows } = await ordersCsv(ctx.db, from, to);
      await auditExport(ctx.db, actor, 'orders', { rows, from, to });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });
  };
}
