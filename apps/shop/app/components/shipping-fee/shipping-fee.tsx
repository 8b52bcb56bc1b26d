import { formatRM, parseAmount, sen } from '@nyiur/domain';
import { useAccountTranslate } from '../../lib/translate';

const money = (amount: string) => formatRM(parseAmount(amount) ?? sen(0));

/**
 * An order's delivery fee: what was paid, after the fee before struck through when a
 * free-shipping voucher took some off, as the checkout summary shows it.
 */
export function ShippingFee({
  paid,
  before,
  voucherCode,
}: {
  paid: string;
  before?: string | null | undefined;
  voucherCode?: string | null | undefined;
}) {
  const t = useAccountTranslate();
  if (!before) return <>{money(paid)}</>;
  return (
    <>
      <s aria-label={t('order.shippingWas', { amount: money(before) })}>{money(before)}</s>{' '}
      {money(paid)}
      {voucherCode ? ` ${t('order.shippingVoucher', { code: voucherCode })}` : ''}
    </>
  );
}
