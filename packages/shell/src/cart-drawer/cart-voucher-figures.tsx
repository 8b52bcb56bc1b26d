import { useShellTranslate } from '../i18n/translate';
import type { VoucherCheckResponse } from '@nyiur/api';
import { formatRM, parseAmount, sen } from '@nyiur/domain';
import styles from './cart-drawer.module.css';

const money = (amount: string) => formatRM(parseAmount(amount) ?? sen(0));

/**
 * The drawer's figures under a voucher: subtotal, the voucher's −RM line and, once a delivery
 * state is known, the shipping it prices (struck through where free shipping took some off).
 */
export function CartVoucherFigures({
  priced,
  shippingKnown,
}: {
  priced: VoucherCheckResponse;
  shippingKnown: boolean;
}) {
  const discount = parseAmount(priced.discount) ?? sen(0);
  const shippingOff = priced.shipping_before !== priced.shipping;
  const t = useShellTranslate();
  const voucherLabel = t('cart.voucher', { code: priced.voucher_code });
  return (
    <dl className={styles.figures}>
      <dt>{t('cart.subtotal')}</dt>
      <dd data-testid="cart-subtotal">{money(priced.subtotal)}</dd>
      {discount > 0 ? (
        <>
          <dt>{voucherLabel}</dt>
          <dd data-testid="cart-discount">−{formatRM(discount)}</dd>
        </>
      ) : null}
      {shippingKnown ? (
        <>
          <dt>{t('cart.shipping')}</dt>
          <dd data-testid="cart-shipping">
            {shippingOff ? (
              <>
                <s aria-label={t('cart.was', { amount: money(priced.shipping_before) })}>
                  {money(priced.shipping_before)}
                </s>{' '}
                {money(priced.shipping)} {t('cart.shippingVoucher', { code: priced.voucher_code })}
              </>
            ) : (
              money(priced.shipping)
            )}
          </dd>
        </>
      ) : discount > 0 ? null : (
        <>
          <dt>{voucherLabel}</dt>
          <dd data-testid="cart-discount">{t('cart.freeShipping')}</dd>
        </>
      )}
    </dl>
  );
}
