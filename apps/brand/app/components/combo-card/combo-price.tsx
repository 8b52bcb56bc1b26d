import { formatRM } from '@nyiur/domain';
import { useProductOffer } from '@nyiur/shell';
import { comboSale } from './combo-sale';

/** A combo's price as the owner set it, or "Coming soon" while it is not for sale. */
export function ComboPrice(props: { readonly productId: number; readonly comingSoon: string }) {
  const { productId, comingSoon } = props;
  const sale = comboSale(useProductOffer(productId).data);
  if (sale.kind === 'for-sale') return <> · {formatRM(sale.price)}</>;
  if (sale.kind === 'coming-soon') return <> · {comingSoon}</>;
  return null;
}
