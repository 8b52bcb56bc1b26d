import { adminContract, type AdminAffiliate, type AdminCommissionLine } from '@nyiur/api';
import { Badge, Button, DataList, Field, Input, Spinner, toast } from '@nyiur/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { adminApi, dataOf } from '../../lib/admin-api';
import { formatMalaysianTime, formatSignedRinggit } from '@nyiur/domain';
import { malaysianTime } from '../../lib/labels';
import { useAffiliate } from '../../api/money';
import { queryKeys, useRefreshAfter } from '../../api/query-keys';
import { AdminForm, blankIsNull, useAdminForm } from '../../lib/admin-form';
import own from './affiliates.module.css';
import styles from '../screens.module.css';
import { ADMIN_PATHS, orderPath } from '../../admin-paths';

const STATUS_LABELS: Record<AdminCommissionLine['status'], string> = {
  held: 'Held',
  released: 'Ready for payout',
  cancelled: 'Cancelled',
  paid: 'Paid',
};

const dateOnly = (iso: string): string => formatMalaysianTime(iso, 'date');

/** One affiliate: balances, rate and bank details, and every commission line. */
export function AffiliateScreen() {
  const { code = '' } = useParams();
  const detail = useAffiliate(code);

  return (
    <>
      <p>
        <Link to={ADMIN_PATHS.affiliates}>← All affiliates</Link>
      </p>
      {detail.isPending ? (
        <Spinner label="Loading the affiliate" />
      ) : detail.error ? (
        <div role="alert" className={styles.empty}>
          <p>{detail.error.message}</p>
          <Button onClick={() => void detail.refetch()}>Try again</Button>
        </div>
      ) : (
        <>
          <h1>{detail.data.affiliate.name || detail.data.affiliate.code}</h1>
          <dl className={styles.dl}>
            <dt>Referral code</dt>
            <dd>{detail.data.affiliate.code}</dd>
            <dt>E-mail</dt>
            <dd>{detail.data.affiliate.email || '—'}</dd>
            <dt>Held</dt>
            <dd>{formatSignedRinggit(detail.data.affiliate.held)}</dd>
            <dt>Ready for payout</dt>
            <dd>{formatSignedRinggit(detail.data.affiliate.payable)}</dd>
            <dt>Paid</dt>
            <dd>{formatSignedRinggit(detail.data.affiliate.paid)}</dd>
          </dl>
          <TermsForm affiliate={detail.data.affiliate} />
          <Lines lines={detail.data.lines} />
        </>
      )}
    </>
  );
}

function TermsForm({ affiliate }: { affiliate: AdminAffiliate }) {
  const queryClient = useQueryClient();
  const refreshAfter = useRefreshAfter();
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminAffiliateUpdate.request,
    defaultValues: {
      code: affiliate.code,
      rate_percent: affiliate.rate_percent === null ? null : String(affiliate.rate_percent),
      bank_name: affiliate.bank_name,
      account_holder: affiliate.account_holder,
      account_number: affiliate.account_number,
    },
    send: (terms) => adminApi.adminAffiliateUpdate(terms).then(dataOf),
    onSaved: (answer) => {
      queryClient.setQueryData(queryKeys.affiliate(affiliate.code), (old: unknown) =>
        old && typeof old === 'object' ? { ...old, affiliate: answer.affiliate } : old,
      );
      refreshAfter('adminAffiliateUpdate');
      toast.success('Rate and bank details saved.');
    },
  });
  const { errors } = form.formState;

  return (
    <section className={styles.section} aria-labelledby="terms">
      <h2 id="terms">Rate and bank details</h2>
      <AdminForm {...idiom} label="Rate and bank details" submit="Save">
        <Field
          label="Commission rate (%)"
          hint={`Leave empty for the default (${affiliate.rate_percent === null ? `now ${affiliate.effective_rate_percent}%` : 'the shop rate'}). Applies to orders paid from now on.`}
          error={errors.rate_percent?.message}
          optional
        >
          <Input
            inputMode="decimal"
            {...form.register('rate_percent', { setValueAs: blankIsNull })}
          />
        </Field>
        <Field label="Bank" error={errors.bank_name?.message} optional>
          <Input autoComplete="off" {...form.register('bank_name')} />
        </Field>
        <Field label="Account holder name" error={errors.account_holder?.message} optional>
          <Input autoComplete="off" {...form.register('account_holder')} />
        </Field>
        <Field label="Account number" error={errors.account_number?.message} optional>
          <Input inputMode="numeric" autoComplete="off" {...form.register('account_number')} />
        </Field>
      </AdminForm>
    </section>
  );
}

function Lines({ lines }: { lines: readonly AdminCommissionLine[] }) {
  return (
    <section aria-labelledby="lines">
      <h2 id="lines">Commission</h2>
      {lines.length === 0 ? (
        <p className={styles.empty}>No commission yet: no referred member has paid for an order.</p>
      ) : (
        <DataList
          label="Commission lines"
          rows={lines}
          rowKey={(line) => line.id}
          rowLabel={(line) => line.ref_no}
          rowTestId="commission-line"
          columns={[
            {
              key: 'order',
              header: 'Order',
              primary: true,
              cell: (line) => <Link to={orderPath(line.order_id)}>{line.ref_no}</Link>,
            },
            { key: 'order-status', header: 'Order status', cell: (line) => line.order_status },
            {
              key: 'basis',
              header: 'For',
              cell: (line) =>
                `${
                  line.kind === 'clawback'
                    ? `Clawback, ${malaysianTime(line.created_at)}`
                    : `${line.rate_percent}% of ${formatSignedRinggit(line.base_amount)}, ${malaysianTime(line.created_at)}`
                }${
                  line.kind === 'commission' && line.status === 'held'
                    ? line.releases_at
                      ? ` · ready for payout on ${dateOnly(line.releases_at)}`
                      : ' · waits for the order to be completed or collected'
                    : ''
                }${line.payout_month ? ` · paid in the ${line.payout_month} payout` : ''}`,
            },
            {
              key: 'amount',
              header: 'Amount',
              align: 'end',
              cell: (line) => (
                <span className={line.amount.startsWith('-') ? own.negative : undefined}>
                  {formatSignedRinggit(line.amount)}
                </span>
              ),
            },
            {
              key: 'status',
              header: 'Status',
              cell: (line) => (
                <Badge tone={line.status === 'held' ? 'brand' : 'neutral'}>
                  {STATUS_LABELS[line.status]}
                </Badge>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
