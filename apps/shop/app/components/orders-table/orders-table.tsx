import type { ReactNode } from 'react';
import type { SalesOrder } from '@nyiur/api';
import {
  canPayOrder,
  formatMalaysianTime,
  formatRM,
  parseAmount,
  sen,
  type Locale,
} from '@nyiur/domain';
import { useLocale, type Translate } from '@nyiur/shell';
import { Button, StatusPill, Table } from '@nyiur/ui';
import type { TableColumn } from '@nyiur/ui';
import { EInvoicePanel } from '../e-invoice-panel/e-invoice-panel';
import { ShippingFee } from '../shipping-fee/shipping-fee';
import { statusLabel } from '../../lib/order-status-label';
import { useAccountTranslate, type AccountMessageId } from '../../lib/translate';
import styles from './orders-table.module.css';

/** An order's time (`1 Sept 2025, 2:05 pm`), in Malaysian time wherever the phone is. */
const orderTime = (at: string, locale: Locale) => formatMalaysianTime(at, 'dateTime', locale);
const money = (amount: string) => formatRM(parseAmount(amount) ?? sen(0));

/** Orders that were never paid have no e-invoice to ask for. */
const UNPAID = new Set(['Pending', 'Failed', 'Cancelled']);

type Line = { key: string; label: ReactNode; price: ReactNode };

const columnsIn = (t: Translate<AccountMessageId>): readonly TableColumn<Line>[] => [
  // The row header: on a phone each line is a card titled by its product, Shipping or Total.
  { key: 'product', header: t('order.product'), cell: (line) => line.label, rowHeader: true },
  { key: 'price', header: t('order.price'), cell: (line) => line.price, align: 'end' },
];

/** The order's lines, then its shipping and total, as rows of the order's table. */
function orderLines(order: SalesOrder, t: Translate<AccountMessageId>): Line[] {
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
            label: t('order.voucher', { code: order.voucher_code }),
            price: `−${money(order.discount)}`,
          },
        ]
      : []),
    {
      key: 'shipping',
      label: t('order.shipping'),
      price: (
        <ShippingFee
          paid={order.shipping_fees}
          before={order.shipping_fees_before}
          voucherCode={order.voucher_code}
        />
      ),
    },
    {
      key: 'total',
      label: <strong>{t('order.total')}</strong>,
      price: <strong>{money(order.amount)}</strong>,
    },
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
  const t = useAccountTranslate();
  const locale = useLocale();
  if (orders.length === 0) return <p>{t('orders.empty')}</p>;
  const columns = columnsIn(t);
  return (
    <div className={styles.list}>
      {orders.map((order) => (
        <section
          key={order.uuid}
          className={styles.order}
          aria-label={t('order.label', { reference: order.reference })}
        >
          <header className={styles.head}>
            <p>
              <strong>{order.reference}</strong>
              <span className={styles.date}>{orderTime(order.datetime, locale)}</span>
            </p>
            <span data-testid="order-status">
              <StatusPill status={order.status} label={statusLabel(t, order.status)} />
            </span>
          </header>
          <Table
            caption={t('order.items', { reference: order.reference })}
            captionHidden
            columns={columns}
            rows={orderLines(order, t)}
            rowKey={(line) => line.key}
          />
          {order.shipment && (
            <p className={styles.tracking} data-testid="order-tracking">
              {t('order.tracking', { courier: order.shipment.courier })}{' '}
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
              {t('order.payNow')}
            </Button>
          )}
          {!UNPAID.has(order.status) && <EInvoicePanel orderKey={{ order_uuid: order.uuid }} />}
        </section>
      ))}
    </div>
  );
}
