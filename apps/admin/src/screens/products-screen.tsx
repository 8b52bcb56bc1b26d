import type { AdminProduct } from '@nyiur/api';
import { useMutation } from '@tanstack/react-query';
import { Badge, Button, Field, Input, RadioGroup, Spinner, toast } from '@nyiur/ui';
import { useState, type FormEvent } from 'react';
import { adminApi, dataOf, failureMessage, fieldErrors, toastFailure } from '../lib/admin-api';
import { useProducts } from '../api/catalogue';
import { useRefreshAfter } from '../api/query-keys';
import { useReauth } from '../lib/use-reauth';
import { StockChangeForm, StockFigures, StockMovements } from './product-stock';
import styles from './screens.module.css';

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

/** A whole number typed in a field, or NaN, which the server refuses with the field's message. */
const wholeNumber = (form: FormData, name: string): number => {
  const text = String(form.get(name) ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
};

/**
 * Sends a change of one product. Saved: the toast `said` writes, the list read again and
 * `onSaved`; refused: the fields' messages under them and the rest in a toast.
 */
function useProductSave<Change>(
  call: 'adminProductSetPrice' | 'adminProductUpdate',
  send: (change: Change) => Promise<{ product: AdminProduct }>,
  said: (saved: AdminProduct) => string,
  onSaved: () => void,
) {
  const refreshAfter = useRefreshAfter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: send,
    onSuccess: ({ product: saved }) => {
      setErrors({});
      toast.success(said(saved));
      refreshAfter(call);
      onSaved();
    },
    onError: (error) => {
      setErrors(fieldErrors(error));
      toastFailure(error);
    },
  });
  return { save, errors };
}

function PriceForm({ product, onSaved }: { product: AdminProduct; onSaved: () => void }) {
  const { guarded, dialog } = useReauth();
  const { save, errors } = useProductSave(
    'adminProductSetPrice',
    (change: { price: string; compare_at_price: string | null }) =>
      guarded(() => adminApi.adminProductSetPrice({ id: product.id, ...change }).then(dataOf)),
    (saved) => `${saved.name} now costs RM ${saved.price}.`,
    onSaved,
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const wasPrice = String(form.get('compare_at_price') ?? '').trim();
    save.mutate({
      price: String(form.get('price') ?? '').trim(),
      compare_at_price: wasPrice === '' ? null : wasPrice,
    });
  };
  // The dialog stays outside this form: React events bubble through its portal, so its
  // submit would otherwise send the price again.
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Price">
        <Field label="Price (RM)" error={errors['price']} required>
          <Input name="price" inputMode="decimal" defaultValue={product.price} />
        </Field>
        <Field
          label="Crossed-out price (RM)"
          hint="The old price shown with a line through it. Leave empty for none."
          error={errors['compare_at_price']}
          optional
        >
          <Input
            name="compare_at_price"
            inputMode="decimal"
            defaultValue={product.compare_at_price ?? ''}
          />
        </Field>
        <Button type="submit" loading={save.isPending}>
          Save price
        </Button>
      </form>
      {dialog}
    </>
  );
}

function SettingsForm({ product, onSaved }: { product: AdminProduct; onSaved: () => void }) {
  const [status, setStatus] = useState<Status>(product.status);
  const { save, errors } = useProductSave(
    'adminProductUpdate',
    (change: { weight_grams: number; low_stock_threshold: number }) =>
      adminApi.adminProductUpdate({ id: product.id, status, ...change }).then(dataOf),
    (saved) => `${saved.name} saved.`,
    onSaved,
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save.mutate({
      weight_grams: wholeNumber(form, 'weight_grams'),
      low_stock_threshold: wholeNumber(form, 'low_stock_threshold'),
    });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Status and weight">
      <RadioGroup
        label="In the shop"
        options={STATUS_OPTIONS}
        value={status}
        onValueChange={(value) => setStatus(value as Status)}
        error={errors['status']}
      />
      <Field
        label="Warn me when stock is at or below"
        error={errors['low_stock_threshold']}
        required
      >
        <Input
          name="low_stock_threshold"
          inputMode="numeric"
          defaultValue={product.low_stock_threshold}
        />
      </Field>
      <Field
        label="Weight of one box (grams)"
        hint="Packaging included; used for the shipping fee."
        error={errors['weight_grams']}
        required
      >
        <Input name="weight_grams" inputMode="numeric" defaultValue={product.weight_grams} />
      </Field>
      <Button type="submit" loading={save.isPending}>
        Save status and weight
      </Button>
    </form>
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
