import { useEffect, useId, useState } from 'react';
import { useParams } from 'react-router';
import { findCatalogueItem, findProductDisplay, productPagePath, products } from '@nyiur/content';
import type { AccordionSection, ProductDisplay } from '@nyiur/content';
import { parseAmount, PATHS, sen, type Sen } from '@nyiur/domain';
import { callApi, pageMeta as publicPageMeta, productJsonLd, useAddToCart } from '@nyiur/shell';
import { useQuery } from '@tanstack/react-query';
import { Button, Price, QuantityStepper, useHydrated } from '@nyiur/ui';
import { Breadcrumb } from '../components/breadcrumb/breadcrumb';
import { ProductGallery } from '../components/product-gallery/product-gallery';
import { ProductReviews } from '../components/product-reviews/product-reviews';
import { privatePageMeta } from '../lib/page-meta';
import type { Route } from './+types/product';
import styles from './product.module.css';

export const meta = ({ params }: Route.MetaArgs) => {
  const product = findProductDisplay(params.name);
  if (!product) return privatePageMeta('Page not found');
  const item = products.find((candidate) => candidate.slug === params.name);
  return publicPageMeta({
    title: product.nameString,
    description: product.metaDescription,
    path: productPagePath(product),
    image: product.shareImage,
    type: 'product',
    jsonLd: item ? [productJsonLd(item, productPagePath(product))] : [],
  });
};

function SectionBody({ section }: { section: AccordionSection }) {
  return (
    <>
      {section.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {section.key === 'recommended-use' && (
        <ol>
          {section.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      )}
      {section.key === 'ingredients' && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.key === 'supplement-facts' && (
        <table className={styles.facts}>
          <caption>
            Serving size {section.facts.servingSize}, {section.facts.servingsPerBox} servings per
            box
          </caption>
          <thead>
            <tr>
              <th scope="col">Nutrient</th>
              <th scope="col">Per serving</th>
              <th scope="col">Per 100 g</th>
            </tr>
          </thead>
          <tbody>
            {section.facts.rows.map((row) => (
              <tr key={row.nutrient}>
                <th scope="row">{row.nutrient}</th>
                <td>{row.perServing}</td>
                <td>{row.per100g}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function ProductDetail({ product }: { product: ProductDisplay }) {
  const [quantity, setQuantity] = useState(1);
  const quantityId = useId();
  const { addToCart, isPending } = useAddToCart();
  // Until React runs, a tap on Add to Cart would do nothing: it shows disabled instead.
  const hydrated = useHydrated();
  const weight = findCatalogueItem(product.id)?.weightGrams ?? 0;
  // The prerendered page carries the launch price; the owner's current offer replaces it.
  const offer = useQuery({
    queryKey: ['product-offer', product.id],
    queryFn: async () => (await callApi('productOffer', { product_id: product.id })).data,
  });
  const price: Sen = (offer.data && parseAmount(offer.data.price)) ?? sen(product.price);
  const was = offer.data?.compare_at_price ? parseAmount(offer.data.compare_at_price) : null;
  const notForSale = offer.data !== undefined && offer.data.status !== 'listed';
  const outOfStock = !notForSale && offer.data?.in_stock === false;

  return (
    <div className="shop-page">
      <Breadcrumb
        items={[{ label: 'Home', href: PATHS.home }, { label: product.breadcrumbName }]}
      />
      <div className={styles.top}>
        <ProductGallery images={product.productImages} name={product.nameString} />
        <div className={styles.info}>
          <h1 className={styles.title}>{product.productName}</h1>
          <Price
            amount={price}
            {...(was !== null ? { was } : {})}
            size="lg"
            className={styles.price}
          />
          {(notForSale || outOfStock) && (
            <p id="product-availability" className={styles.unavailable} role="status">
              {outOfStock ? 'Out of stock' : 'Not available for sale right now'}
            </p>
          )}
          <dl className={styles.specs}>
            <dt>Flavour</dt>
            <dd>{product.flavour}</dd>
            <dt>Size</dt>
            <dd>{product.size}</dd>
          </dl>
          {product.productDescBody.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <ul className={styles.features} aria-label="Key ingredients">
            {product.productFeatureImages.map((feature) => (
              <li key={feature.alt}>
                <img src={feature.image.src} alt="" width={40} height={40} />
                <span>{feature.alt}</span>
              </li>
            ))}
          </ul>
          <div className={styles.buy}>
            <div className={styles.quantity}>
              <label htmlFor={quantityId}>Quantity</label>
              <QuantityStepper
                key={product.path}
                id={quantityId}
                mode="product"
                value={quantity}
                onChange={setQuantity}
              />
            </div>
            <Button
              size="lg"
              loading={isPending}
              disabled={!hydrated || notForSale || outOfStock}
              aria-describedby={notForSale || outOfStock ? 'product-availability' : undefined}
              onClick={() =>
                addToCart({
                  productId: product.id,
                  quantity,
                  unitPriceSen: price,
                  unitWeightGrams: weight,
                })
              }
            >
              Add to Cart
            </Button>
          </div>
          <div className={styles.accordion}>
            {product.accordionData.map((section) => (
              <details key={section.key} className={styles.section}>
                <summary>{section.title}</summary>
                <div className={styles.sectionBody}>
                  <SectionBody section={section} />
                </div>
              </details>
            ))}
          </div>
        </div>
      </div>
      <section className={styles.sachet} aria-labelledby="sachet-heading">
        <h2 id="sachet-heading">One sachet, one serving</h2>
        <ul>
          {product.productSachet.map((tile) => (
            <li key={tile.key}>
              <img
                src={tile.image.src}
                alt={tile.image.alt}
                width={tile.image.width}
                height={tile.image.height}
                loading="lazy"
              />
              <p>{tile.alt}</p>
            </li>
          ))}
        </ul>
      </section>
      <ul className={styles.tiles}>
        {product.productSupplement.map((tile) => (
          <li key={tile.title}>
            <img src={tile.image.src} alt="" width={64} height={64} loading="lazy" />
            <h2>{tile.title}</h2>
            <p>{tile.text}</p>
          </li>
        ))}
      </ul>
      <ProductReviews productId={product.id} />
    </div>
  );
}

/** /mct/:name: only essentials and leanessentials exist; any other name goes to /page-not-found. */
export default function ProductPage() {
  const { name = '' } = useParams();
  const product = findProductDisplay(name);
  useEffect(() => {
    if (!product) window.location.replace(PATHS.notFound);
  }, [product]);
  if (!product) return null;
  return <ProductDetail key={product.path} product={product} />;
}
