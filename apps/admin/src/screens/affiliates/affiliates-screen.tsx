import type { AdminAffiliate } from '@nyiur/api';
import { formatMalaysianMonth, formatSignedRinggit, malaysianMonth } from '@nyiur/domain';
import { AlertDialog, Button, DataList, Field, Input, toast, type DataListColumn } from '@nyiur/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../components/list-screen/list-screen';
import { adminApi, dataOf, toastFailure } from '../../lib/admin-api';
import { useAffiliates } from '../../api/money';
import { useRefreshAfter } from '../../api/query-keys';
import { useReauth } from '../../lib/use-reauth';

import styles from '../screens.module.css';
import { affiliatePath } from '../../admin-paths';

/** This month in Malaysia, YYYY-MM. */
const thisMonth = (): string => malaysianMonth(Date.now());

/** The affiliates: what each has earned, held and paid, and the monthly payout. */
export function AffiliatesScreen() {
  const refreshAfter = useRefreshAfter();
  const [month, setMonth] = useState(thisMonth);
  const { guarded, dialog } = useReauth();
  const list = useAffiliates();

  const markPaid = useMutation({
    mutationFn: () => guarded(() => adminApi.adminAffiliatePayoutMarkPaid({ month }).then(dataOf)),
    onSuccess: (answer) => {
      toast.success(
        answer.affiliates === 0
          ? `Nothing left to pay for ${formatMalaysianMonth(answer.month)}.`
          : `Payout for ${formatMalaysianMonth(answer.month)} marked paid: ${answer.affiliates} affiliate${answer.affiliates === 1 ? '' : 's'}, ${formatSignedRinggit(answer.total)}.`,
      );
      refreshAfter('adminAffiliatePayoutMarkPaid');
    },
    onError: toastFailure,
  });

  const validMonth = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  const csv = `/api/admin/affiliates/payouts.csv?${new URLSearchParams({ month }).toString()}`;

  return (
    <>
      {dialog}
      <h1>Affiliates</h1>
      {list.data && (
        <p className={styles.muted}>
          Commission is {list.data.default_rate_percent}% of the goods (shipping not included)
          unless an affiliate has their own rate. It is held until {list.data.return_window_days}{' '}
          days after the order is completed or collected, then ready for payout.
        </p>
      )}

      <section className={styles.section} aria-labelledby="payout">
        <h2 id="payout">Monthly payout</h2>
        <div className={styles.row}>
          <Field
            label="Month"
            hint="Commission ready for payout by the end of this month"
            error={validMonth ? undefined : 'Choose a month.'}
          >
            <Input
              type="month"
              name="month"
              value={month}
              onChange={(event) => setMonth(event.target.value)}
            />
          </Field>
        </div>
        <div className={styles.row}>
          {validMonth ? (
            <a href={csv} download>
              Download payout CSV for {formatMalaysianMonth(month)}
            </a>
          ) : null}
          <AlertDialog
            title={
              validMonth ? `Mark the ${formatMalaysianMonth(month)} payout paid?` : 'Choose a month'
            }
            description="Do this after the bank transfers in the payout CSV have gone out. Every commission in it is recorded as paid."
            confirmLabel="Mark paid"
            cancelLabel="Not yet"
            onConfirm={() => markPaid.mutateAsync()}
            trigger={
              <Button variant="outline" disabled={!validMonth || markPaid.isPending}>
                {markPaid.isPending ? 'Marking paid...' : 'Mark paid'}
              </Button>
            }
          />
        </div>
      </section>

      <section aria-labelledby="balances">
        <h2 id="balances">Balances</h2>
        <QueryState query={list} loadingLabel="Loading affiliates">
          {() =>
            !list.data?.affiliates.length ? (
              <p className={styles.empty}>
                No affiliates yet. Approving an application in Leads gives the applicant a referral
                code.
              </p>
            ) : (
              <DataList
                label="Affiliates"
                rows={list.data.affiliates}
                rowKey={(affiliate) => affiliate.code}
                rowLabel={(affiliate) => affiliate.name || affiliate.email || affiliate.code}
                rowTestId="affiliate-row"
                columns={AFFILIATE_COLUMNS}
              />
            )
          }
        </QueryState>
      </section>
    </>
  );
}

const AFFILIATE_COLUMNS: DataListColumn<AdminAffiliate>[] = [
  {
    key: 'name',
    header: 'Affiliate',
    primary: true,
    cell: (affiliate) => (
      <Link to={affiliatePath(affiliate.code)}>
        {affiliate.name || affiliate.email || affiliate.code}
      </Link>
    ),
  },
  { key: 'code', header: 'Code', cell: (affiliate) => affiliate.code },
  {
    key: 'rate',
    header: 'Rate',
    cell: (affiliate) =>
      `${affiliate.effective_rate_percent}%${affiliate.rate_percent === null ? ' (default)' : ''}`,
  },
  {
    key: 'held',
    header: 'Held',
    align: 'end',
    cell: (affiliate) => formatSignedRinggit(affiliate.held),
  },
  {
    key: 'payable',
    header: 'Ready for payout',
    align: 'end',
    cell: (affiliate) => formatSignedRinggit(affiliate.payable),
  },
  {
    key: 'paid',
    header: 'Paid',
    align: 'end',
    cell: (affiliate) => formatSignedRinggit(affiliate.paid),
  },
  {
    key: 'bank',
    header: 'Bank details',
    cell: (affiliate) => (affiliate.account_number ? 'Given' : 'No bank details yet'),
  },
];
