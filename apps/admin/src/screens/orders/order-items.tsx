import type { AdminOrderDetail } from '@nyiur/api';
import { formatSignedRinggit } from '@nyiur/domain';
import { ShipToAddress } from '../../components/packing-slip/packing-slip';
import { malaysianTime } from '../../lib/labels';
import styles from '../screens.module.css';

/** What was bought, and the items, voucher, shipping, total and refunded figures. */
export function OrderItems({ order }: { order: AdminOrderDetail }) {
  return (
    <section className={styles.section} aria-labelledby="lines">
      <h2 id="lines">Items</h2>
      <ul className={styles.list}>
        {order.lines.map((line) => (
          <li key={line.name}>
            {line.name} × {line.quantity} — {formatSignedRinggit(line.amount)}
          </li>
        ))}
      </ul>
      <dl className={styles.dl}>
        <dt>Items</dt>
        <dd>{formatSignedRinggit(order.items_amount)}</dd>
        {order.voucher_code && order.discount && (
          <>
            <dt>Voucher {order.voucher_code}</dt>
            <dd>−{formatSignedRinggit(order.discount)}</dd>
          </>
        )}
        <dt>Shipping</dt>
        <dd>
          {order.shipping_fee_before && (
            <>
              <s aria-label={`was ${formatSignedRinggit(order.shipping_fee_before)}`}>
                {formatSignedRinggit(order.shipping_fee_before)}
              </s>{' '}
            </>
          )}
          {formatSignedRinggit(order.shipping_fee)}
        </dd>
        <dt>Total</dt>
        <dd>
          <strong>{formatSignedRinggit(order.total)}</strong>
        </dd>
        {order.refunded !== '0.00' && (
          <>
            <dt>Refunded</dt>
            <dd>{formatSignedRinggit(order.refunded)}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

/** Where the order goes (the address, or the pick-up place), its tracking and any cancellation. */
export function OrderDestination({ order }: { order: AdminOrderDetail }) {
  return (
    <section className={styles.section} aria-labelledby="where">
      <h2 id="where">{order.delivery_mode === 'pickup' ? 'Pick-up' : 'Ship to'}</h2>
      {order.ship_to ? (
        <ShipToAddress address={order.ship_to} />
      ) : (
        <p>
          {order.pickup_venue} · {order.customer_name} · {order.phone}
        </p>
      )}
      {order.tracking_number && (
        <p>
          {order.courier}, tracking number <strong>{order.tracking_number}</strong>
        </p>
      )}
      {order.cancel_reason && <p>Cancelled: {order.cancel_reason}</p>}
      {order.paid_after_cancel && (
        <p role="alert" className={styles.error}>
          To refund: paid {formatSignedRinggit(order.total)} through iPay88 on{' '}
          {malaysianTime(order.paid_after_cancel.at)} (TransId{' '}
          {order.paid_after_cancel.trans_id ?? '—'}) after the order was cancelled. It stays
          cancelled: refund it in the iPay88 portal.
        </p>
      )}
    </section>
  );
}
