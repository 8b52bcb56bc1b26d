import { useShopTranslate } from '../../lib/translate';
import { findCatalogueItem, productPagePath, type ProductDisplay } from '@nyiur/content';
import { sen } from '@nyiur/domain';
import { Price } from '@nyiur/ui';
import { AppLink, useAddToCart } from '@nyiur/shell';
import styles from './product-card.module.css';

/** What a product card shows and adds to the cart: no product text beyond its name. */
export interface ProductCardData {
  readonly id: number;
  readonly nameString: string;
  readonly flavour: string;
  readonly size: string;
  /** In sen. */
  readonly price: number;
  readonly image: { readonly src: string; readonly width: number; readonly height: number } | null;
  readonly weightGrams: number;
  /** The product page. */
  readonly to: string;
}

export const productCardData = (product: ProductDisplay): ProductCardData => {
  const image = product.productImages[0];
  return {
    id: product.id,
    nameString: product.nameString,
    flavour: product.flavour,
    size: product.size,
    price: product.price,
    image: image ? { src: image.src, width: image.width, height: image.height } : null,
    weightGrams: findCatalogueItem(product.id)?.weightGrams ?? 0,
    to: productPagePath(product),
  };
};

/** A product on /products: image and name link to its page; the bag icon adds one to the cart. */
export function ProductCard({ product }: { product: ProductCardData }) {
  const { addToCart, isPending } = useAddToCart();
  const { image, to } = product;
  const weight = product.weightGrams;
  const t = useShopTranslate();
  return (
    <article className={styles.card}>
      <AppLink to={to} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {image && (
          <img
            src={image.src}
            alt=""
            width={image.width}
            height={image.height}
            className={styles.image}
          />
        )}
      </AppLink>
      <div className={styles.body}>
        <h2 className={styles.name}>
          <AppLink to={to}>{product.nameString}</AppLink>
        </h2>
        <p className={styles.meta}>
          {product.flavour} · {product.size}
        </p>
        <div className={styles.footer}>
          <Price amount={sen(product.price)} size="lg" />
          <button
            type="button"
            className={styles.quickAdd}
            aria-label={t('productCard.add', { name: product.nameString })}
            disabled={isPending}
            onClick={() =>
              addToCart({
                productId: product.id,
                quantity: 1,
                unitPriceSen: product.price,
                unitWeightGrams: weight,
              })
            }
          >
            <svg
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden="true"
            >
              <path d="M5 8h14l-1 13H6L5 8z" />
              <path d="M9 8V6a3 3 0 016 0v2M12 12v5M9.5 14.5h5" />
            </svg>
          </button>
        </div>
      </div>
    </article>
  );
}
