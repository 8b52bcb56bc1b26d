import { adminContract, E_INVOICE_STATE_OPTIONS, type EInvoiceSettingsView } from '@nyiur/api';
import { useQueryClient } from '@tanstack/react-query';
import { Field, Input, NativeSelect, PasswordInput, Spinner, toast } from '@nyiur/ui';
import { adminApi, dataOf, failureMessage } from '../../lib/admin-api';
import { queryKeys } from '../../api/query-keys';
import { useEInvoiceSettings } from '../../api/settings';
import { AdminForm, useAdminForm } from '../../lib/admin-form';
import styles from '../screens.module.css';

const ENVIRONMENTS = [
  { value: 'sandbox', label: 'Sandbox (this shop’s stand-in, nothing reaches LHDN)' },
  { value: 'preprod', label: 'LHDN pre-production (testing)' },
  { value: 'production', label: 'LHDN production (real e-invoices)' },
];

type TextField = Exclude<
  keyof EInvoiceSettingsView,
  'client_secret_set' | 'environment' | 'default_environment' | 'problem'
>;

const FIELDS: readonly { name: TextField; label: string; hint?: string; optional?: boolean }[] = [
  { name: 'seller_name', label: 'Registered business name' },
  { name: 'tin', label: 'Tax identification number (TIN)', hint: 'e.g. C2584563200' },
  { name: 'brn', label: 'SSM registration number (BRN)', hint: '12 digits, e.g. 202001234567' },
  {
    name: 'sst_number',
    label: 'SST registration number',
    hint: 'Leave empty when not registered for SST.',
    optional: true,
  },
  { name: 'msic_code', label: 'MSIC code', hint: '5 digits, e.g. 10791' },
  { name: 'business_activity', label: 'Business activity (as registered)' },
  { name: 'address_line1', label: 'Address' },
  { name: 'address_line2', label: 'Address line 2', optional: true },
  { name: 'city', label: 'Town or city' },
  { name: 'postcode', label: 'Postcode' },
  { name: 'phone', label: 'Phone', hint: 'e.g. +60123456789' },
  { name: 'email', label: 'E-mail', optional: true },
  {
    name: 'client_id',
    label: 'MyInvois client ID',
    hint: 'From the MyInvois portal, ERP registration.',
  },
];

function SellerForm({ settings }: { settings: EInvoiceSettingsView }) {
  const queryClient = useQueryClient();
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminEInvoiceSettingsUpdate.request,
    defaultValues: {
      ...Object.fromEntries(FIELDS.map(({ name }) => [name, settings[name]])),
      state_code: settings.state_code,
      client_secret: '',
      environment: settings.environment,
    },
    send: (values) => adminApi.adminEInvoiceSettingsUpdate(values).then(dataOf),
    onSaved: (saved) => {
      queryClient.setQueryData(queryKeys.eInvoiceSettings, saved);
      toast.success('e-Invoice settings saved.');
    },
  });
  const { errors } = form.formState;
  return (
    <section className={styles.section} aria-labelledby="e-invoice-heading">
      <h2 id="e-invoice-heading">e-Invoice (MyInvois)</h2>
      <p className={styles.muted}>
        The seller on every e-invoice sent to LHDN, and the shop’s MyInvois connection. Feeds the
        e-Invoices page, the buyers’ e-invoices and their printable copies.
      </p>
      <AdminForm {...idiom} label="e-Invoice (MyInvois)" submit="Save e-invoice settings">
        {settings.problem && <p className={styles.error}>{settings.problem}</p>}
        {FIELDS.map(({ name, label, hint, optional }) => (
          <Field
            key={name}
            label={label}
            hint={hint}
            error={errors[name]?.message}
            optional={optional}
          >
            <Input {...form.register(name)} />
          </Field>
        ))}
        <Field label="State" error={errors.state_code?.message}>
          <NativeSelect
            options={E_INVOICE_STATE_OPTIONS}
            placeholder="Choose the state"
            {...form.register('state_code')}
          />
        </Field>
        <Field
          label="MyInvois client secret"
          hint={
            settings.client_secret_set
              ? 'A secret is set. It is never shown; type a new one only to replace it.'
              : 'Not set yet.'
          }
          error={errors.client_secret?.message}
        >
          <PasswordInput autoComplete="off" {...form.register('client_secret')} />
        </Field>
        <Field label="Environment" error={errors.environment?.message}>
          <NativeSelect options={ENVIRONMENTS} {...form.register('environment')} />
        </Field>
      </AdminForm>
    </section>
  );
}

/** Settings, e-Invoice (MyInvois): the seller and the connection; the secret is write-only. */
export function EInvoiceSettingsForm() {
  const settings = useEInvoiceSettings();
  if (settings.isPending) return <Spinner label="Loading the e-invoice settings" />;
  if (settings.error) return <p role="alert">{failureMessage(settings.error)}</p>;
  return <SellerForm key={JSON.stringify(settings.data)} settings={settings.data} />;
}
