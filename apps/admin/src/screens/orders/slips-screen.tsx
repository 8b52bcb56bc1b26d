import { Button, Spinner } from '@nyiur/ui';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PackingSlip } from '../../components/packing-slip/packing-slip';
import { useOrderSlips } from '../../api/orders';
import { failureMessage } from '../../lib/admin-api';
import styles from '../../components/packing-slip/slips.module.css';
import { ADMIN_PATHS } from '../../admin-paths';

/** Packing slips for the ticked orders: one page each, A4 or A6 label size, then Print. */
export function SlipsScreen() {
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  const [size, setSize] = useState<'a4' | 'a6'>('a6');
  const slips = useOrderSlips(ids);

  return (
    <div className={styles.page} data-size={size}>
      <style>{`@page { size: ${size === 'a6' ? 'A6' : 'A4'}; margin: 8mm; }`}</style>
      <div className={styles.controls}>
        <Link to={ADMIN_PATHS.orders}>← Orders</Link>
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
        slips.data.slips.map((order) => <PackingSlip key={order.id} order={order} />)
      )}
    </div>
  );
}
