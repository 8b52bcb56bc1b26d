import { adminContract, type AdminProduct } from '@nyiur/api';
import { Badge, Button, Field, Input, Spinner, toast } from '@nyiur/ui';
import { useState } from 'react';
import { FormRadioGroup } from '../../components/form-fields/form-fields';
import { adminApi, dataOf, failureMessage } from '../../lib/admin-api';
import { AdminForm, blankIsNull, useAdminForm } from '../../lib/admin-form';
import { useProducts } from '../../api/catalogue';
import { useRefreshAfter } from '../../api/query-keys';
import { StockChangeForm, StockFigures, StockMovements } from './product-stock';
import styles from '../screens.module.css';

type Status = AdminProduct['status'];

const STATUS_LABELS: Record<Status, string> = {
  listed: 'On sale',
  hidden: 'Hidden',
  not_for_sale: 'Not for sale',
};
const STATUS_OPTIONS = [
  { value: 'listed', label: 'On sale', description: 'Shown in the shop and can be bought.' },
  { value: 'not_for_sale', label: 'Not for sale', description: 'Shown as "coming soon".' },
  { value: 'hidden', label: 'Hidden', description: 'Not shown and cannot be bought.' },
];
const STATUS_TONES = { listed: 'success', hidden: 'neutral', not_for_sale: 'warning' } as const;

/** Saved: the toast `said` writes, the list read again, and `onSaved`. */
function useSaved(
  call: 'adminProductSetPrice' | 'adminProductUpdate',
  said: (saved: AdminProduct) => string,
  onSaved: () => void,
) {
  const refreshAfter = useRefreshAfter();
  return ({ product: saved }: { product: AdminProduct }) => {
    toast.success(said(saved));
    refreshAfter(call);
    onSaved();
  };
}

function PriceForm({ product, onSaved }: { product: AdminProduct; onSaved: () => void }) {
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminProductSetPrice.request,
    defaultValues: {
      id: product.id,
      price: product.price,
      compare_at_price: product.compare_at_price,
    },
    send: (change) => adminApi.adminProductSetPrice({ ...change, id: product.id }).then(dataOf),
    onSaved: useSaved(
      'adminProductSetPrice',
      (saved) => `${saved.name} now costs RM ${saved.price}.`,
      onSaved,
    ),
  });
  const { errors } = form.formState;
  return (
    <AdminForm {...idiom} label="Price" submit="Save price">
      <Field label="Price (RM)" error={errors.price?.message} required>
        <Input inputMode="decimal" {...form.register('price')} />
      </Field>
      <Field
        label="Crossed-out price (RM)"
        hint="The old price shown with a line through it. Leave empty for none."
        error={errors.compare_at_price?.message}
        optional
      >
        <Input
          inputMode="decimal"
          {...form.register('compare_at_price', { setValueAs: blankIsNull })}
        />
      </Field>
    </AdminForm>
  );
}

function SettingsForm({ product, onSaved }: { product: AdminProduct; onSaved: () => void }) {
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminProductUpdate.request,
    defaultValues: {
      id: product.id,
      status: product.status,
      weight_grams: product.weight_grams,
      low_stock_threshold: product.low_stock_threshold,
    },
    send: (change) => adminApi.adminProductUpdate({ ...change, id: product.id }).then(dataOf),
    onSaved: useSaved('adminProductUpdate', (saved) => `${saved.name} saved.`, onSaved),
  });
  const { errors } = form.formState;
  return (
    <AdminForm {...idiom} label="Status and weight" submit="Save status and weight">
      <FormRadioGroup
        control={form.control}
        name="status"
        label="In the shop"
        options={STATUS_OPTIONS}
      />
      <Field
        label="Warn me when stock is at or below"
        error={errors.low_stock_threshold?.message}
        required
      >
        <Input
          inputMode="numeric"
          {...form.register('low_stock_threshold', { valueAsNumber: true })}
        />
      </Field>
      <Field
        label="Weight of one box (grams)"
        hint="Packaging included; used for the shipping fee."
        error={errors.weight_grams?.message}
        required
      >
        <Input inputMode="numeric" {...form.register('weight_grams', { valueAsNumber: true })} />
      </Field>
    </AdminForm>
  );
}

function ProductCard({ product }: { product: AdminProduct }) {
  const [editing, setEditing] = useState(false);
  const refreshAfter = useRefreshAfter();
  const stockSaved = (saved: AdminProduct) => {
    toast.success(`${saved.name}: ${saved.available} free to sell.`);
    refreshAfter('adminProductStock');
  };
  return (
    <li className={styles.section} aria-label={product.name}>
      <h2>{product.name}</h2>
      <p>
        <strong>RM {product.price}</strong>
        {product.compare_at_price && (
          <>
            {' '}
            <s className={styles.muted}>RM {product.compare_at_price}</s>
          </>
        )}
      </p>
      <p className={styles.row}>
        <Badge tone={STATUS_TONES[product.status]}>{STATUS_LABELS[product.status]}</Badge>
        <span>{product.available} free to sell</span>
        {product.out_of_stock && <Badge tone="danger">Out of stock</Badge>}
        {product.low_stock && <Badge tone="warning">Low stock</Badge>}
        {product.price_not_set && <Badge tone="accent">Price not set</Badge>}
      </p>
      <StockFigures product={product} />
      {editing ? (
        <>
          <PriceForm product={product} onSaved={() => undefined} />
          {product.kind === 'product' && <StockChangeForm product={product} onSaved={stockSaved} />}
          <SettingsForm product={product} onSaved={() => setEditing(false)} />
          <StockMovements movements={product.movements} />
          <Button variant="ghost" onClick={() => setEditing(false)}>
            Close
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Edit {product.name}
        </Button>
      )}
    </li>
  );
}

/** The catalogue: every product and combo with its price, status and stock, and their edits. */
export function ProductsScreen() {
  const products = useProducts();
  return (
    <>
      <h1>Products</h1>
      {products.isPending ? (
        <Spinner label="Loading products" />
      ) : products.error ? (
        <div role="alert">
          <p>{failureMessage(products.error)}</p>
          <Button onClick={() => void products.refetch()}>Try again</Button>
        </div>
      ) : products.data.products.length === 0 ? (
        <p className={styles.empty}>No products yet. They appear after the shop first starts.</p>
      ) : (
        <ul className={styles.list} aria-label="Products">
          {products.data.products.map((product) => (
            <ProductCard key={`${product.id}-${product.updated_at}`} product={product} />
          ))}
        </ul>
      )}
    </>
  );
}
