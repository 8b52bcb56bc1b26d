import type { AdminProduct, StockMovement } from '@nyiur/api';
import { ApiError } from '@nyiur/api/client/errors';
import { Button, Field, Input, RadioGroup } from '@nyiur/ui';
import { useState, type FormEvent } from 'react';
import { adminApi, dataOf, failureMessage } from '../lib/admin-api';
import { malaysianTime } from '../lib/labels';
import { useReauth } from '../lib/use-reauth';
import styles from './screens.module.css';

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

/** A whole number typed in a field (a minus sign allowed), or NaN, which the server refuses. */
const signedNumber = (text: string): number =>
  /^-?\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;

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
export function StockChangeForm({
  product,
  onSaved,
}: {
  product: AdminProduct;
  onSaved: (saved: AdminProduct) => void;
}) {
  const { guarded, dialog } = useReauth();
  const [kind, setKind] = useState<ManualKind>('received');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refused, setRefused] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    setSaving(true);
    try {
      const { product: saved } = await guarded(() =>
        adminApi
          .adminProductStock({
            id: product.id,
            kind,
            quantity: signedNumber(String(form.get('quantity') ?? '')),
            expected_available: product.available,
            reason: String(form.get('reason') ?? ''),
          })
          .then(dataOf),
      );
      setErrors({});
      setRefused('');
      element.reset();
      onSaved(saved);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.errors : {});
      setRefused(
        error instanceof ApiError && Object.keys(error.errors).length > 0
          ? ''
          : failureMessage(error),
      );
    } finally {
      setSaving(false);
    }
  };

  // The dialog stays outside this form: its submit would otherwise bubble into this one.
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Change stock">
        <RadioGroup
          label="Stock change"
          options={KIND_OPTIONS}
          value={kind}
          onValueChange={(value) => setKind(value as ManualKind)}
          error={errors['kind']}
        />
        <Field label={QUANTITY_LABELS[kind]} error={errors['quantity']} required>
          <Input name="quantity" inputMode={kind === 'adjusted' ? 'text' : 'numeric'} />
        </Field>
        <Field
          label="Reason"
          hint={kind === 'adjusted' ? undefined : 'Optional, e.g. the supplier’s delivery note.'}
          error={errors['reason']}
          required={kind === 'adjusted'}
          optional={kind !== 'adjusted'}
        >
          <Input name="reason" />
        </Field>
        {refused && <p role="alert">{refused}</p>}
        <Button type="submit" loading={saving}>
          Save stock change
        </Button>
      </form>
      {dialog}
    </>
  );
}
