import { findCatalogueItem, type ComboPackage } from '@nyiur/content';
import { useAddToCart, useHydrated } from '@nyiur/shell';
import { Button } from '@nyiur/ui';

/**
 * Add to Cart for a combo package, through the shell: logged out it says "Please login to
 * continue." and goes to /login; logged in it adds one and opens the cart drawer.
 */
export function ComboAddToCart({ combo }: { readonly combo: ComboPackage }) {
  const { addToCart, isPending } = useAddToCart();
  // Enabled once the script runs: a click before that would do nothing.
  const hydrated = useHydrated();
  // The limit check before the call needs the unit weight, which the catalogue holds.
  const weight = findCatalogueItem(combo.id)?.weightGrams ?? 0;
  return (
    <Button
      fullWidth
      loading={isPending}
      disabled={!hydrated}
      aria-label={`Add to Cart: ${combo.title}`}
      onClick={() =>
        addToCart({
          productId: combo.id,
          quantity: 1,
          unitPriceSen: combo.price,
          unitWeightGrams: weight,
        })
      }
    >
      Add to Cart
    </Button>
  );
}
