import type { PaymentRequest } from '@nyiur/api';
import { buildPaymentRequest } from '@nyiur/ipay88';
import type { SalesOrderItemRow } from '../db/schema/sales-order-items';
import type { SalesOrderRow } from '../db/schema/sales-orders';
import type { PaymentGateway } from './payment-gateway';

/** What the apps receive to send the shopper to the gateway. */
export interface PaymentHandoff {
  payment_url: string;
  payment_request: PaymentRequest;
}

const describeItems = (items: readonly SalesOrderItemRow[]): string =>
  items.map((item) => `${item.name} x ${item.quantity}`).join(', ');

/** A freshly signed payment request for an order's full amount. */
export function orderPaymentRequest(
  gateway: PaymentGateway,
  order: SalesOrderRow,
  items: readonly SalesOrderItemRow[],
): PaymentHandoff {
  const name = `${order.firstName} ${order.lastName}`.trim();
  return {
    payment_url: gateway.entryUrl,
    payment_request: {
      ...buildPaymentRequest({
        merchantKey: gateway.merchantKey,
        merchantCode: gateway.merchantCode,
        refNo: order.refNo,
        amount: order.totalSen,
        currency: gateway.currency,
        prodDesc: describeItems(items),
        userName: name || order.email,
        userEmail: order.email,
        userContact: order.phone,
        remark: '',
        responseUrl: gateway.responseUrl,
        backendUrl: gateway.backendUrl,
      }),
      // The gateway's currency, as the contract spells it.
      Currency: gateway.currency,
    },
  };
}
