import { adminContract, type ConsolidatedMonth, type EInvoiceEntry } from '@nyiur/api';
import { formatMalaysianMonth, formatSignedRinggit } from '@nyiur/domain';
import { useMutation } from '@tanstack/react-query';
import { Badge, Button, Field, Input, Spinner, toast } from '@nyiur/ui';
import { useState } from 'react';
import { adminApi, dataOf, failureMessage, toastFailure } from '../../lib/admin-api';
import { AdminForm, useAdminForm } from '../../lib/admin-form';
import { useEInvoices } from '../../api/money';
import { useRefreshAfter } from '../../api/query-keys';
import { PastDueMonths } from '../../components/past-due-months/past-due-months';
import { malaysianTime } from '../../lib/labels';
import styles from '../screens.module.css';

const STATE_LABELS: Record<EInvoiceEntry['state'], string> = {
  pending: 'Pending',
  submitted: 'Submitted',
  valid: 'Valid',
  invalid: 'Invalid',
  cancelled: 'Cancelled',
};
const STATE_TONES = {
  pending: 'neutral',
  submitted: 'neutral',
  valid: 'success',
  invalid: 'danger',
  cancelled: 'neutral',
} as const;
const KIND_LABELS: Record<EInvoiceEntry['kind'], string> = {
  individual: 'Buyer’s e-invoice',
  consolidated: 'Consolidated e-invoice',
  credit_note: 'Credit note',
  refund_note: 'Refund note',
};

/** Cancels a valid e-invoice at MyInvois, with the reason LHDN is sent. */
function CancelForm(props: { code: string; onCancelled: () => void; onKeep: () => void }) {
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminEInvoiceCancel.request,
    defaultValues: { code: props.code, reason: '' },
    send: (values) => adminApi.adminEInvoiceCancel(values).then(dataOf),
    onSaved: props.onCancelled,
  });
  return (
    <AdminForm
      {...idiom}
      label={`Cancel ${props.code}`}
      submit="Cancel at MyInvois"
      variant="danger"
      after={
        <Button variant="ghost" onClick={props.onKeep}>
          Keep it
        </Button>
      }
    >
      <Field
        label="Why is it cancelled?"
        hint="Sent to LHDN; within 72 hours of validation."
        error={form.formState.errors.reason?.message}
      >
        <Input required {...form.register('reason')} />
      </Field>
    </AdminForm>
  );
}

