import type { AdminOrderDetail } from '@nyiur/api';
import { toSVG } from 'bwip-js/browser';
import { useMemo } from 'react';
import { malaysianTime } from '../../lib/labels';
import styles from './slips.module.css';

/** Where a parcel goes: the name, the phone and the address lines, one a line. */
export function ShipToAddress(props: {
  address: NonNullable<AdminOrderDetail['ship_to']>;
  className?: string;
}) {
  const { name, phone, lines } = props.address;
  return (
    <address className={props.className}>
      <strong>{name}</strong>
      {[phone, ...lines].map((line, index) => (
        <span key={index}>
          <br />
          {line}
        </span>
      ))}
    </address>
  );
}

/** The order number as a Code 128 barcode, drawn as SVG so it prints sharp at any size. */
function Barcode({ value }: { value: string }) {
  const svg = useMemo(
    () => toSVG({ bcid: 'code128', text: value, height: 12, includetext: false }),
    [value],
  );
  return (
    <figure className={styles.barcode}>
      <div
        role="img"
        aria-label={`Barcode of order ${value}`}
        data-testid="barcode"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption>{value}</figcaption>
    </figure>
  );
}

/** One order's packing slip: barcode, where it goes, what goes in the parcel. */
export function PackingSlip({ order }: { order: AdminOrderDetail }) {
  return (
    <article className={styles.slip} aria-label={`Packing slip ${order.ref_no}`}>
      <header className={styles.head}>
        <h2>Packing slip</h2>
        <Barcode value={order.ref_no} />
      </header>
      <p>
        Order {order.ref_no} · {malaysianTime(order.created_at)}
      </p>
      {order.ship_to ? (
        <ShipToAddress address={order.ship_to} className={styles.to} />
      ) : (
        <p className={styles.to}>
          <strong>Pick-up: {order.pickup_venue}</strong>
          <br />
          {order.customer_name} · {order.phone}
        </p>
      )}
      <table className={styles.lines}>
        <caption>Items</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Qty</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.name}>
              <td>{line.name}</td>
              <td>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>Weight {(order.weight_grams / 1000).toFixed(2)} kg</p>
      {order.payment_method ? <p>Paid by {order.payment_method}</p> : null}
      {order.voucher_code && (
        <p>
          Voucher {order.voucher_code}
          {order.discount && order.discount !== '0.00' ? ` (−RM ${order.discount})` : ''}
          {order.shipping_fee_before ? (
            <>
              {' '}
              (shipping{' '}
              <s aria-label={`was RM ${order.shipping_fee_before}`}>
                RM {order.shipping_fee_before}
              </s>{' '}
              RM {order.shipping_fee})
            </>
          ) : null}
        </p>
      )}
    </article>
  );
}
