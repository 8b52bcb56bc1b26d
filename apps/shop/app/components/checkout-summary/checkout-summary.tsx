import { specMessage } from '../../lib/spec-messages';
import { useCheckoutTranslate } from '../../lib/translate';
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
  const t = useCheckoutTranslate();
  return (
    <aside className={styles.summary} aria-labelledby="summary-heading">
      <h2 id="summary-heading" className={styles.heading}>
        {t('summary.title')}
      </h2>
      <ul className={styles.lines}>
        {cart.cart_items.map((item) => (
          <li key={item.id} className={styles.line}>
            {item.product.featured_graphic_url && (
              <img src={item.product.featured_graphic_url} alt="" width={56} height={56} />
            )}
            <span className={styles.name}>
              {t('summary.line', { name: item.product.name, quantity: item.qty })}
            </span>
            <span>{formatRM(parseAmount(item.amount) ?? sen(0))}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.figures}>
        <dt>{t('summary.subtotal')}</dt>
        <dd data-testid="summary-subtotal">{formatRM(totals.subtotal)}</dd>
        {totals.voucher && totals.voucher.discount > 0 && (
          <>
            <dt>{t('summary.voucher', { code: totals.voucher.code })}</dt>
            <dd data-testid="summary-discount">−{formatRM(totals.voucher.discount)}</dd>
          </>
        )}
        <dt>{t('summary.shipping')}</dt>
        <dd data-testid="summary-shipping">
          {!shippingKnown ? (
            t('summary.selectState')
          ) : totals.voucher && totals.voucher.shippingBefore > totals.shipping ? (
            <>
              <s aria-label={t('summary.was', { amount: formatRM(totals.voucher.shippingBefore) })}>
                {formatRM(totals.voucher.shippingBefore)}
              </s>{' '}
              {formatRM(totals.shipping)}{' '}
              {t('summary.shippingVoucher', { code: totals.voucher.code })}
            </>
          ) : (
            formatRM(totals.shipping)
          )}
        </dd>
        <dt>{t('summary.weight')}</dt>
        <dd data-testid="summary-weight">{formatKg(totals.weight)}</dd>
        <dt className={styles.total}>{t('summary.total')}</dt>
        <dd className={styles.total} data-testid="summary-total">
          {formatRM(totals.total)}
        </dd>
      </dl>
      {shippingNotes.length > 0 && (
        <ul
          className={styles.notes}
          aria-label={t('summary.aboutShipping')}
          data-testid="shipping-notes"
        >
          {shippingNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {totals.limit && (
        <p className={styles.limit} role="alert">
          {specMessage(t, totals.limit)}
        </p>
      )}
    </aside>
  );
}
