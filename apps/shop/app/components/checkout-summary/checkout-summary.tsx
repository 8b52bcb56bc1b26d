import type { Cart } from '@nyiur/api';
import { formatKg, formatRM, parseAmount, sen } from '@nyiur/domain';
import type { CheckoutTotals } from '../../lib/checkout-totals';
import styles from './checkout-summary.module.css';

/**
 * The order summary beside the checkout form: lines, subtotal, shipping, weight and total, and
 * what decides the shipping fee.
 */
export function CheckoutSummary({
  cart,
  totals,
  shippingKnown,
  shippingNotes,
}: {
  cart: Cart;
  totals: CheckoutTotals;
  shippingKnown: boolean;
  /** When delivery is free, how much is left to get there, which rate applies. */
  shippingNotes: readonly string[];
}) {
  return (
    <aside className={styles.summary} aria-labelledby="summary-heading">
      <h2 id="summary-heading" className={styles.heading}>
        Order Summary
      </h2>
      <ul className={styles.lines}>
        {cart.cart_items.map((item) => (
          <li key={item.id} className={styles.line}>
            {item.product.featured_graphic_url && (
              <img src={item.product.featured_graphic_url} alt="" width={56} height={56} />
            )}
            <span className={styles.name}>
              {item.product.name} × {item.qty}
            </span>
            <span>{formatRM(parseAmount(item.amount) ?? sen(0))}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.figures}>
        <dt>Subtotal</dt>
        <dd data-testid="summary-subtotal">{formatRM(totals.subtotal)}</dd>
        {totals.voucher && totals.voucher.discount > 0 && (
          <>
            <dt>Voucher {totals.voucher.code}</dt>
            <dd data-testid="summary-discount">−{formatRM(totals.voucher.discount)}</dd>
          </>
        )}
        <dt>Shipping</dt>
        <dd data-testid="summary-shipping">
          {!shippingKnown ? (
            'Select a state'
          ) : totals.voucher && totals.voucher.shippingBefore > totals.shipping ? (
            <>
              <s aria-label={`was ${formatRM(totals.voucher.shippingBefore)}`}>
                {formatRM(totals.voucher.shippingBefore)}
              </s>{' '}
              {formatRM(totals.shipping)} (voucher {totals.voucher.code})
            </>
          ) : (
            formatRM(totals.shipping)
          )}
        </dd>
        <dt>Weight</dt>
        <dd data-testid="summary-weight">{formatKg(totals.weight)}</dd>
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total} data-testid="summary-total">
          {formatRM(totals.total)}
        </dd>
      </dl>
      {shippingNotes.length > 0 && (
        <ul className={styles.notes} aria-label="About shipping" data-testid="shipping-notes">
          {shippingNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {totals.limit && (
        <p className={styles.limit} role="alert">
          {totals.limit}
        </p>
      )}
    </aside>
  );
}
