import { adminContract, E_INVOICE_STATE_OPTIONS } from '@nyiur/api';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Field, Input, NativeSelect, Spinner, toast } from '@nyiur/ui';
import type { z } from 'zod';
import { queryKeys, useRefreshAfter } from '../../api/query-keys';
import { useShippingSettings, useShippingWallet } from '../../api/shipping';
import { adminApi, dataOf, failureMessage } from '../../lib/admin-api';
import { AdminForm, useAdminForm } from '../../lib/admin-form';
import { LowCreditNotice } from '../orders/low-credit-notice';
import { ringgitOf } from '../orders/shipping-words';
import styles from '../screens.module.css';
import { ConnectEasyParcel, ShippingConnectionForm } from './shipping-connection-form';

type ShippingSettings = z.output<typeof adminContract.adminShippingSettingsGet.response>;
type SenderField = keyof z.input<typeof adminContract.adminShippingSettingsSave.request>['sender'];

/** ISO 3166-2 codes (MY-10) follow the same numbering as LHDN's state codes (10, Selangor). */
const SUBDIVISION_OPTIONS = E_INVOICE_STATE_OPTIONS.map(({ value, label }) => ({
  value: `MY-${value}`,
  label,
}));

const SENDER_FIELDS: readonly {
  name: Exclude<SenderField, 'subdivision_code'>;
  label: string;
  hint?: string;
  optional?: boolean;
  inputMode?: 'tel' | 'email' | 'numeric';
}[] = [
  { name: 'name', label: 'Sender’s name', hint: 'Printed on the label as the sender.' },
  { name: 'company', label: 'Company', optional: true },
  { name: 'phone', label: 'Phone', hint: 'The courier calls it at pick-up.', inputMode: 'tel' },
  { name: 'email', label: 'E-mail', optional: true, inputMode: 'email' },
  { name: 'address1', label: 'Pick-up address' },
  { name: 'address2', label: 'Address line 2', optional: true },
  { name: 'postcode', label: 'Postcode', inputMode: 'numeric' },
  { name: 'city', label: 'Town or city' },
];

/** The service quoted first and the address the courier collects from. */
function ShippingDefaultsForm({ settings }: { settings: ShippingSettings }) {
  const queryClient = useQueryClient();
  const refreshAfter = useRefreshAfter();
  const sender = settings.sender;
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminShippingSettingsSave.request,
    defaultValues: {
      default_service_id: settings.default_service_id,
      sender: sender ?? {
        name: '',
        company: '',
        phone: '',
        email: '',
        address1: '',
        address2: '',
        postcode: '',
        city: '',
        subdivision_code: '',
      },
    },
    send: (values) => adminApi.adminShippingSettingsSave(values).then(dataOf),
    onSaved: (saved) => {
      queryClient.setQueryData(queryKeys.shippingSettings, saved);
      refreshAfter('adminShippingSettingsSave');
      toast.success('Shipping settings saved.');
    },
  });
  const { errors } = form.formState;
  return (
    <AdminForm {...idiom} label="Courier defaults" submit="Save shipping settings">
      <Field
        label="Default courier service ID"
        hint="Chosen first on every booking, e.g. EP-CS0PL. A quote on an order shows each service’s ID. Leave empty to choose every time."
        error={errors.default_service_id?.message}
        optional
      >
        <Input autoComplete="off" {...form.register('default_service_id')} />
      </Field>
      {SENDER_FIELDS.map(({ name, label, hint, optional, inputMode }) => (
        <Field
          key={name}
          label={label}
          hint={hint}
          error={errors.sender?.[name]?.message}
          optional={optional}
        >
          <Input inputMode={inputMode} {...form.register(`sender.${name}`)} />
        </Field>
      ))}
      <Field label="State" error={errors.sender?.subdivision_code?.message}>
        <NativeSelect
          options={SUBDIVISION_OPTIONS}
          placeholder="Choose the state"
          {...form.register('sender.subdivision_code')}
        />
      </Field>
    </AdminForm>
  );
}

/** Whether bookings can go: connected or not, what is missing, and the wallet. */
function ShippingStatus({ settings }: { settings: ShippingSettings }) {
  // EasyParcel sends the owner back to /admin/settings?shipping=connected.
  const params = new URLSearchParams(window.location.search);
  const wallet = useShippingWallet(settings.connected && settings.environment !== 'off');
  return (
    <>
      <p>
        EasyParcel{' '}
        <Badge tone={settings.connected ? 'success' : 'warning'}>
          {settings.connected ? `Connected (${settings.environment})` : 'Not connected'}
        </Badge>
      </p>
      {params.get('shipping') === 'connected' && settings.connected && (
        <p role="status">The EasyParcel account is connected.</p>
      )}
      {settings.problem && <p className={styles.error}>{settings.problem}</p>}
      {wallet.data?.balance_sen != null && (
        <p>
          Wallet: <strong>{ringgitOf(wallet.data.balance_sen)}</strong>
          {wallet.data.free_credit_sen
            ? ` and ${ringgitOf(wallet.data.free_credit_sen)} free credit`
            : ''}
        </p>
      )}
      {wallet.data?.problem && <p className={styles.muted}>{wallet.data.problem}</p>}
      <LowCreditNotice />
    </>
  );
}

/**
 * Settings, Shipping (EasyParcel), for owners: the live/sandbox switch and credentials, Connect,
 * the wallet, the default service and the pick-up address.
 */
export function ShippingSettingsForm() {
  const settings = useShippingSettings();
  return (
    <section className={styles.section} aria-labelledby="shipping-heading">
      <h2 id="shipping-heading">Shipping (EasyParcel)</h2>
      <p className={styles.muted}>
        Book couriers from To ship: EasyParcel quotes Pos Laju, J&amp;T, DHL eCommerce and others,
        and each booking is paid from your EasyParcel wallet.
      </p>
      {settings.isPending ? (
        <Spinner label="Loading the shipping settings" />
      ) : settings.error ? (
        <p role="alert">{failureMessage(settings.error)}</p>
      ) : (
        <>
          <ShippingStatus settings={settings.data} />
          <ShippingConnectionForm
            key={`${settings.data.environment}${settings.data.client_id}${String(settings.data.environment_chosen)}`}
            settings={settings.data}
          />
          <ConnectEasyParcel settings={settings.data} />
          <h3>Pick-up and default service</h3>
          <ShippingDefaultsForm
            key={JSON.stringify([settings.data.sender, settings.data.default_service_id])}
            settings={settings.data}
          />
        </>
      )}
    </section>
  );
}
