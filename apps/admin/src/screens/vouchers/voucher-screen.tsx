import { adminContract, type AdminVoucher } from '@nyiur/api';
import { formatSignedRinggit } from '@nyiur/domain';
import { AlertDialog, Badge, Button, DataList, Spinner, toast } from '@nyiur/ui';
import { useState } from 'react';
import { Link, useOutletContext, useParams } from 'react-router';
import type { AdminProfile } from '@nyiur/api';
import { ADMIN_PATHS, orderPath } from '../../admin-paths';
import { adminApi, dataOf, failureMessage, toastFailure } from '../../lib/admin-api';
import { useRefreshAfter } from '../../api/query-keys';
import { useVoucher, useVouchers } from '../../api/vouchers';
import {
  malaysianTime,
  valueLabel,
  VOUCHER_STATUS_LABELS,
  VOUCHER_STATUS_TONES,
} from '../../lib/labels';
import { hasPermission } from '../../lib/use-admin';
import { useReauth } from '../../lib/use-reauth';
import { AdminForm, useAdminForm } from '../../lib/admin-form';
import styles from '../screens.module.css';
import {
  termsDefaults,
  TermsFields,
  valueDefaults,
  ValueFields,
  type Choices,
} from './voucher-fields';

const USE_LABELS = {
  held: 'Waiting for payment',
  used: 'Used',
  released: 'Given back',
  over_total: 'Paid late, after the last use (see the order note)',
} as const;

