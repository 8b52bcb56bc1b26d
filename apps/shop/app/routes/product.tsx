import { useEffect, useId, useState } from 'react';
import { data } from 'react-router';
import { findCatalogueItem, findProductDisplayIn, productPagePath, products } from '@nyiur/content';
import type { AccordionSection, ProductDisplay } from '@nyiur/content';
import { inLocale, parseAmount, PATHS, sen, type Sen } from '@nyiur/domain';
import {
  callApi,
  metaLocale,
  metaTranslate,
  pageMeta as publicPageMeta,
  productJsonLd,
  requestLocale,
  useAddToCart,
  useLocale,
} from '@nyiur/shell';
import { useQuery } from '@tanstack/react-query';
import { Button, Price, QuantityStepper, useHydrated } from '@nyiur/ui';
import { Breadcrumb } from '../components/breadcrumb/breadcrumb';
import { ProductGallery } from '../components/product-gallery/product-gallery';
import { ProductReviews } from '../components/product-reviews/product-reviews';
import { privatePageMeta } from '../lib/page-meta';
import { useShopTranslate, type ShopMessageId } from '../lib/translate';
import type { Route } from './+types/product';
import styles from './product.module.css';

/**
 * Runs when the pages are prerendered, once per product and language: the page gets its own
 * product's copy in its language, and the browser reads it from the page's data instead of
 * loading both products' text with the page.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const product = findProductDisplayIn(requestLocale(request), params.name);
  if (!product) throw data(null, { status: 404 });
  const item = products.find((candidate) => candidate.slug === params.name);
  return {
    product,
    jsonLd: item ? [productJsonLd(item, productPagePath(product))] : [],
  };
}

export const meta = (args: Route.MetaArgs) => {
  // An unknown name has no data (its .data answers 404).
  const loaded = args.loaderData as typeof args.loaderData | undefined;
  if (!loaded) return privatePageMeta(metaTranslate<ShopMessageId>(args)('product.notFound'));
  const { product, jsonLd } = loaded;
  return publicPageMeta({
    locale: metaLocale(args),
    title: product.nameString,
    description: product.metaDescription,
    path: productPagePath(product),
    image: product.shareImage,
    type: 'product',
    jsonLd,
  });
};

function SectionBody({ section }: { section: AccordionSection }) {
  const t = useShopTranslate();
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
            {t('product.facts.serving', {
              size: section.facts.servingSize,
              count: section.facts.servingsPerBox,
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('product.facts.nutrient')}</th>
              <th scope="col">{t('product.facts.perServing')}</th>
              <th scope="col">{t('product.facts.per100g')}</th>
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
  const t = useShopTranslate();
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
        items={[
          { label: t('breadcrumb.home'), href: PATHS.home },
          { label: product.breadcrumbName },
        ]}
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
              {outOfStock ? t('product.outOfStock') : t('product.notForSale')}
            </p>
          )}
          <dl className={styles.specs}>
            <dt>{t('product.flavour')}</dt>
            <dd>{product.flavour}</dd>
            <dt>{t('product.size')}</dt>
            <dd>{product.size}</dd>
          </dl>
          {product.productDescBody.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <ul className={styles.features} aria-label={t('product.keyIngredients')}>
            {product.productFeatureImages.map((feature) => (
              <li key={feature.alt}>
                <img src={feature.image.src} alt="" width={40} height={40} />
                <span>{feature.alt}</span>
              </li>
            ))}
          </ul>
          <div className={styles.buy}>
            <div className={styles.quantity}>
              <label htmlFor={quantityId}>{t('product.quantity')}</label>
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
              {t('product.addToCart')}
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
        <h2 id="sachet-heading">{t('product.sachet')}</h2>
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

/** An unknown name reached by a move inside the site: the browser loads /page-not-found. */
function UnknownProduct() {
  const locale = useLocale();
  useEffect(() => {
    window.location.replace(inLocale(PATHS.notFound, locale));
  }, [locale]);
  return null;
}

/** Every product is prerendered with its data, so a page without it is an unknown name. */
export function HydrateFallback() {
  return <UnknownProduct />;
}

/** The page's data could not be read: only an unknown name has none (its .data answers 404). */
export function ErrorBoundary() {
  return <UnknownProduct />;
}

/** /mct/:name: only essentials and leanessentials exist; any other name goes to /page-not-found. */
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  return <ProductDetail key={product.path} product={product} />;
}
