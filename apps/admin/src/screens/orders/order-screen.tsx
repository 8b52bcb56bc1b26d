import type { AdminProfile } from '@nyiur/api';
import { COURIERS, guessCourier } from '@nyiur/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Checkbox, Field, Input, Select, Spinner, Textarea, toast } from '@nyiur/ui';
import { useState, type FormEvent } from 'react';
import { Link, useOutletContext, useParams } from 'react-router';
import { adminApi, dataOf, failureMessage, fieldErrors, toastFailure } from '../../lib/admin-api';
import { useOrder } from '../../api/orders';
import { queryKeys } from '../../api/query-keys';
import { malaysianTime, ringgit } from '../../lib/labels';
import { hasPermission } from '../../lib/use-admin';
import { useReauth } from '../../lib/use-reauth';
import styles from '../screens.module.css';
import { ADMIN_PATHS } from '../../admin-paths';
import { VoucherRefundHint } from './voucher-refund-hint';

const COURIER_OPTIONS = COURIERS.map((courier) => ({ value: courier, label: courier }));

/** One order: what was bought, where it goes, the payment record, and what can be done next. */
export function OrderScreen() {
  const admin = useOutletContext<AdminProfile>();
  const id = Number(useParams()['id']);
  const queryClient = useQueryClient();
  const { guarded, dialog } = useReauth();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [courier, setCourier] = useState('');

  const order = useOrder(id);

  const act = useMutation({
    mutationFn: (work: () => Promise<unknown>) => guarded(work),
    onSuccess: () => {
      setErrors({});
      toast.success('Saved.');
      // Every write on this page is an order change: each refreshes the orders (invalidatedBy).
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders });
    },
    onError: (error) => {
      setErrors(fieldErrors(error));
      toastFailure(error);
    },
  });

  if (order.isPending) return <Spinner label="Loading the order" />;
  if (order.error) {
    return (
      <div role="alert" className={styles.empty}>
        <p>{failureMessage(order.error)}</p>
        <Link to={ADMIN_PATHS.orders}>Back to orders</Link>
      </div>
    );
  }
  const { order: o, payments, emails, notes, refunds, trail } = order.data;
  const allowed = new Set(o.allowed_actions);
  const canFulfil = hasPermission(admin, 'orders.fulfil');
  const one = <T,>(result: Promise<{ results: { ok: boolean; message: string }[] }>) =>
    result.then((answer) => {
      const failed = answer.results.find((line) => !line.ok);
      if (failed) throw new Error(failed.message);
      return answer as T;
    });

  const ship = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const tracking = String(form.get('tracking_number') ?? '');
    const chosen = courier || guessCourier(tracking) || '';
    act.mutate(() =>
      one(
        adminApi
          .adminOrderShip({
            shipments: [
              {
                ref_no: o.ref_no,
                courier: chosen as (typeof COURIERS)[number],
                tracking_number: tracking,
              },
            ],
          })
          .then(dataOf),
      ),
    );
  };

  return (
    <>
      <p>
        <Link to={ADMIN_PATHS.orders}>← Orders</Link>
      </p>
      <h1>
        Order {o.ref_no} <Badge>{o.status}</Badge>
      </h1>
      <p className={styles.muted}>Placed {malaysianTime(o.created_at)}</p>

      <section className={styles.section} aria-labelledby="lines">
        <h2 id="lines">Items</h2>
        <ul className={styles.list}>
          {o.lines.map((line) => (
            <li key={line.name}>
              {line.name} × {line.quantity} — {ringgit(line.amount)}
            </li>
          ))}
        </ul>
        <dl className={styles.dl}>
          <dt>Items</dt>
          <dd>{ringgit(o.items_amount)}</dd>
          {o.voucher_code && o.discount && (
            <>
              <dt>Voucher {o.voucher_code}</dt>
              <dd>−{ringgit(o.discount)}</dd>
            </>
          )}
          <dt>Shipping</dt>
          <dd>
            {o.shipping_fee_before && (
              <>
                <s aria-label={`was ${ringgit(o.shipping_fee_before)}`}>
                  {ringgit(o.shipping_fee_before)}
                </s>{' '}
              </>
            )}
            {ringgit(o.shipping_fee)}
          </dd>
          <dt>Total</dt>
          <dd>
            <strong>{ringgit(o.total)}</strong>
          </dd>
          {o.refunded !== '0.00' && (
            <>
              <dt>Refunded</dt>
              <dd>{ringgit(o.refunded)}</dd>
            </>
          )}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="where">
        <h2 id="where">{o.delivery_mode === 'pickup' ? 'Pick-up' : 'Ship to'}</h2>
        {o.ship_to ? (
          <address>
            {o.ship_to.name}
            <br />
            {o.ship_to.phone}
            {o.ship_to.lines.map((line) => (
              <span key={line}>
                <br />
                {line}
              </span>
            ))}
          </address>
        ) : (
          <p>
            {o.pickup_venue} · {o.customer_name} · {o.phone}
          </p>
        )}
        {o.tracking_number && (
          <p>
            {o.courier}, tracking number <strong>{o.tracking_number}</strong>
          </p>
        )}
        {o.cancel_reason && <p>Cancelled: {o.cancel_reason}</p>}
      </section>

      {canFulfil && allowed.has('ship') && (
        <section className={styles.section} aria-labelledby="ship">
          <h2 id="ship">Mark shipped</h2>
          <form className={styles.form} onSubmit={ship} noValidate>
            <Field label="Tracking number" error={errors['shipments.0.tracking_number']} required>
              <Input
                name="tracking_number"
                autoComplete="off"
                onChange={(event) => {
                  const guess = guessCourier(event.currentTarget.value);
                  if (guess) setCourier(guess);
                }}
              />
            </Field>
            <Field
              label="Courier"
              hint="Guessed from the tracking number; change it if wrong."
              error={errors['shipments.0.courier']}
            >
              <Select
                options={COURIER_OPTIONS}
                value={courier}
                onValueChange={setCourier}
                placeholder="Choose the courier"
              />
            </Field>
            <Button type="submit" disabled={act.isPending}>
              Mark shipped
            </Button>
          </form>
        </section>
      )}

      {canFulfil &&
        (allowed.has('mark-ready') || allowed.has('collect') || allowed.has('complete')) && (
          <section className={styles.section} aria-label="Pick-up and completion">
            <div className={styles.row}>
              {allowed.has('mark-ready') && (
                <Button
                  onClick={() =>
                    act.mutate(() =>
                      one(adminApi.adminOrderMarkReady({ ids: [o.id] }).then(dataOf)),
                    )
                  }
                >
                  Mark ready for pick-up
                </Button>
              )}
              {allowed.has('collect') && (
                <Button
                  onClick={() =>
                    act.mutate(() =>
                      one(adminApi.adminOrderMarkCollected({ ids: [o.id] }).then(dataOf)),
                    )
                  }
                >
                  Mark collected
                </Button>
              )}
              {allowed.has('complete') && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    act.mutate(() => one(adminApi.adminOrderComplete({ ids: [o.id] }).then(dataOf)))
                  }
                >
                  Mark completed
                </Button>
              )}
            </div>
          </section>
        )}

      {hasPermission(admin, 'orders.cancel') && allowed.has('cancel') && (
        <section className={styles.section} aria-labelledby="cancel">
          <h2 id="cancel">Cancel order</h2>
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
              act.mutate(() => adminApi.adminOrderCancel({ id: o.id, reason }).then(dataOf));
            }}
            noValidate
          >
            <Field label="Reason" error={errors['reason']} required>
              <Input name="reason" />
            </Field>
            <Button type="submit" variant="danger" disabled={act.isPending}>
              Cancel order
            </Button>
          </form>
        </section>
      )}

      {hasPermission(admin, 'orders.refund') && allowed.has('refund') && (
        <section className={styles.section} aria-labelledby="refund">
          <h2 id="refund">Record refund</h2>
          <p className={styles.muted}>
            Refund in the iPay88 portal or by bank transfer first, then record it here. The customer
            is e-mailed.
          </p>
          <VoucherRefundHint order={o} />
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              const form = new FormData(event.currentTarget);
              act.mutate(() =>
                adminApi
                  .adminOrderRefund({
                    id: o.id,
                    amount: String(form.get('amount') ?? ''),
                    method: String(form.get('method') ?? 'ipay88_portal') as 'ipay88_portal',
                    reference: String(form.get('reference') ?? ''),
                    restock: form.get('restock') !== null,
                  })
                  .then(dataOf),
              );
            }}
            noValidate
          >
            <Field label="Amount (RM)" error={errors['amount']} required>
              <Input name="amount" inputMode="decimal" />
            </Field>
            <Field label="Refunded through" error={errors['method']}>
              <Select
                name="method"
                defaultValue="ipay88_portal"
                options={[
                  { value: 'ipay88_portal', label: 'iPay88 portal' },
                  { value: 'bank_transfer', label: 'Bank transfer' },
                ]}
              />
            </Field>
            <Field label="Reference" error={errors['reference']} required>
              <Input name="reference" />
            </Field>
            <Checkbox name="restock" label="The boxes came back: put them in stock again" />
            <Button type="submit" disabled={act.isPending}>
              Record refund
            </Button>
          </form>
        </section>
      )}

      <section className={styles.section} aria-labelledby="payment">
        <h2 id="payment">Payment</h2>
        <dl className={styles.dl}>
          <dt>iPay88 TransId</dt>
          <dd>{o.trans_id ?? '—'}</dd>
          <dt>Method</dt>
          <dd>{o.payment_method ?? '—'}</dd>
          <dt>Paid</dt>
          <dd>{o.paid_at ? malaysianTime(o.paid_at) : 'Not paid'}</dd>
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
                {malaysianTime(refund.at)} · {ringgit(refund.amount)} ·{' '}
                {refund.method === 'bank_transfer' ? 'bank transfer' : 'iPay88 portal'} ·{' '}
                {refund.reference} · {refund.by}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="emails">
        <h2 id="emails">E-mails sent</h2>
        {emails.length === 0 ? (
          <p className={styles.muted}>None yet.</p>
        ) : (
          <ul className={styles.list}>
            {emails.map((email, index) => (
              <li key={index}>
                {malaysianTime(email.at)} · {email.subject} · {email.status}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="notes">
        <h2 id="notes">Notes</h2>
        <ul className={styles.list}>
          {notes.map((note) => (
            <li key={note.id}>
              {malaysianTime(note.at)} · {note.by}: {note.text}
            </li>
          ))}
        </ul>
        {hasPermission(admin, 'orders.note') && (
          <form
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              const form = event.currentTarget;
              const text = String(new FormData(form).get('text') ?? '');
              act.mutate(() =>
                adminApi
                  .adminOrderAddNote({ id: o.id, text })
                  .then(dataOf)
                  .then(() => form.reset()),
              );
            }}
            noValidate
          >
            <Field label="Add a note" error={errors['text']}>
              <Textarea name="text" rows={2} />
            </Field>
            <Button type="submit" variant="secondary" disabled={act.isPending}>
              Add note
            </Button>
          </form>
        )}
      </section>

      <section className={styles.section} aria-labelledby="trail">
        <h2 id="trail">Trail</h2>
        <ul className={styles.list}>
          {trail.map((entry) => (
            <li key={entry.id}>
              {malaysianTime(entry.at)} · {entry.actor_email} · {entry.action}
            </li>
          ))}
        </ul>
      </section>
      {dialog}
    </>
  );
}
