import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatRM, parseAmount, PATHS, sen } from '@nyiur/domain';
import { AppLink, callApi, useHydrated, useLoadingStore } from '@nyiur/shell';
import { Button, buttonClassName, Spinner } from '@nyiur/ui';
import { AccountMessages } from '../../lib/account-messages';
import { statusLabel } from '../../lib/order-status-label';
import { pushPurchaseEvent } from '../../lib/purchase-event';
import { accountMessage } from '../../lib/spec-messages';
import { useAccountTranslate } from '../../lib/translate';
import { EInvoicePanel } from '../e-invoice-panel/e-invoice-panel';
import { PaymentForm } from '../payment-form/payment-form';
import { ShippingFee } from '../shipping-fee/shipping-fee';
import type { PaymentHandoff } from '../payment-form/payment-form';
import styles from './order-result.module.css';

/**
 * The order result screen (spec §4): `failed` shows Payment Failed with Pay Now, which posts the
 * order's payment request again; success shows Payment Success, Back to Home, and fires the
 * purchase event.
 */
function Result({ failed }: { failed: boolean }) {
  const [params] = useSearchParams();
  const t = useAccountTranslate();
  // The page is prerendered without a query string: the token is read only after hydration, so
  // the first client render (no order, no spinner) matches the prerendered HTML.
  const hydrated = useHydrated();
  const token = hydrated ? (params.get('token') ?? '') : '';
  const [handoff, setHandoff] = useState<PaymentHandoff | null>(null);
  const order = useQuery({
    queryKey: ['sales-order', token, failed],
    queryFn: async () =>
      (await callApi('salesOrdersGet', { token, failed: failed ? '1' : '0' })).data,
    enabled: token !== '',
    staleTime: 0,
  });
  const data = order.data;

  useEffect(() => {
    if (!failed && data && data.status !== 'Pending' && data.status !== 'Failed')
      pushPurchaseEvent(data);
  }, [failed, data]);

  const payAgain = () => {
    if (!data?.payment_request || !data.payment_url) return;
    useLoadingStore.getState().start();
    setHandoff({ payment_url: data.payment_url, payment_request: data.payment_request });
  };

  return (
    <div className="shop-page">
      <section className={styles.result} data-state={failed ? 'failed' : 'success'}>
        <h1 className={styles.title}>{failed ? t('result.failed') : t('result.success')}</h1>
        {token === '' ? null : order.isPending ? (
          <Spinner label={t('result.loading')} />
        ) : order.isError ? (
          <p role="alert">{accountMessage(t, order.error.message)}</p>
        ) : data ? (
          <>
            <p>{failed ? t('result.failedLead') : t('result.successLead')}</p>
            <dl className={styles.facts}>
              <dt>{t('result.order')}</dt>
              <dd data-testid="order-reference">{data.reference}</dd>
              <dt>{t('result.status')}</dt>
              <dd>{statusLabel(t, data.status)}</dd>
              {data.voucher_code && data.discount && data.discount !== '0.00' && (
                <>
                  <dt>{t('order.voucher', { code: data.voucher_code })}</dt>
                  <dd data-testid="order-discount">
                    −{formatRM(parseAmount(data.discount) ?? sen(0))}
                  </dd>
                </>
              )}
              <dt>{t('order.shipping')}</dt>
              <dd data-testid="order-shipping">
                <ShippingFee
                  paid={data.shipping_fees}
                  before={data.shipping_fees_before}
                  voucherCode={data.voucher_code}
                />
              </dd>
              <dt>{t('order.total')}</dt>
              <dd>{formatRM(parseAmount(data.amount) ?? sen(0))}</dd>
            </dl>
            {!failed && data.status !== 'Pending' && <EInvoicePanel orderKey={{ token }} />}
          </>
        ) : null}
        <div className={styles.actions}>
          {failed ? (
            data?.payment_request && (
              <Button size="lg" onClick={payAgain}>
                {t('order.payNow')}
              </Button>
            )
          ) : (
            <AppLink to={PATHS.home} className={buttonClassName({ size: 'lg' })}>
              {t('result.backToHome')}
            </AppLink>
          )}
        </div>
        <PaymentForm handoff={handoff} />
      </section>
    </div>
  );
}

/** The order result screen, its words loaded with it in the page's language. */
export function OrderResult({ failed }: { failed: boolean }) {
  return (
    <AccountMessages>
      <Result failed={failed} />
    </AccountMessages>
  );
}
