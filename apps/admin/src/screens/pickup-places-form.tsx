import type { AdminPickupLocation } from '@nyiur/api';
import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, Field, Input, toast } from '@nyiur/ui';
import { useState, type FormEvent } from 'react';
import { adminApi, dataOf, fieldErrors, toastFailure } from '../lib/admin-api';
import { useRefreshAfter } from '../api/query-keys';
import styles from './screens.module.css';

interface Draft {
  /** Absent for a place added on this screen. */
  readonly id?: number;
  /** Tells rows apart while editing (new places have no id yet). */
  readonly key: string;
  readonly venue: string;
  readonly active: boolean;
}

let nextKey = 0;

/** Pick-up places in the order shoppers see them: rename, move, close or add one. */
export function PickupPlacesForm({ places }: { places: readonly AdminPickupLocation[] }) {
  const refreshAfter = useRefreshAfter();
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    places.map((place) => ({ ...place, key: `saved-${place.id}` })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () =>
      adminApi
        .adminPickupLocationsSave({
          locations: drafts.map(({ id, venue, active }) => ({
            ...(id === undefined ? {} : { id }),
            venue: venue.trim(),
            active,
          })),
        })
        .then(dataOf),
    onSuccess: () => {
      setErrors({});
      toast.success('Pick-up places saved.');
      refreshAfter('adminPickupLocationsSave');
    },
    onError: (error) => {
      setErrors(fieldErrors(error));
      toastFailure(error);
    },
  });

  const change = (key: string, patch: Partial<Draft>) =>
    setDrafts((list) => list.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const move = (from: number, by: -1 | 1) =>
    setDrafts((list) => {
      const to = from + by;
      if (to < 0 || to >= list.length) return list;
      const next = [...list];
      const [row] = next.splice(from, 1);
      if (row) next.splice(to, 0, row);
      return next;
    });
  const add = () => {
    nextKey += 1;
    setDrafts((list) => [...list, { key: `new-${nextKey}`, venue: '', active: true }]);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Pick-up places">
      <section className={styles.section} aria-labelledby="pickup-heading">
        <h2 id="pickup-heading">Pick-up places</h2>
        <p className={styles.muted}>
          Shoppers choose one of the open places at checkout, in this order. A closed place stays on
          past orders but cannot be chosen.
        </p>
        {drafts.length === 0 && <p className={styles.empty}>No pick-up places yet.</p>}
        <ol className={styles.list} aria-label="Pick-up places">
          {drafts.map((row, index) => (
            <li key={row.key} className={styles.section}>
              <Field
                label={`Place ${index + 1}`}
                error={errors[`locations.${index}.venue`]}
                required
              >
                <Input
                  value={row.venue}
                  maxLength={120}
                  onChange={(event) => change(row.key, { venue: event.target.value })}
                />
              </Field>
              <Checkbox
                label="Open for pick-up"
                checked={row.active}
                onCheckedChange={(checked) => change(row.key, { active: checked })}
              />
              <div className={styles.row}>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={index === 0}
                  aria-label={`Move place ${index + 1} up`}
                  onClick={() => move(index, -1)}
                >
                  Move up
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={index === drafts.length - 1}
                  aria-label={`Move place ${index + 1} down`}
                  onClick={() => move(index, 1)}
                >
                  Move down
                </Button>
              </div>
            </li>
          ))}
        </ol>
        {errors['locations'] && (
          <p className={styles.error} role="alert">
            {errors['locations']}
          </p>
        )}
        <div className={styles.row}>
          <Button type="button" variant="secondary" onClick={add}>
            Add a pick-up place
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save pick-up places
          </Button>
        </div>
      </section>
    </form>
  );
}