function Document({ entry }: { entry: EInvoiceEntry }) {
  const refreshAfter = useRefreshAfter();
  const [cancelling, setCancelling] = useState(false);
  const done = (call: 'adminEInvoiceCancel' | 'adminEInvoiceResubmit', text: string) => {
    toast.success(text);
    refreshAfter(call);
  };
  const resubmit = useMutation({
    mutationFn: () => adminApi.adminEInvoiceResubmit({ code: entry.code }).then(dataOf),
    onSuccess: () =>
      done('adminEInvoiceResubmit', `${entry.code} is built again and on its way to MyInvois.`),
    onError: toastFailure,
  });
  return (
    <li className={`${styles.card} ${styles.stacked}`} data-testid="e-invoice-row">
      <p>
        <strong>{entry.code}</strong> {KIND_LABELS[entry.kind]}{' '}
        <Badge tone={STATE_TONES[entry.state]}>{STATE_LABELS[entry.state]}</Badge>
      </p>
      <dl className={styles.dl}>
        {entry.order_ref_no && (
          <>
            <dt>Order</dt>
            <dd>{entry.order_ref_no}</dd>
          </>
        )}
        {entry.original_code && (
          <>
            <dt>Refers to</dt>
            <dd>{entry.original_code}</dd>
          </>
        )}
        {entry.buyer_name && (
          <>
            <dt>Buyer</dt>
            <dd>
              {entry.buyer_name} · TIN {entry.buyer_tin}
            </dd>
          </>
        )}
        <dt>Amount</dt>
        <dd>{formatSignedRinggit(entry.amount)}</dd>
        <dt>{entry.validated_at ? 'Validated' : 'Requested'}</dt>
        <dd>{malaysianTime(entry.validated_at ?? entry.created_at)}</dd>
      </dl>
      {entry.reasons.length > 0 && (
        <ul aria-label={`LHDN's reasons for ${entry.code}`}>
          {entry.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      {entry.last_error && entry.state === 'pending' && (
        <p className={styles.muted}>Waiting: {entry.last_error}</p>
      )}
      {entry.validation_url && (
        <a href={entry.validation_url} target="_blank" rel="noopener noreferrer">
          Open on MyInvois
        </a>
      )}
      {entry.can_resubmit && (
        <Button
          size="sm"
          variant="outline"
          onClick={() => resubmit.mutate()}
          loading={resubmit.isPending}
        >
          Submit {entry.code} again
        </Button>
      )}
      {entry.can_cancel && !cancelling && (
        <Button size="sm" variant="outline" onClick={() => setCancelling(true)}>
          Cancel {entry.code}
        </Button>
      )}
      {cancelling && (
        <CancelForm
          code={entry.code}
          onCancelled={() => {
            setCancelling(false);
            done('adminEInvoiceCancel', `${entry.code} is cancelled at MyInvois.`);
          }}
          onKeep={() => setCancelling(false)}
        />
      )}
    </li>
  );
}

function Month({ month }: { month: ConsolidatedMonth }) {
  const refreshAfter = useRefreshAfter();
  const submit = useMutation({
    mutationFn: () => adminApi.adminEInvoiceSubmitMonth({ month: month.month }).then(dataOf),
    onSuccess: () => {
      toast.success(
        `The consolidated e-invoice of ${formatMalaysianMonth(month.month)} is on its way to MyInvois.`,
      );
      refreshAfter('adminEInvoiceSubmitMonth');
    },
    onError: toastFailure,
  });
  return (
    <li className={`${styles.card} ${styles.stacked}`} data-testid="e-invoice-month">
      <p>
        <strong>{formatMalaysianMonth(month.month)}</strong>{' '}
        {month.submitted ? (
          <Badge tone={STATE_TONES[month.submitted.state]}>
            {STATE_LABELS[month.submitted.state]}
          </Badge>
        ) : (
          <Badge tone="neutral">Draft</Badge>
        )}
      </p>
      <p>
        {month.order_count} {month.order_count === 1 ? 'order' : 'orders'} without an e-invoice of
        their own · {formatSignedRinggit(month.total)} · due by {malaysianTime(month.due_by)}
      </p>
      {month.submitted && <Document entry={month.submitted} />}
      {month.can_submit && (
        <Button size="sm" onClick={() => submit.mutate()} loading={submit.isPending}>
          Submit {formatMalaysianMonth(month.month)}
        </Button>
      )}
    </li>
  );
}

/** e-Invoices (LHDN MyInvois): buyers' e-invoices, refund notes, each month's consolidation. */
export function EInvoicesScreen() {
  const list = useEInvoices();
  return (
    <>
      <h1>e-Invoices</h1>
      <p className={styles.muted}>
        Buyers’ own e-invoices and refund notes go to MyInvois on their own. Each month’s other
        sales go into one consolidated e-invoice: submit it in the 7 days after the month ends.
      </p>
      <div className={styles.toolbar}>
        <a href="/api/admin/e-invoices.csv" download>
          Download CSV of everything submitted
        </a>
      </div>
      {list.isPending ? (
        <Spinner label="Loading the e-invoices" />
      ) : list.error ? (
        <p role="alert">{failureMessage(list.error)}</p>
      ) : (
        <>
          <PastDueMonths months={list.data.months} />
          <section className={styles.section} aria-labelledby="months-heading">
            <h2 id="months-heading">Consolidated e-invoices</h2>
            <ul className={styles.list}>
              {list.data.months.map((month) => (
                <Month key={month.month} month={month} />
              ))}
            </ul>
          </section>
          <section className={styles.section} aria-labelledby="documents-heading">
            <h2 id="documents-heading">Buyers’ e-invoices and refund notes</h2>
            {list.data.documents.length === 0 ? (
              <p className={styles.empty}>No buyer has asked for an e-invoice yet.</p>
            ) : (
              <ul className={styles.list}>
                {list.data.documents.map((entry) => (
                  <Document key={entry.code} entry={entry} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </>
  );
}
