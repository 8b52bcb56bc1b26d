import { adminContract } from '@nyiur/api';
import type { FastifyInstance } from 'fastify';
import { actorOf, adminCall } from '../../http/admin-call';
import { dashboardFigures } from './dashboard-figures';
import { listPayments } from './list-payments';
import { requeryPayment } from './requery-payment';

const { adminDashboardGet, adminPaymentList, adminPaymentRequery } = adminContract;

/** The owner's money screens: the dashboard and the gateway's transactions. */
export async function adminMoneyRoutes(app: FastifyInstance): Promise<void> {
  adminCall(app, adminDashboardGet, ({ input, ctx }) =>
    dashboardFigures(ctx.db, input.period, new Date()),
  );

  adminCall(app, adminPaymentList, ({ input, ctx }) => listPayments(ctx.db, input));

  adminCall(app, adminPaymentRequery, ({ input, caller, ctx, request }) =>
    requeryPayment(ctx, input.order_id, actorOf({ caller, request })),
  );
}