/** "−RM 10.00" off the goods, "shipping −RM 5.00" off the fee, or both. */
const amountsOff = (use: { discount: string; shipping_off: string }): string =>
  [
    use.discount !== '0.00' || use.shipping_off === '0.00'
      ? `−${formatSignedRinggit(use.discount)}`
      : null,
    use.shipping_off !== '0.00' ? `shipping −${formatSignedRinggit(use.shipping_off)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

function ValueForm({ voucher, onSaved }: { voucher: AdminVoucher; onSaved: () => void }) {
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminVoucherSetValue.request,
    defaultValues: { id: voucher.id, ...valueDefaults(voucher) },
    send: (value) => adminApi.adminVoucherSetValue({ ...value, id: voucher.id }).then(dataOf),
    onSaved: () => {
      toast.success(`${voucher.code} value saved.`);
      onSaved();
    },
  });
  return (
    <AdminForm {...idiom} label="Value" submit="Save value">
      <ValueFields form={form} />
    </AdminForm>
  );
}

function TermsForm({
  voucher,
  choices,
  onSaved,
}: {
  voucher: AdminVoucher;
  choices: Choices;
  onSaved: () => void;
}) {
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminVoucherUpdate.request,
    defaultValues: { id: voucher.id, ...termsDefaults(voucher) },
    send: (terms) => adminApi.adminVoucherUpdate({ ...terms, id: voucher.id }).then(dataOf),
    onSaved: () => {
      toast.success(`${voucher.code} saved.`);
      onSaved();
    },
  });
  return (
    <AdminForm {...idiom} label="Who and when" submit="Save">
      <TermsFields form={form} choices={choices} />
    </AdminForm>
  );
}

/** One voucher: its figures, pause / resume / end, its value and terms, and every use. */
export function VoucherScreen() {
  const id = Number(useParams()['id']);
  const admin = useOutletContext<AdminProfile>();
  const canWrite = hasPermission(admin, 'vouchers.write');
  const canApprove = hasPermission(admin, 'vouchers.approve');
  const approval = useReauth();
  const refreshAfter = useRefreshAfter();
  const [editing, setEditing] = useState(false);
  const page = useVoucher(id);
  const products = useVouchers('', { enabled: editing });
  const refresh = () => refreshAfter('adminVoucherUpdate');
  const setStatus = async (status: AdminVoucher['status']) => {
    try {
      await adminApi.adminVoucherSetStatus({ id, status }).then(dataOf);
      toast.success(`Voucher ${VOUCHER_STATUS_LABELS[status].toLowerCase()}.`);
      refresh();
    } catch (error) {
      toastFailure(error);
    }
  };

  if (page.isPending) return <Spinner label="Loading voucher" />;
  if (page.error) return <p role="alert">{failureMessage(page.error)}</p>;
  const { voucher, figures, uses } = page.data;
  return (
    <>
      <p>
        <Link to={ADMIN_PATHS.vouchers}>All vouchers</Link>
      </p>
      <h1>Voucher {voucher.code}</h1>
      <p className={styles.row}>
        <Badge tone={VOUCHER_STATUS_TONES[voucher.status]}>
          {VOUCHER_STATUS_LABELS[voucher.status]}
        </Badge>
        <span>{valueLabel(voucher)}</span>
      </p>
      {voucher.awaiting_approval && (
        <div role="status" className={styles.row}>
          <Badge tone="warning">Waiting for an owner&apos;s approval</Badge>
          <span>It is above the owners&apos; ceilings: shoppers cannot use it yet.</span>
          {canApprove && (
            <Button
              variant="secondary"
              onClick={() => {
                void approval
                  .guarded(() => adminApi.adminVoucherApprove({ id }).then(dataOf))
                  .then(() => {
                    toast.success(`${voucher.code} approved.`);
                    refresh();
                  })
                  .catch(toastFailure);
              }}
            >
              Approve
            </Button>
          )}
          {approval.dialog}
        </div>
      )}
      <dl className={styles.dl} aria-label="Figures">
        <dt>Uses</dt>
        <dd>
          {figures.uses}
          {voucher.total_uses === null ? '' : ` of ${voucher.total_uses}`}
        </dd>
        <dt>Paid orders</dt>
        <dd>{figures.paid_orders}</dd>
        <dt>Discount given</dt>
        <dd>{formatSignedRinggit(figures.discount_given)}</dd>
        <dt>Revenue</dt>
        <dd>{formatSignedRinggit(figures.revenue)}</dd>
        <dt>Valid</dt>
        <dd>
          {voucher.starts_at ? malaysianTime(voucher.starts_at) : 'Now'} –{' '}
          {voucher.ends_at ? malaysianTime(voucher.ends_at) : 'no end'}
        </dd>
        {voucher.affiliate_code && (
          <>
            <dt>Credits affiliate</dt>
            <dd>{voucher.affiliate_code}</dd>
          </>
        )}
        {voucher.note && (
          <>
            <dt>Note</dt>
            <dd>{voucher.note}</dd>
          </>
        )}
      </dl>
      {canWrite && voucher.status !== 'ended' && (
        <div className={styles.toolbar}>
          {voucher.status === 'active' ? (
            <Button variant="secondary" onClick={() => void setStatus('paused')}>
              Pause
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => void setStatus('active')}>
              Resume
            </Button>
          )}
          <AlertDialog
            title={`End ${voucher.code}?`}
            description="Shoppers can no longer use it, and an ended voucher cannot be resumed."
            confirmLabel="End voucher"
            cancelLabel="Keep it"
            confirmVariant="danger"
            onConfirm={() => void setStatus('ended')}
            trigger={<Button variant="danger">End voucher</Button>}
          />
          <Button variant="ghost" onClick={() => setEditing(!editing)}>
            {editing ? 'Close' : 'Edit'}
          </Button>
        </div>
      )}
      {editing && products.data && (
        <>
          <section className={styles.section} aria-labelledby="value-heading">
            <h2 id="value-heading">Value</h2>
            <ValueForm voucher={voucher} onSaved={refresh} />
          </section>
          <section className={styles.section} aria-labelledby="terms-heading">
            <h2 id="terms-heading">Who and when</h2>
            <TermsForm voucher={voucher} choices={products.data} onSaved={refresh} />
          </section>
        </>
      )}
      <section className={styles.section} aria-labelledby="uses-heading">
        <h2 id="uses-heading">Uses</h2>
        <p>
          <a href={`/api/admin/vouchers/uses.csv?id=${voucher.id}`} download>
            Download uses (CSV)
          </a>
        </p>
        {uses.length === 0 ? (
          <p className={styles.empty}>Not used yet.</p>
        ) : (
          <DataList
            label="Uses"
            rows={uses}
            rowKey={(use) => use.order_id}
            rowLabel={(use) => use.reference}
            columns={[
              {
                key: 'order',
                header: 'Order',
                primary: true,
                cell: (use) => <Link to={orderPath(use.order_id)}>{use.reference}</Link>,
              },
              { key: 'customer', header: 'Customer', cell: (use) => use.customer },
              { key: 'state', header: 'Use', cell: (use) => USE_LABELS[use.state] },
              { key: 'off', header: 'Off', cell: (use) => amountsOff(use) },
              {
                key: 'total',
                header: 'Order total',
                cell: (use) => `${formatSignedRinggit(use.order_total)} (${use.order_status})`,
              },
              { key: 'at', header: 'When', cell: (use) => malaysianTime(use.at) },
            ]}
          />
        )}
      </section>
    </>
  );
}
