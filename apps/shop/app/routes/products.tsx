import { productDisplays } from '@nyiur/content';
import { Breadcrumb } from '../components/breadcrumb/breadcrumb';
import { useLoaderData } from 'react-router';
import { ProductCard, productCardData } from '../components/product-card/product-card';
import { pageMeta } from '@nyiur/shell';
import styles from './products.module.css';
import { PATHS } from '@nyiur/domain';

export const meta = () =>
  pageMeta({
    title: 'Products',
    description: 'MCT Essentials and MCT LeanEssentials coconut MCT powder sachets, RM198 a box.',
    path: PATHS.products,
  });

/**
 * Runs when the page is prerendered: each product's card, so the browser reads the cards from the
 * page's data instead of loading every product's text with the page.
 */
export function loader() {
  return { products: productDisplays.map(productCardData) };
}

export default function Products() {
  const { products } = useLoaderData<typeof loader>();
  return (
    <div className="shop-page">
      <Breadcrumb items={[{ label: 'Home', href: PATHS.home }, { label: 'Products' }]} />
      <h1>Products</h1>
      <div className={styles.grid}>
        {products.map((product) => (
          <ProductCard key={product.to} product={product} />
        ))}
      </div>
    </div>
  );
}
