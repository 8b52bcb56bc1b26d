import { adminContract, type AdminOrderDetail } from '@nyiur/api';
import { formatSignedRinggit } from '@nyiur/domain';
import { Field, Input, Select } from '@nyiur/ui';
import { Controller } from 'react-hook-form';
import type { OrderPage } from '../../api/orders';
import { adminApi, dataOf } from '../../lib/admin-api';
import { AdminForm, useAdminForm } from '../../lib/admin-form';
import { malaysianTime } from '../../lib/labels';
import styles from '../screens.module.css';
import { useOrderSaved } from './order-saved';
import { VoucherRefundHint } from './voucher-refund-hint';

const METHOD_OPTIONS = [
  { value: 'ipay88_portal', label: 'iPay88 portal' },
  { value: 'bank_transfer', label: 'Bank transfer' },
];

/** A refund made in the iPay88 portal or by bank transfer, recorded (the customer is e-mailed). */
export function RefundForm({ order }: { order: AdminOrderDetail }) {
  const saved = useOrderSaved();
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminOrderRefund.request,
    defaultValues: {
      id: order.id,
      amount: '',
      method: 'ipay88_portal',
      reference: '',
      returned: order.lines.map((line) => ({ item_id: line.item_id, boxes: 0 })),
    },
    send: (refund) => adminApi.adminOrderRefund({ ...refund, id: order.id }).then(dataOf),
    onSaved: () => saved('adminOrderRefund'),
  });
  const { errors } = form.formState;
  return (
    <section className={styles.section} aria-labelledby="refund">
      <h2 id="refund">Record refund</h2>
      <p className={styles.muted}>
        Refund in the iPay88 portal or by bank transfer first, then record it here. The customer is
        e-mailed.
      </p>
      <VoucherRefundHint order={order} />
      <AdminForm {...idiom} submit="Record refund">
        <Field label="Amount (RM)" error={errors.amount?.message} required>
          <Input inputMode="decimal" {...form.register('amount')} />
        </Field>
        <Field label="Refunded through" error={errors.method?.message}>
          <Controller
            control={form.control}
            name="method"
            render={({ field }) => (
              <Select options={METHOD_OPTIONS} value={field.value} onValueChange={field.onChange} />
            )}
          />
        </Field>
        <Field label="Reference" error={errors.reference?.message} required>
          <Input {...form.register('reference')} />
        </Field>
        <fieldset className={styles.form}>
          <legend>Boxes that came back (only these go back in stock)</legend>
          {order.lines.map((line, index) => (
            <Field
              key={line.item_id}
              label={`${line.name} (${line.quantity} ordered)`}
              error={
                errors.returned?.[index]?.boxes?.message ??
                (index === order.lines.length - 1 ? errors.returned?.message : undefined)
              }
            >
              <Input
                type="number"
                min={0}
                max={line.quantity}
                inputMode="numeric"
                {...form.register(`returned.${index}.boxes`, { valueAsNumber: true })}
              />
            </Field>
          ))}
        </fieldset>
      </AdminForm>
    </section>
  );
}

const REFUND_METHODS = { bank_transfer: 'bank transfer', ipay88_portal: 'iPay88 portal' } as const;

/** The payment as iPay88 recorded it, every message of the gateway, and the refunds recorded. */
export function PaymentRecord({
  order,
  payments,
  refunds,
}: {
  order: AdminOrderDetail;
  payments: OrderPage['payments'];
  refunds: OrderPage['refunds'];
}) {
  return (
    <section className={styles.section} aria-labelledby="payment">
      <h2 id="payment">Payment</h2>
      <dl className={styles.dl}>
        <dt>iPay88 TransId</dt>
        <dd>{order.trans_id ?? '—'}</dd>
        <dt>Method</dt>
        <dd>{order.payment_method ?? '—'}</dd>
        <dt>Paid</dt>
        <dd>{order.paid_at ? malaysianTime(order.paid_at) : 'Not paid'}</dd>
      </dl>
      <ul className={styles.list} aria-label="Gateway messages">
        {payments.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            {malaysianTime(event.at)} · {event.channel} · {event.outcome} · status {event.status}
            {event.trans_id ? ` · ${event.trans_id}` : ''}
          </li>
        ))}
      </ul>
      {refunds.length > 0 && (
        <ul className={styles.list} aria-label="Refunds">
          {refunds.map((refund, index) => (
            <li key={index}>
              {malaysianTime(refund.at)} · {formatSignedRinggit(refund.amount)} ·{' '}
              {REFUND_METHODS[refund.method]} · {refund.reference} · {refund.by}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
