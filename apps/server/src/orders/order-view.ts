import type { salesOrder } from '@nyiur/api';
import { isCourier, sen, toAmountString, trackingLink } from '@nyiur/domain';
import type { z } from 'zod';
import type { OrderShipmentRow } from '../db/schema/order-fulfilment';
import type { SalesOrderItemRow } from '../db/schema/sales-order-items';
import type { SalesOrderRow } from '../db/schema/sales-orders';
import { shippingFeeBefore } from '../vouchers/shipping-off';

/** An order as order history and the order result page show it (`salesOrder` of @nyiur/api). */
export type SalesOrderView = z.input<typeof salesOrder>;

export function salesOrderView(
  order: SalesOrderRow,
  items: readonly SalesOrderItemRow[],
  shipment?: OrderShipmentRow,
  shippingOffSen = 0,
): SalesOrderView {
  const feeBefore = shippingFeeBefore(order, shippingOffSen);
  return {
    uuid: order.uuid,
    status: order.status,
    datetime: order.createdAt.toISOString(),
    reference: order.refNo,
    shipping_fees: toAmountString(sen(order.shippingFeeSen)),
    shipping_fees_before: feeBefore === null ? null : toAmountString(feeBefore),
    amount: toAmountString(sen(order.totalSen)),
    voucher_code: order.voucherCode,
    discount: toAmountString(sen(order.discountSen)),
    sales_order_items: items.map((item) => ({
      quantity: item.quantity,
      amount: toAmountString(sen(item.amountSen)),
      product: {
        id: item.productId,
        name: item.name,
        description: item.description,
        featured_graphic_url: item.featuredGraphicUrl,
      },
    })),
    shipment: shipment
      ? {
          courier: shipment.courier,
          tracking_number: shipment.trackingNumber,
          tracking_url: shipment.trackingUrl
            ? shipment.trackingUrl
            : isCourier(shipment.courier)
              ? trackingLink(shipment.courier, shipment.trackingNumber)
              : '',
        }
      : null,
  };
}
