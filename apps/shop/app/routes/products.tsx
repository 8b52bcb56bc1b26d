import { productDisplays } from '@nyiur/content';
import { Breadcrumb } from '../components/breadcrumb/breadcrumb';
import { ProductCard } from '../components/product-card/product-card';
import { pageMeta } from '@nyiur/shell';
import styles from './products.module.css';
import { PATHS } from '@nyiur/domain';

export const meta = () =>
  pageMeta({
    title: 'Products',
    description: 'MCT Essentials and MCT LeanEssentials coconut MCT powder sachets, RM198 a box.',
    path: PATHS.products,
  });

export default function Products() {
  return (
    <div className="shop-page">
      <Breadcrumb items={[{ label: 'Home', href: PATHS.home }, { label: 'Products' }]} />
      <h1>Products</h1>
      <div className={styles.grid}>
        {productDisplays.map((product) => (
          <ProductCard key={product.path} product={product} />
        ))}
      </div>
    </div>
  );
}
