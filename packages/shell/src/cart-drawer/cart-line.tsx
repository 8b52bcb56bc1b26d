import { useShellTranslate } from '../i18n/translate';
import { useState } from 'react';
import type { CartItem } from '@nyiur/api';
import { formatRM, parseAmount, sen } from '@nyiur/domain';
import { QuantityStepper } from '@nyiur/ui';
import { useRemoveCartItem, useSetCartQuantity } from '../cart/use-cart-mutations';
import { TrashIcon } from '../icons/icons';
import styles from './cart-drawer.module.css';
import { registerPendingQuantity } from './pending-quantities';

/**
 * One cart line. Quantity edits are sent 500 ms after the last change, and only when the value
 * is a whole number other than 0 that differs from the line's quantity; minus stops at 1; a
 * typed single 0 becomes 1 (spec §4). A waiting edit is sent, not dropped, when the drawer
 * closes, and at once when Check Out is pressed.
 */
export function CartLine({ item }: { item: CartItem }) {
  const setQuantity = useSetCartQuantity();
  const remove = useRemoveCartItem();
  // A refused change (a limit, a lost connection) puts the line's quantity back.
  const [refusals, setRefusals] = useState(0);
  const name = item.product.name;
  const t = useShellTranslate();

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
        <QuantityStepper
          key={refusals}
          size="sm"
          value={item.qty}
          itemName={name}
          registerFlush={registerPendingQuantity}
          onChange={(quantity) =>
            setQuantity.mutate(
              { productId: item.product.id, quantity },
              { onError: () => setRefusals((count) => count + 1) },
            )
          }
        />
      </div>
      <div className={styles.lineEnd}>
        <p className={styles.lineAmount}>{formatRM(parseAmount(item.amount) ?? sen(0))}</p>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('cart.remove', { name })}
          disabled={remove.isPending}
          onClick={() => remove.mutate(item.id)}
        >
          <TrashIcon width={20} height={20} />
        </button>
      </div>
    </li>
  );
}
