import type { AdminPayment, AdminProfile, GatewayStatus, PaymentMismatch } from '@nyiur/api';
import { formatSignedRinggit } from '@nyiur/domain';
import { useMutation } from '@tanstack/react-query';
import { Badge, Button, Checkbox, toast, type DataListColumn } from '@nyiur/ui';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import { PagedItems } from '../../components/list-screen/list-screen';
import { adminApi, dataOf, toastFailure } from '../../lib/admin-api';
import { malaysianTime } from '../../lib/labels';
import { hasPermission } from '../../lib/use-admin';
import { usePaymentList } from '../../api/money';
import { useRefreshAfter } from '../../api/query-keys';
import screens from '../screens.module.css';
import { orderPath } from '../../admin-paths';

const GATEWAY_LABELS: Record<GatewayStatus, string> = {
  paid: 'Paid',
  failed: 'Failed',
  no_answer: 'No answer yet',
};

export const MISMATCH_LABELS: Record<PaymentMismatch, string> = {
  order_not_paid: 'Mismatch: paid at iPay88, not on the order',
  gateway_not_paid: 'Mismatch: order paid, no payment at iPay88',
  amount_differs: 'Mismatch: iPay88 amount differs from the order',
};

const REQUERY_RESULT: Record<string, string> = {
  paid: 'iPay88 confirmed the payment: the order is now paid.',
  failed: 'iPay88 says the payment failed.',
  no_change: 'Nothing to change.',
  not_usable: 'iPay88 gave no usable answer. Try again later or check the iPay88 portal.',
};

/** The gateway's transactions beside their orders, with what disagrees flagged. */
export function PaymentsScreen() {
  const admin = useOutletContext<AdminProfile>();
  const [params, setParams] = useSearchParams();
  const mismatchesOnly = params.get('mismatches') === '1';
  const refreshAfter = useRefreshAfter();
  const canRequery = hasPermission(admin, 'payments.requery');

  const { list, items: payments } = usePaymentList(mismatchesOnly);

  const requery = useMutation({
    mutationFn: (orderId: number) =>
      adminApi.adminPaymentRequery({ order_id: orderId }).then(dataOf),
    onSuccess: (answer) => {
      toast.success(
        `${answer.payment.ref_no}: iPay88 answered “${answer.answer}”. ${REQUERY_RESULT[answer.result] ?? ''}`,
      );
      refreshAfter('adminPaymentRequery');
    },
    onError: toastFailure,
  });

  const columns: DataListColumn<AdminPayment>[] = [
    {
      key: 'ref',
      header: 'Order',
      primary: true,
      cell: (payment) => <Link to={orderPath(payment.order_id)}>{payment.ref_no}</Link>,
    },
    {
      key: 'match',
      header: 'Check',
      cell: (payment) =>
        payment.mismatch ? (
          <Badge tone="danger">{MISMATCH_LABELS[payment.mismatch]}</Badge>
        ) : (
          <Badge tone="success">Matches</Badge>
        ),
    },
    {
      key: 'order',
      header: 'Order state',
      cell: (payment) =>
        `${payment.order_status} · ${formatSignedRinggit(payment.order_total)} · ${malaysianTime(payment.created_at)}`,
    },
    {
      key: 'ipay88',
      header: 'iPay88',
      cell: (payment) =>
        `${GATEWAY_LABELS[payment.gateway_status]}${
          payment.gateway_amount ? ` · ${formatSignedRinggit(payment.gateway_amount)}` : ''
        }${payment.gateway_at ? ` · ${malaysianTime(payment.gateway_at)}` : ''}`,
    },
    { key: 'method', header: 'Method', cell: (payment) => payment.method ?? '—' },
    { key: 'trans', header: 'TransId', cell: (payment) => payment.trans_id ?? '—' },
  ];
  if (canRequery)
    columns.push({
      key: 'requery',
      header: 'Re-query',
      unlabelledOnCard: true,
      cell: (payment) => (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Re-query ${payment.ref_no}`}
          disabled={requery.isPending && requery.variables === payment.order_id}
          onClick={() => requery.mutate(payment.order_id)}
        >
          Re-query
        </Button>
      ),
    });

  return (
    <>
      <h1>Payments</h1>
      <p className={screens.muted}>
        Every order that reached iPay88, newest first. Re-query asks iPay88 for the payment’s final
        state and applies it to the order.
      </p>
      <div className={screens.toolbar}>
        <Checkbox
          label="Mismatches only"
          checked={mismatchesOnly}
          onCheckedChange={(checked) =>
            setParams(checked ? new URLSearchParams({ mismatches: '1' }) : new URLSearchParams())
          }
        />
      </div>
      <section aria-label="Payments">
        <PagedItems
          list={list}
          items={payments}
          label="Payments"
          loadingLabel="Loading payments"
          empty={
            mismatchesOnly ? 'No mismatches: iPay88 and the orders agree.' : 'No payments yet.'
          }
          columns={columns}
          rowKey={(payment) => String(payment.order_id)}
          rowLabel={(payment) => payment.ref_no}
          rowTestId="payment-row"
        />
      </section>
    </>
  );
}
