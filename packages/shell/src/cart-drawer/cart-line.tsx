import { useEffect, useMemo, useRef, useState } from 'react';
import type { CartItem } from '@nyiur/api';
import {
  QUANTITY_DEBOUNCE_MS,
  cartQuantityToSend,
  debounce,
  decrementQuantity,
  formatRM,
  incrementQuantity,
  normaliseCartInput,
  parseAmount,
  sen,
} from '@nyiur/domain';
import { useRemoveCartItem, useSetCartQuantity } from '../cart/use-cart-mutations';
import { TrashIcon } from '../icons/icons';
import styles from './cart-drawer.module.css';
import { registerPendingQuantity } from './pending-quantities';

/**
 * One cart line. Quantity edits are sent 500 ms after the last change, and only when the value
 * is a whole number other than 0 that differs from the line's quantity; minus stops at 1; a
 * typed single 0 becomes 1 (spec §4).
 */
export function CartLine({ item }: { item: CartItem }) {
  const [raw, setRaw] = useState(String(item.qty));
  const current = useRef(item.qty);
  const setQuantity = useSetCartQuantity();
  const remove = useRemoveCartItem();
  const { mutate } = setQuantity;

  useEffect(() => {
    current.current = item.qty;
    setRaw(String(item.qty));
  }, [item.qty]);

  const send = useMemo(
    () =>
      debounce((value: string) => {
        const quantity = cartQuantityToSend(value, current.current);
        if (quantity === null) return;
        // A refused change (a limit, a lost connection) puts the line's quantity back.
        mutate(
          { productId: item.product.id, quantity },
          { onError: () => setRaw(String(current.current)) },
        );
      }, QUANTITY_DEBOUNCE_MS),
    [item.product.id, mutate],
  );
  // A waiting edit is sent, not dropped, when the drawer closes (the line unmounts), and can be
  // sent at once when Check Out is pressed.
  useEffect(() => {
    const unregister = registerPendingQuantity(send.flush);
    return () => {
      unregister();
      send.flush();
    };
  }, [send]);

  const change = (value: string) => {
    setRaw(value);
    send(value);
  };
  const shown = Number.parseInt(raw, 10);
  const base = Number.isFinite(shown) ? shown : item.qty;
  const name = item.product.name;

  return (
    <li className={styles.line} data-testid="cart-line">
      {item.product.featured_graphic_url && (
        <img
          className={styles.thumb}
          src={item.product.featured_graphic_url}
          alt=""
          width={72}
          height={72}
          loading="lazy"
        />
      )}
      <div className={styles.lineBody}>
        <p className={styles.lineName}>{name}</p>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={`Decrease quantity of ${name}`}
            disabled={base <= 1}
            onClick={() => change(String(decrementQuantity(base)))}
          >
            −
          </button>
          <input
            className={styles.qty}
            type="number"
            inputMode="numeric"
            min={0}
            aria-label={`Quantity of ${name}`}
            value={raw}
            onChange={(event) => change(normaliseCartInput(event.target.value))}
          />
          <button
            type="button"
            className={styles.stepButton}
            aria-label={`Increase quantity of ${name}`}
            onClick={() => change(String(incrementQuantity(base)))}
          >
            +
          </button>
        </div>
      </div>
      <div className={styles.lineEnd}>
        <p className={styles.lineAmount}>{formatRM(parseAmount(item.amount) ?? sen(0))}</p>
        <button
          type="button"
          className={styles.remove}
          aria-label={`Remove ${name}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate(item.id)}
        >
          <TrashIcon width={20} height={20} />
        </button>
      </div>
    </li>
  );
}
