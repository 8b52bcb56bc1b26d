import type { SalesOrder } from '@nyiur/api';
import { canPayOrder, formatRM, parseAmount, sen } from '@nyiur/domain';
import { Button, StatusPill } from '@nyiur/ui';
import styles from './orders-table.module.css';

const dateFormat = new Intl.DateTimeFormat('en-MY', { dateStyle: 'medium', timeStyle: 'short' });
const money = (amount: string) => formatRM(parseAmount(amount) ?? sen(0));

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
              <span className={styles.date}>{dateFormat.format(new Date(order.datetime))}</span>
            </p>
            <span data-testid="order-status">
              <StatusPill status={order.status} />
            </span>
          </header>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Price</th>
              </tr>
            </thead>
            <tbody>
              {order.sales_order_items.map((item) => (
                <tr key={`${item.product.id}-${item.quantity}`}>
                  <td>
                    {item.product.name} × {item.quantity}
                  </td>
                  <td>{money(item.amount)}</td>
                </tr>
              ))}
              <tr>
                <td>Shipping</td>
                <td>{money(order.shipping_fees)}</td>
              </tr>
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Total</th>
                <td>{money(order.amount)}</td>
              </tr>
            </tfoot>
          </table>
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
        </section>
      ))}
    </div>
  );
}
