import { adminContract, type AdminProduct, type StockMovement } from '@nyiur/api';
import { Field, Input } from '@nyiur/ui';
import { useState } from 'react';
import { FormRadioGroup } from '../../components/form-fields/form-fields';
import { adminApi, dataOf } from '../../lib/admin-api';
import { AdminForm, useAdminForm } from '../../lib/admin-form';
import { malaysianTime } from '../../lib/labels';
import styles from '../screens.module.css';

type ManualKind = 'received' | 'counted' | 'adjusted';

const KIND_OPTIONS = [
  { value: 'received', label: 'Received', description: 'Boxes that arrived from the supplier.' },
  {
    value: 'counted',
    label: 'Shelf count',
    description: 'Every box on the shelf now, including those waiting for payment or packing.',
  },
  { value: 'adjusted', label: 'Adjust', description: 'Add or take off boxes, with the reason.' },
];

const QUANTITY_LABELS: Record<ManualKind, string> = {
  received: 'Boxes received',
  counted: 'Boxes counted on the shelf',
  adjusted: 'Boxes to add (use a minus sign to take off, e.g. -2)',
};

export const MOVEMENT_LABELS: Record<StockMovement['kind'], string> = {
  opening: 'First stock',
  received: 'Received',
  counted: 'Shelf count',
  adjusted: 'Adjusted',
  reserved: 'Reserved at checkout',
  released: 'Released',
  sold: 'Sold',
  returned: 'Returned',
};

/** On the shelf, reserved, to ship and free to sell. */
export function StockFigures({ product }: { product: AdminProduct }) {
  if (product.kind === 'combo') {
    return (
      <p className={styles.muted}>
        {product.available} can be sold: a combo is packed from its boxes, so it follows their
        stock.
      </p>
    );
  }
  return (
    <dl className={styles.dl} aria-label={`Stock of ${product.name}`}>
      <dt>On the shelf</dt>
      <dd>{product.on_hand}</dd>
      <dt>Reserved (waiting for payment)</dt>
      <dd>{product.reserved}</dd>
      <dt>Paid, to ship</dt>
      <dd>{product.to_ship}</dd>
      <dt>Free to sell</dt>
      <dd>{product.available}</dd>
    </dl>
  );
}

/** The latest changes of the stock, newest first. */
export function StockMovements({ movements }: { movements: readonly StockMovement[] }) {
  if (movements.length === 0) return null;
  return (
    <section aria-label="Recent stock changes">
      <h3>Recent stock changes</h3>
      <ul className={styles.list}>
        {movements.map((movement) => (
          <li key={movement.id} className={styles.muted}>
            <strong>
              {MOVEMENT_LABELS[movement.kind]} {movement.quantity > 0 ? '+' : ''}
              {movement.quantity}
            </strong>{' '}
            ({movement.available_after} free) · {malaysianTime(movement.at)} ·{' '}
            {movement.by ?? 'Shop'}
            {movement.order_ref && ` · order ${movement.order_ref}`}
            {movement.reason && ` · ${movement.reason}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Received, shelf count or adjust, sent with the stock free to sell this page showed: the server
 * refuses it when a checkout or someone else changed the stock since.
 */
export function StockChangeForm(props: {
  product: AdminProduct;
  onSaved: (saved: AdminProduct) => void;
}) {
  // A new form after each save: empty fields, not the change just recorded.
  const [saves, setSaves] = useState(0);
  return (
    <StockChangeFields
      key={saves}
      product={props.product}
      onSaved={(saved) => {
        setSaves((count) => count + 1);
        props.onSaved(saved);
      }}
    />
  );
}

function StockChangeFields({
  product,
  onSaved,
}: {
  product: AdminProduct;
  onSaved: (saved: AdminProduct) => void;
}) {
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminProductStock.request,
    defaultValues: {
      id: product.id,
      kind: 'received',
      expected_available: product.available,
      reason: '',
    },
    // The stock as this page shows it now, not as it was when the form opened.
    send: (change) =>
      adminApi
        .adminProductStock({ ...change, id: product.id, expected_available: product.available })
        .then(dataOf),
    onSaved: ({ product: saved }) => onSaved(saved),
  });
  const { errors } = form.formState;
  const kind = form.watch('kind') as ManualKind;

  return (
    <AdminForm {...idiom} label="Change stock" submit="Save stock change">
      <FormRadioGroup
        control={form.control}
        name="kind"
        label="Stock change"
        options={KIND_OPTIONS}
      />
      <Field label={QUANTITY_LABELS[kind]} error={errors.quantity?.message} required>
        <Input
          inputMode={kind === 'adjusted' ? 'text' : 'numeric'}
          {...form.register('quantity', { valueAsNumber: true })}
        />
      </Field>
      <Field
        label="Reason"
        hint={kind === 'adjusted' ? undefined : 'Optional, e.g. the supplier’s delivery note.'}
        error={errors.reason?.message}
        required={kind === 'adjusted'}
        optional={kind !== 'adjusted'}
      >
        <Input {...form.register('reason')} />
      </Field>
    </AdminForm>
  );
}
