import { adminContract, type AdminPickupLocation } from '@nyiur/api';
import { Button, Checkbox, Field, Input, toast } from '@nyiur/ui';
import { Controller, useFieldArray } from 'react-hook-form';
import { adminApi, dataOf } from '../../lib/admin-api';
import { useAdminForm } from '../../lib/admin-form';
import { useRefreshAfter } from '../../api/query-keys';
import styles from '../screens.module.css';

/** Pick-up places in the order shoppers see them: rename, move, close or add one. */
export function PickupPlacesForm({ places }: { places: readonly AdminPickupLocation[] }) {
  const refreshAfter = useRefreshAfter();
  const { form, onSubmit, failure, busy, dialog } = useAdminForm({
    schema: adminContract.adminPickupLocationsSave.request,
    defaultValues: {
      locations: places.map(({ id, venue, active }) => ({ id, venue, active })),
    },
    send: (values) => adminApi.adminPickupLocationsSave(values).then(dataOf),
    onSaved: () => {
      toast.success('Pick-up places saved.');
      refreshAfter('adminPickupLocationsSave');
    },
  });
  // Rows are told apart by `key`: `id` is the saved place's own, absent on a new one.
  const rows = useFieldArray({ control: form.control, name: 'locations', keyName: 'key' });
  const { errors } = form.formState;
  const listError = errors.locations?.root?.message ?? errors.locations?.message ?? failure;

  return (
    <>
      <form
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label="Pick-up places"
      >
        <section className={styles.section} aria-labelledby="pickup-heading">
          <h2 id="pickup-heading">Pick-up places</h2>
          <p className={styles.muted}>
            Shoppers choose one of the open places at checkout, in this order. A closed place stays
            on past orders but cannot be chosen.
          </p>
          {rows.fields.length === 0 && <p className={styles.empty}>No pick-up places yet.</p>}
          <ol className={styles.list} aria-label="Pick-up places">
            {rows.fields.map((row, index) => (
              <li key={row.key} className={styles.section}>
                <Field
                  label={`Place ${index + 1}`}
                  error={errors.locations?.[index]?.venue?.message}
                  required
                >
                  <Input maxLength={120} {...form.register(`locations.${index}.venue`)} />
                </Field>
                <Controller
                  control={form.control}
                  name={`locations.${index}.active`}
                  render={({ field }) => (
                    <Checkbox
                      label="Open for pick-up"
                      checked={field.value}
                      onCheckedChange={field.onChange}
                    />
                  )}
                />
                <div className={styles.row}>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={index === 0}
                    aria-label={`Move place ${index + 1} up`}
                    onClick={() => rows.move(index, index - 1)}
                  >
                    Move up
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={index === rows.fields.length - 1}
                    aria-label={`Move place ${index + 1} down`}
                    onClick={() => rows.move(index, index + 1)}
                  >
                    Move down
                  </Button>
                </div>
              </li>
            ))}
          </ol>
          {listError && (
            <p className={styles.error} role="alert">
              {listError}
            </p>
          )}
          <div className={styles.row}>
            <Button
              type="button"
              variant="secondary"
              onClick={() => rows.append({ venue: '', active: true })}
            >
              Add a pick-up place
            </Button>
            <Button type="submit" loading={busy}>
              Save pick-up places
            </Button>
          </div>
        </section>
      </form>
      {dialog}
    </>
  );
}
