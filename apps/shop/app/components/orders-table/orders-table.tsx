import type { ReactNode } from 'react';
import type { SalesOrder } from '@nyiur/api';
import { canPayOrder, formatMalaysianTime, formatRM, parseAmount, sen } from '@nyiur/domain';
import { Button, StatusPill, Table } from '@nyiur/ui';
import type { TableColumn } from '@nyiur/ui';
import { EInvoicePanel } from '../e-invoice-panel/e-invoice-panel';
import { ShippingFee } from '../shipping-fee/shipping-fee';
import styles from './orders-table.module.css';

/** An order's time (`1 Sept 2025, 2:05 pm`), in Malaysian time wherever the phone is. */
const orderTime = (at: string) => formatMalaysianTime(at, 'dateTime');
const money = (amount: string) => formatRM(parseAmount(amount) ?? sen(0));

/** Orders that were never paid have no e-invoice to ask for. */
const UNPAID = new Set(['Pending', 'Failed', 'Cancelled']);

type Line = { key: string; label: ReactNode; price: ReactNode };

const columns: readonly TableColumn<Line>[] = [
  // The row header: on a phone each line is a card titled by its product, Shipping or Total.
  { key: 'product', header: 'Product', cell: (line) => line.label, rowHeader: true },
  { key: 'price', header: 'Price', cell: (line) => line.price, align: 'end' },
];

/** The order's lines, then its shipping and total, as rows of the order's table. */
function orderLines(order: SalesOrder): Line[] {
  return [
    ...order.sales_order_items.map((item) => ({
      key: `${item.product.id}-${item.quantity}`,
      label: `${item.product.name} × ${item.quantity}`,
      price: money(item.amount),
    })),
    ...(order.voucher_code && order.discount && order.discount !== '0.00'
      ? [
          {
            key: 'voucher',
            label: `Voucher ${order.voucher_code}`,
            price: `−${money(order.discount)}`,
          },
        ]
      : []),
    {
      key: 'shipping',
      label: 'Shipping',
      price: (
        <ShippingFee
          paid={order.shipping_fees}
          before={order.shipping_fees_before}
          voucherCode={order.voucher_code}
        />
      ),
    },
    { key: 'total', label: <strong>Total</strong>, price: <strong>{money(order.amount)}</strong> },
  ];
}

/** My Orders: one row per order line with Product and Price, the status and Pay Now (spec §2, §4). */
export function OrdersTable({
  orders,
  onPay,
}: {
  orders: readonly SalesOrder[];
  onPay: (uuid: string) => void;
}) {
  if (orders.length === 0) return <p>You have no orders yet.</p>;
  return (
    <div className={styles.list}>
      {orders.map((order) => (
        <section key={order.uuid} className={styles.order} aria-label={`Order ${order.reference}`}>
          <header className={styles.head}>
            <p>
              <strong>{order.reference}</strong>
              <span className={styles.date}>{orderTime(order.datetime)}</span>
            </p>
            <span data-testid="order-status">
              <StatusPill status={order.status} />
            </span>
          </header>
          <Table
            caption={`Items in order ${order.reference}`}
            captionHidden
            columns={columns}
            rows={orderLines(order)}
            rowKey={(line) => line.key}
          />
          {order.shipment && (
            <p className={styles.tracking} data-testid="order-tracking">
              {order.shipment.courier} tracking number{' '}
              {order.shipment.tracking_url ? (
                <a href={order.shipment.tracking_url} target="_blank" rel="noopener noreferrer">
                  {order.shipment.tracking_number}
                </a>
              ) : (
                <strong>{order.shipment.tracking_number}</strong>
              )}
            </p>
          )}
          {canPayOrder(order.status) && (
            <Button size="sm" onClick={() => onPay(order.uuid)}>
              Pay Now
            </Button>
          )}
          {!UNPAID.has(order.status) && <EInvoicePanel orderKey={{ order_uuid: order.uuid }} />}
        </section>
      ))}
    </div>
  );
}
