import type { AdminOrderDetail } from '@nyiur/api';
import { useQuery } from '@tanstack/react-query';
import { Button, Spinner } from '@nyiur/ui';
import JsBarcode from 'jsbarcode';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { adminApi, failureMessage } from '../lib/admin-api';
import { malaysianTime } from '../lib/labels';
import styles from './slips.module.css';

/** The order number as a Code 128 barcode, drawn as SVG so it prints sharp. */
function Barcode({ value }: { value: string }) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (ref.current) {
      JsBarcode(ref.current, value, {
        format: 'CODE128',
        height: 48,
        displayValue: true,
        margin: 0,
      });
    }
  }, [value]);
  return (
    <svg ref={ref} role="img" aria-label={`Barcode of order ${value}`} data-testid="barcode" />
  );
}

function Slip({ order }: { order: AdminOrderDetail }) {
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
        <address className={styles.to}>
          <strong>{order.ship_to.name}</strong>
          <br />
          {order.ship_to.phone}
          {order.ship_to.lines.map((line) => (
            <span key={line}>
              <br />
              {line}
            </span>
          ))}
        </address>
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
    </article>
  );
}

/** Packing slips for the ticked orders: one page each, A4 or A6 label size, then Print. */
export function SlipsScreen() {
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const [size, setSize] = useState<'a4' | 'a6'>('a6');
  const slips = useQuery({
    queryKey: ['orders', 'slips', ids.join(',')],
    queryFn: () => adminApi.call('adminOrderSlips', { ids }),
    enabled: ids.length > 0,
  });

  return (
    <div className={styles.page} data-size={size}>
      <style>{`@page { size: ${size === 'a6' ? 'A6' : 'A4'}; margin: 8mm; }`}</style>
      <div className={styles.controls}>
        <Link to="/">← Orders</Link>
        <fieldset className={styles.sizes}>
          <legend>Paper</legend>
          <label>
            <input
              type="radio"
              name="size"
              checked={size === 'a6'}
              onChange={() => setSize('a6')}
            />{' '}
            A6 label
          </label>
          <label>
            <input
              type="radio"
              name="size"
              checked={size === 'a4'}
              onChange={() => setSize('a4')}
            />{' '}
            A4
          </label>
        </fieldset>
        <Button onClick={() => window.print()} disabled={!slips.data}>
          Print
        </Button>
      </div>
      <h1 className={styles.title}>Packing slips</h1>
      {ids.length === 0 ? (
        <p>Tick orders in the queue first.</p>
      ) : slips.isPending ? (
        <Spinner label="Preparing packing slips" />
      ) : slips.error ? (
        <p role="alert">{failureMessage(slips.error)}</p>
      ) : (
        slips.data.slips.map((order) => <Slip key={order.id} order={order} />)
      )}
    </div>
  );
}
