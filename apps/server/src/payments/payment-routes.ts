import { inLocale } from '@nyiur/domain';
import { BACKEND_ACKNOWLEDGEMENT, toFormFields } from '@nyiur/ipay88';
import { createSandbox, sandboxFrame } from '@nyiur/ipay88/sandbox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { mountSandbox } from '../http/sandbox-route';
import type { SalesOrderRow } from '../db/schema/sales-orders';
import {
  acceptGatewayResult,
  type AcceptResultDeps,
  type ResultOutcome,
} from './accept-gateway-result';
import { BACKEND_PATH, RESPONSE_PATH, SANDBOX_MOUNT, paymentGatewayOf } from './payment-gateway';
import { paymentSettingsOf } from './payment-settings';
import { RequeryWorker } from './requery-worker';
import type { Executor } from '../db/database';
import { getShopSettings } from '../db/shop-settings';
import { siteLink } from '../mail/templates/layout';

const PAID_STATUSES: ReadonlySet<SalesOrderRow['status']> = new Set([
  'Paid',
  'Shipped',
  'Completed',
]);

/**
 * Where the shopper's browser goes after the gateway: the order result page, in its mode and in
 * the language the order was placed in.
 */
export function resultPagePath(outcome: ResultOutcome): string {
  if (outcome.kind === 'rejected' || outcome.kind === 'unknown-order') return '/order';
  const { order } = outcome;
  const token = encodeURIComponent(order.token);
  return inLocale(
    PAID_STATUSES.has(order.status) ? `/order/success?token=${token}` : `/order?token=${token}`,
    order.locale,
  );
}

/** Whether the gateway may stop re-sending a backend message. */
const acknowledges = (outcome: ResultOutcome): boolean =>
  outcome.kind === 'rejected' ? false : outcome.kind === 'unknown-order' ? outcome.signed : true;

const sendText = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(body);

/**
 * The gateway's callbacks, the re-query worker and, in sandbox mode, the sandbox gateway itself
 * under /sandbox/ipay88/. Mounted at the root: the callback paths are spelled out in full.
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const gateway = paymentGatewayOf(ctx.config);
  const settings = paymentSettingsOf(ctx.config);
  const orderUrl = (order: SalesOrderRow) =>
    siteLink(
      ctx.config.publicBaseUrl,
      `/order/success?token=${encodeURIComponent(order.token)}`,
      order.locale,
    );
  const shopAlert = {
    recipient: async (tx: Executor) =>
      (await getShopSettings(tx, ctx.config.shopAlertEmail, ctx.db)).shopAlertEmail,
    adminUrl: (order: SalesOrderRow) => `${ctx.config.publicBaseUrl}/admin/orders/${order.id}`,
  };
  const deps: AcceptResultDeps = {
    db: ctx.db,
    gateway,
    log: app.log,
    orderUrl,
    shopAlert,
    onMailQueued: () => ctx.outbox.wake(),
  };

  app.post(BACKEND_PATH, async (request, reply) => {
    const outcome = await acceptGatewayResult(deps, toFormFields(request.body), 'backend');
    return acknowledges(outcome)
      ? sendText(reply, 200, BACKEND_ACKNOWLEDGEMENT)
      : sendText(reply, 400, 'REJECTED');
  });

  app.post(RESPONSE_PATH, async (request, reply) => {
    const outcome = await acceptGatewayResult(deps, toFormFields(request.body), 'response');
    return reply.header('cache-control', 'no-store').redirect(resultPagePath(outcome), 303);
  });

  const worker = new RequeryWorker({
    db: ctx.db,
    gateway,
    settings,
    log: app.log,
    orderUrl,
    shopAlert,
    onMailQueued: () => ctx.outbox.wake(),
  });
  ctx.requeryPayment = (orderId) => worker.settleNow(orderId);
  ctx.jobs.add({
    name: 'payment re-query',
    schedule: `every ${settings.workerPollMs / 1000} s`,
    job: worker,
    enabled: true,
  });

  if (gateway.kind !== 'sandbox') return;
  const sandbox = createSandbox({
    merchants: { [gateway.merchantCode]: gateway.merchantKey },
    // Results go only to this shop's own callbacks, whatever a browser puts in the form.
    callbacks: {
      [gateway.merchantCode]: { responseUrl: gateway.responseUrl, backendUrl: gateway.backendUrl },
    },
    onEvent: (event) => app.log.info({ sandbox: event }, 'payment sandbox'),
  });
  await mountSandbox(app, {
    mount: SANDBOX_MOUNT,
    methods: ['GET', 'POST'],
    bodyLimit: 64 * 1024,
    handle: sandboxFrame(sandbox),
  });
}
