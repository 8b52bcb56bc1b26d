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
  return (
    <dl className={styles.figures}>
      <dt>Subtotal</dt>
      <dd data-testid="cart-subtotal">{money(priced.subtotal)}</dd>
      {discount > 0 ? (
        <>
          <dt>Voucher {priced.voucher_code}</dt>
          <dd data-testid="cart-discount">−{formatRM(discount)}</dd>
        </>
      ) : null}
      {shippingKnown ? (
        <>
          <dt>Shipping</dt>
          <dd data-testid="cart-shipping">
            {shippingOff ? (
              <>
                <s aria-label={`was ${money(priced.shipping_before)}`}>
                  {money(priced.shipping_before)}
                </s>{' '}
                {money(priced.shipping)} (voucher {priced.voucher_code})
              </>
            ) : (
              money(priced.shipping)
            )}
          </dd>
        </>
      ) : discount > 0 ? null : (
        <>
          <dt>Voucher {priced.voucher_code}</dt>
          <dd data-testid="cart-discount">Free shipping</dd>
        </>
      )}
    </dl>
  );
}
