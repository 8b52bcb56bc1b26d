import type { AdminPayment } from '@nyiur/api';
import type { AppContext, PaymentRequeryAnswer } from '../../app-context';
import { AppError } from '../../http/app-error';
import { recordAudit, type Actor } from '../../audit/record-audit';
import { paymentOf } from './list-payments';

/**
 * The Re-query button: asks the gateway about one order through the re-query worker's own path
 * (which pays or marks it failed as a late callback would), then records who asked and what the
 * order looked like before and after.
 */
export async function requeryPayment(
  ctx: AppContext,
  orderId: number,
  actor: Actor,
): Promise<PaymentRequeryAnswer & { payment: AdminPayment }> {
  const before = await paymentOf(ctx.db, orderId);
  const answer = await ctx.requeryPayment(orderId);
  if (!answer) throw AppError.notFound('There is no such order.');
  const payment = await paymentOf(ctx.db, orderId);
  if (!payment) throw new Error(`order ${orderId} has no payment row after a re-query`);
  await recordAudit(ctx.db, {
    ...actor,
    action: 'payment.requery',
    entity: 'order',
    entityId: orderId,
    before: before
      ? { order_status: before.order_status, gateway_status: before.gateway_status }
      : null,
    after: {
      answer: answer.answer,
      result: answer.result,
      order_status: payment.order_status,
      gateway_status: payment.gateway_status,
    },
  });
  return { ...answer, payment };
}
