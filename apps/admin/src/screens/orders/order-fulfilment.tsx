import { adminContract, type AdminOrderDetail } from '@nyiur/api';
import { COURIERS, guessCourier } from '@nyiur/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Field, Input, Select } from '@nyiur/ui';
import { Controller } from 'react-hook-form';
import { adminApi, dataOf, toastFailure } from '../../lib/admin-api';
import { AdminForm, useAdminForm } from '../../lib/admin-form';
import styles from '../screens.module.css';
import { refusalThrown, useOrderSaved } from './order-saved';

const COURIER_OPTIONS = COURIERS.map((courier) => ({ value: courier, label: courier }));

/** Tracking number and courier, the courier guessed from the number as it is typed. */
export function ShipForm({ order }: { order: AdminOrderDetail }) {
  const saved = useOrderSaved();
  // The call's own shape (one shipment), so a 422 names the very fields shown.
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminOrderShip.request,
    defaultValues: { shipments: [{ ref_no: order.ref_no, tracking_number: '' }] },
    send: (shipment) => adminApi.adminOrderShip(shipment).then(dataOf).then(refusalThrown),
    onSaved: () => saved('adminOrderShip'),
  });
  const errors = form.formState.errors.shipments?.[0];
  const tracking = form.register('shipments.0.tracking_number');
  return (
    <section className={styles.section} aria-labelledby="ship">
      <h2 id="ship">Mark shipped</h2>
      <AdminForm {...idiom} submit="Mark shipped">
        <Field label="Tracking number" error={errors?.tracking_number?.message} required>
          <Input
            autoComplete="off"
            {...tracking}
            onChange={(event) => {
              const guess = guessCourier(event.currentTarget.value);
              if (guess) form.setValue('shipments.0.courier', guess);
              void tracking.onChange(event);
            }}
          />
        </Field>
        <Field
          label="Courier"
          hint="Guessed from the tracking number; change it if wrong."
          error={errors?.courier?.message}
        >
          <Controller
            control={form.control}
            name="shipments.0.courier"
            render={({ field }) => (
              <Select
                options={COURIER_OPTIONS}
                value={field.value ?? ''}
                onValueChange={field.onChange}
                placeholder="Choose the courier"
              />
            )}
          />
        </Field>
      </AdminForm>
    </section>
  );
}

type Progress = 'adminOrderMarkReady' | 'adminOrderMarkCollected' | 'adminOrderComplete';

/** Ready for pick-up, collected, completed: whichever the order allows next. */
export function ProgressButtons({ order }: { order: AdminOrderDetail }) {
  const saved = useOrderSaved();
  const allowed = new Set(order.allowed_actions);
  const progress = useMutation({
    mutationFn: (call: Progress) =>
      adminApi[call]({ ids: [order.id] })
        .then(dataOf)
        .then(refusalThrown),
    onSuccess: (_answer, call) => saved(call),
    onError: toastFailure,
  });
  if (!allowed.has('mark-ready') && !allowed.has('collect') && !allowed.has('complete')) {
    return null;
  }
  return (
    <section className={styles.section} aria-label="Pick-up and completion">
      <div className={styles.row}>
        {allowed.has('mark-ready') && (
          <Button onClick={() => progress.mutate('adminOrderMarkReady')}>
            Mark ready for pick-up
          </Button>
        )}
        {allowed.has('collect') && (
          <Button onClick={() => progress.mutate('adminOrderMarkCollected')}>Mark collected</Button>
        )}
        {allowed.has('complete') && (
          <Button variant="secondary" onClick={() => progress.mutate('adminOrderComplete')}>
            Mark completed
          </Button>
        )}
      </div>
    </section>
  );
}

/** Cancel the order, with the reason the customer is told. */
export function CancelForm({ order }: { order: AdminOrderDetail }) {
  const saved = useOrderSaved();
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminOrderCancel.request,
    defaultValues: { id: order.id, reason: '' },
    send: ({ reason }) => adminApi.adminOrderCancel({ id: order.id, reason }).then(dataOf),
    onSaved: () => saved('adminOrderCancel'),
  });
  return (
    <section className={styles.section} aria-labelledby="cancel">
      <h2 id="cancel">Cancel order</h2>
      <AdminForm {...idiom} submit="Cancel order" variant="danger">
        <Field label="Reason" error={form.formState.errors.reason?.message} required>
          <Input {...form.register('reason')} />
        </Field>
      </AdminForm>
    </section>
  );
}
