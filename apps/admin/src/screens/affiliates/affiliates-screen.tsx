import type { AdminAffiliate } from '@nyiur/api';
import { formatMalaysianMonth, formatSignedRinggit, malaysianMonth } from '@nyiur/domain';
import { AlertDialog, Button, Field, Input, toast } from '@nyiur/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../components/list-screen/list-screen';
import { adminApi, dataOf, toastFailure } from '../../lib/admin-api';
import { useAffiliates } from '../../api/money';
import { useRefreshAfter } from '../../api/query-keys';
import { useReauth } from '../../lib/use-reauth';

import own from './affiliates.module.css';
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
              <ul className={styles.list} aria-label="Affiliates">
                {list.data.affiliates.map((affiliate) => (
                  <AffiliateCard key={affiliate.code} affiliate={affiliate} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </section>
    </>
  );
}

function AffiliateCard({ affiliate }: { affiliate: AdminAffiliate }) {
  return (
    <li className={`${styles.card} ${own.stack}`} data-testid="affiliate-row">
      <div>
        <Link to={affiliatePath(affiliate.code)}>
          <strong>{affiliate.name || affiliate.email || affiliate.code}</strong>
        </Link>{' '}
        · {affiliate.code} · {affiliate.effective_rate_percent}%
        {affiliate.rate_percent === null ? ' (default)' : ''}
      </div>
      <dl className={styles.dl}>
        <dt>Held</dt>
        <dd>{formatSignedRinggit(affiliate.held)}</dd>
        <dt>Ready for payout</dt>
        <dd>{formatSignedRinggit(affiliate.payable)}</dd>
        <dt>Paid</dt>
        <dd>{formatSignedRinggit(affiliate.paid)}</dd>
      </dl>
      {!affiliate.account_number && <div className={styles.muted}>No bank details yet</div>}
    </li>
  );
}
