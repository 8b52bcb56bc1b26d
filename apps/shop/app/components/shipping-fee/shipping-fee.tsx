import { formatRM, parseAmount, sen } from '@nyiur/domain';

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
  if (!before) return <>{money(paid)}</>;
  return (
    <>
      <s aria-label={`was ${money(before)}`}>{money(before)}</s> {money(paid)}
      {voucherCode ? ` (voucher ${voucherCode})` : ''}
    </>
  );
}
