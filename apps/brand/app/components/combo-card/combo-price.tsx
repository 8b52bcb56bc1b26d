import { formatRM } from '@nyiur/domain';
import { useProductOffer } from '@nyiur/shell';
import { COMBO_COMING_SOON, comboSale } from './combo-sale';

/** A combo's price as the owner set it, or "Coming soon" while it is not for sale. */
export function ComboPrice({ productId }: { readonly productId: number }) {
  const sale = comboSale(useProductOffer(productId).data);
  if (sale.kind === 'for-sale') return <> · {formatRM(sale.price)}</>;
  if (sale.kind === 'coming-soon') return <> · {COMBO_COMING_SOON}</>;
  return null;
}
