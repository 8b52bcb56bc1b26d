import { checkout, guestCheckout, pay, salesOrdersGet, ok } from '@nyiur/api';
import { messages } from '@nyiur/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { contacts } from '../db/schema';
import { salesOrders } from '../db/schema/sales-orders';
import { AppError } from '../http/app-error';
import { publicCall, userCall } from '../http/call-route';
import { orderPaymentRequest, type PaymentHandoff } from '../payments/order-payment-request';
import { paymentGatewayOf, type PaymentGateway } from '../payments/payment-gateway';
import { paymentSettingsOf, type PaymentSettings } from '../payments/payment-settings';
import { checkoutGuest } from './checkout-guest';
import { checkoutMember } from './checkout-member';
import {
  findMemberOrder,
  findOrderByToken,
  memberOrderHistory,
  type OrderWithItems,
} from './load-orders';
import { salesOrderView } from './order-view';
import { assertPayableAmount } from '../vouchers/payable-amount';
import { withinWrongCodeBudget, wrongCodeKeys } from '../vouchers/wrong-code-budget';

export const orderMessages = {
  notFound: 'This order could not be found.',
  notPayable: 'This order can no longer be paid.',
} as const;

const isPayable = ({ order }: OrderWithItems): boolean =>
  order.status === 'Pending' && order.expiresAt.getTime() > Date.now();

/**
 * A new payment request for an order; the re-query worker waits its usual delay from now before
 * asking the gateway about it.
 */
async function freshPaymentRequest(
  db: Database,
  gateway: PaymentGateway,
  settings: PaymentSettings,
  found: OrderWithItems,
): Promise<PaymentHandoff> {
  await assertPayableAmount(db, found.order);
  await db
    .update(salesOrders)
    .set({
      nextRequeryAt: sql`least(now() + make_interval(secs => ${settings.requeryDelaySeconds}), ${salesOrders.expiresAt})`,
    })
    .where(eq(salesOrders.id, found.order.id));
  return orderPaymentRequest(gateway, found.order, found.items);
}

/** The free-sample lead's e-mail, which counts the guest's wrong voucher codes. */
async function guestOf(db: Database, contactId: number): Promise<{ guestEmail: string } | null> {
  const [lead] = await db
    .select({ email: contacts.email })
    .from(contacts)
    .where(eq(contacts.id, contactId));
  return lead ? { guestEmail: lead.email } : null;
}

/** Checkout (member and guest), Pay Now and the order result page. */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const gateway = paymentGatewayOf(app.ctx.config);
  const settings = paymentSettingsOf(app.ctx.config);
  app.ctx.orderHistory = memberOrderHistory;

  userCall(app, checkout, async ({ input, user, ctx, request }) => {
    const place = () =>
      checkoutMember(ctx.db, user.id, input, settings, ctx.config.shopAlertEmail, {
        ip: request.ip,
        perOrder: ctx.config.rateLimit.newAccountBoxesPerOrder,
        perAddressHour: ctx.config.rateLimit.newAccountBoxesPerAddressHour,
      });
    const { order, items } = input.voucher_code
      ? await withinWrongCodeBudget(ctx.db, wrongCodeKeys(request.ip, { userId: user.id }), place)
      : await place();
    return ok(
      { uuid: order.uuid, ...orderPaymentRequest(gateway, order, items) },
      messages.success.checkout,
    );
  });

  publicCall(app, guestCheckout, async ({ input, ctx, request }) => {
    const place = () => checkoutGuest(ctx.db, input, settings);
    const { order, items } = input.voucher_code
      ? await withinWrongCodeBudget(
          ctx.db,
          wrongCodeKeys(request.ip, await guestOf(ctx.db, input.contact_id)),
          place,
        )
      : await place();
    return ok(
      { uuid: order.uuid, ...orderPaymentRequest(gateway, order, items) },
      messages.success.checkout,
    );
  });

  userCall(app, pay, async ({ input, user, ctx }) => {
    const found = await findMemberOrder(ctx.db, user.id, input.uuid);
    if (!found) throw AppError.notFound(orderMessages.notFound);
    if (!isPayable(found)) throw new AppError('conflict', orderMessages.notPayable);
    return ok({ data: await freshPaymentRequest(ctx.db, gateway, settings, found) });
  });

  publicCall(app, salesOrdersGet, async ({ input, ctx }) => {
    const found = await findOrderByToken(ctx.db, input.token);
    if (!found) throw AppError.notFound(orderMessages.notFound);
    const view = salesOrderView(found.order, found.items, found.shipment, found.shippingOffSen);
    if (input.failed === '1' && isPayable(found)) {
      return ok({ ...view, ...(await freshPaymentRequest(ctx.db, gateway, settings, found)) });
    }
    return ok(view);
  });
}
