import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address, UserData } from '@nyiur/api';
import { formatSignedRinggit, messages } from '@nyiur/domain';
import { callApi, queryKeys, toast, useI18n } from '@nyiur/shell';
import { AlertDialog, Button, Spinner, Tabs } from '@nyiur/ui';
import { AddressDialog } from '../address-dialog/address-dialog';
import type { AddressDialogMode } from '../address-dialog/address-dialog';
import { AddressGrid } from '../address-grid/address-grid';
import { OrdersTable } from '../orders-table/orders-table';
import { PaymentForm } from '../payment-form/payment-form';
import { CheckoutMessages } from '../../lib/checkout-messages';
import { accountMessage } from '../../lib/spec-messages';
import { useAccountTranslate } from '../../lib/translate';
import { usePayOrder } from '../../lib/use-pay-order';
import styles from './account-view.module.css';

function Orders() {
  const orders = useQuery({
    queryKey: queryKeys.orders,
    queryFn: async () => (await callApi('orderHistory', {})).data,
  });
  const t = useAccountTranslate();
  const { handoff, pay } = usePayOrder((text) => accountMessage(t, text));
  if (orders.isPending) return <Spinner label={t('orders.loading')} />;
  if (orders.isError) return <p>{accountMessage(t, orders.error.message)}</p>;
  return (
    <>
      <OrdersTable orders={orders.data} onPay={(uuid) => void pay(uuid)} />
      <PaymentForm handoff={handoff} />
    </>
  );
}

/** An affiliate's own commission: held in the return window, ready for payout, paid so far. */
function AffiliateEarnings({ code }: { code: string }) {
  const balance = useQuery({
    queryKey: ['affiliate-balance'],
    queryFn: async () => (await callApi('affiliateBalance', {})).data,
  });
  const t = useAccountTranslate();
  return (
    <section className={styles.earnings} aria-labelledby="affiliate-earnings">
      <h2 id="affiliate-earnings">{t('affiliate.title')}</h2>
      <p>
        {t('affiliate.code')} <strong>{code}</strong>
      </p>
      {balance.isPending ? (
        <Spinner label={t('affiliate.loading')} />
      ) : balance.isError ? (
        <p role="alert">{accountMessage(t, balance.error.message)}</p>
      ) : balance.data ? (
        <dl className={styles.balances}>
          <div>
            <dt>{t('affiliate.held')}</dt>
            <dd>{formatSignedRinggit(balance.data.held)}</dd>
          </div>
          <div>
            <dt>{t('affiliate.payable')}</dt>
            <dd>{formatSignedRinggit(balance.data.payable)}</dd>
          </div>
          <div>
            <dt>{t('affiliate.paid')}</dt>
            <dd>{formatSignedRinggit(balance.data.paid)}</dd>
          </div>
        </dl>
      ) : null}
      <p className={styles.note}>{t('affiliate.note')}</p>
    </section>
  );
}

function Addresses() {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<AddressDialogMode | null>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const t = useAccountTranslate();
  // The address form's words come with the address book, so its dialog opens at once.
  const i18n = useI18n();
  useEffect(() => void CheckoutMessages.load(i18n), [i18n]);
  const addresses = useQuery({
    queryKey: queryKeys.addresses,
    queryFn: async () => (await callApi('addressList', {})).data,
  });
  const reload = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.addresses }),
      queryClient.invalidateQueries({ queryKey: queryKeys.user }),
    ]);
  };
  const remove = async () => {
    if (!removing) return;
    try {
      await callApi('addressUpdateStatus', { address_id: removing.id, status_event: 'remove' });
      toast.success(accountMessage(t, messages.success.addressRemoved));
      await reload();
    } catch (error) {
      toast.error(
        accountMessage(
          t,
          error instanceof Error && error.message ? error.message : messages.errors.generic,
        ),
      );
      throw error;
    }
  };

  if (addresses.isPending) return <Spinner label={t('addresses.loading')} />;
  if (addresses.isError) return <p>{accountMessage(t, addresses.error.message)}</p>;
  return (
    <>
      <AddressGrid
        addresses={addresses.data}
        onAdd={() => setMode({ kind: 'add' })}
        onEdit={(address) => setMode({ kind: 'edit', address })}
        onRemove={setRemoving}
      />
      <AddressDialog mode={mode} onClose={() => setMode(null)} onSaved={reload} />
      <AlertDialog
        title={accountMessage(t, messages.confirm.removeAddress)}
        confirmLabel={t('addresses.removeConfirm')}
        cancelLabel={t('addresses.removeCancel')}
        confirmVariant="danger"
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        onConfirm={remove}
      />
    </>
  );
}

/**
 * The signed-in account: email heading, welcome, Logout, the affiliate's earnings and the My
 * Orders and My Addresses tabs. It loads with the user's data, after the page (the tabs, dialogs
 * and the address form are not in the page's first load).
 */
export function AccountView({ user, onLogout }: { user: UserData; onLogout: () => void }) {
  const t = useAccountTranslate();
  return (
    <div className="shop-page">
      <header className={styles.header}>
        <div>
          <h1 className={styles.email}>{user.email}</h1>
          <p>{t('account.welcome', { name: user.first_name })}</p>
        </div>
        <Button variant="outline" onClick={onLogout}>
          {t('account.logout')}
        </Button>
      </header>
      {user.referral_code && <AffiliateEarnings code={user.referral_code} />}
      <Tabs
        label={t('account.label')}
        defaultValue="orders"
        tabs={[
          { value: 'orders', label: t('account.myOrders'), content: <Orders /> },
          { value: 'addresses', label: t('account.myAddresses'), content: <Addresses /> },
        ]}
      />
    </div>
  );
}
