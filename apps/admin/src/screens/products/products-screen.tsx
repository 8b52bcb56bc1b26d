import { adminContract, type AdminProduct } from '@nyiur/api';
import { Badge, Button, DataList, Field, Input, Spinner, toast } from '@nyiur/ui';
import { Fragment, useEffect, useRef, useState } from 'react';
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

/** A product's price, with the crossed-out price when there is one. */
function PriceCell({ product }: { product: AdminProduct }) {
  return (
    <>
      <strong>RM {product.price}</strong>
      {product.compare_at_price && (
        <>
          {' '}
          <s className={styles.muted}>RM {product.compare_at_price}</s>
        </>
      )}
    </>
  );
}

function StatusCell({ product }: { product: AdminProduct }) {
  return (
    <span className={styles.row}>
      <Badge tone={STATUS_TONES[product.status]}>{STATUS_LABELS[product.status]}</Badge>
      {product.out_of_stock && <Badge tone="danger">Out of stock</Badge>}
      {product.low_stock && <Badge tone="warning">Low stock</Badge>}
      {product.price_not_set && <Badge tone="accent">Price not set</Badge>}
    </span>
  );
}

const stockLine = (product: AdminProduct) =>
  product.kind === 'combo'
    ? 'Follows its boxes'
    : `${product.on_hand} on the shelf, ${product.reserved} reserved, ${product.to_ship} to ship`;

/** One product's figures and edit forms, below the list while it is open. */
function ProductEditor({ product, onClose }: { product: AdminProduct; onClose: () => void }) {
  const refreshAfter = useRefreshAfter();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a card further down a phone's list: the forms come into view with the focus.
  useEffect(() => heading.current?.focus(), []);
  const stockSaved = (saved: AdminProduct) => {
    toast.success(`${saved.name}: ${saved.available} free to sell.`);
    refreshAfter('adminProductStock');
  };
  return (
    <section className={styles.section} aria-label={`Edit ${product.name}`}>
      <h2 ref={heading} tabIndex={-1}>
        Edit {product.name}
      </h2>
      <StockFigures product={product} />
      {/* Each save starts the forms again from what the server now has. */}
      <Fragment key={product.updated_at}>
        <PriceForm product={product} onSaved={() => undefined} />
        {product.kind === 'product' && <StockChangeForm product={product} onSaved={stockSaved} />}
        <SettingsForm product={product} onSaved={onClose} />
      </Fragment>
      <StockMovements movements={product.movements} />
      <Button variant="ghost" onClick={onClose}>
        Close
      </Button>
    </section>
  );
}

/** The catalogue: every product and combo with its price, status and stock, and their edits. */
export function ProductsScreen() {
  const products = useProducts();
  const [editing, setEditing] = useState<number | null>(null);
  const open = products.data?.products.find((product) => product.id === editing);
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
        <DataList
          label="Products"
          rows={products.data.products}
          rowKey={(product) => product.id}
          rowLabel={(product) => product.name}
          columns={[
            {
              key: 'name',
              header: 'Product',
              primary: true,
              cell: (product) => <strong>{product.name}</strong>,
            },
            { key: 'price', header: 'Price', cell: (product) => <PriceCell product={product} /> },
            {
              key: 'status',
              header: 'Status',
              cell: (product) => <StatusCell product={product} />,
            },
            {
              key: 'available',
              header: 'Free to sell',
              align: 'end',
              cell: (product) => product.available,
            },
            { key: 'stock', header: 'Stock', cell: stockLine },
            {
              key: 'edit',
              header: 'Edit',
              unlabelledOnCard: true,
              cell: (product) => (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-expanded={editing === product.id}
                  onClick={() => setEditing(editing === product.id ? null : product.id)}
                >
                  Edit {product.name}
                </Button>
              ),
            },
          ]}
        />
      )}
      {open && <ProductEditor key={open.id} product={open} onClose={() => setEditing(null)} />}
    </>
  );
}
