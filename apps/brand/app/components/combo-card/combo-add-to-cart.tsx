import { findCatalogueItem, type ComboPackage } from '@nyiur/content';
import { parseAmount } from '@nyiur/domain';
import { useAddToCart, useHydrated, useProductOffer } from '@nyiur/shell';
import { Button } from '@nyiur/ui';

/**
 * Add to Cart for a combo package the owner has put on sale, through the shell: logged out it
 * says "Please login to continue." and goes to /login; logged in it adds one and opens the cart
 * drawer.
 */
export function ComboAddToCart(props: { readonly combo: ComboPackage; readonly label: string }) {
  const { combo, label } = props;
  const { addToCart, isPending } = useAddToCart();
  // Enabled once the script runs: a click before that would do nothing.
  const hydrated = useHydrated();
  const offer = useProductOffer(combo.id).data;
  const price = offer ? parseAmount(offer.price) : null;
  // The limit check before the call needs the unit weight, which the catalogue holds.
  const weight = findCatalogueItem(combo.id)?.weightGrams ?? 0;
  return (
    <Button
      fullWidth
      loading={isPending}
      disabled={!hydrated || price === null}
      aria-label={`${label}: ${combo.title}`}
      onClick={() => {
        if (price === null) return;
        addToCart({
          productId: combo.id,
          quantity: 1,
          unitPriceSen: price,
          unitWeightGrams: weight,
        });
      }}
    >
      {label}
    </Button>
  );
}
