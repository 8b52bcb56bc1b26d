import { productDisplaysOf } from '@nyiur/content';
import { Breadcrumb } from '../components/breadcrumb/breadcrumb';
import { ProductCard, productCardData } from '../components/product-card/product-card';
import { metaLocale, metaTranslate, pageMeta, requestLocale } from '@nyiur/shell';
import styles from './products.module.css';
import { PATHS } from '@nyiur/domain';
import { useShopTranslate, type ShopMessageId } from '../lib/translate';
import type { Route } from './+types/products';

export const meta = (args: Route.MetaArgs) => {
  const t = metaTranslate<ShopMessageId>(args);
  return pageMeta({
    title: t('products.title'),
    description: t('products.description'),
    path: PATHS.products,
    locale: metaLocale(args),
  });
};

/**
 * Runs when the page is prerendered: each product's card, so the browser reads the cards from the
 * page's data instead of loading every product's text with the page.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { products: productDisplaysOf(requestLocale(request)).map(productCardData) };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { products } = loaderData;
  const t = useShopTranslate();
  return (
    <div className="shop-page">
      <Breadcrumb
        items={[{ label: t('breadcrumb.home'), href: PATHS.home }, { label: t('products.title') }]}
      />
      <h1>{t('products.title')}</h1>
      <div className={styles.grid}>
        {products.map((product) => (
          <ProductCard key={product.to} product={product} />
        ))}
      </div>
    </div>
  );
}
