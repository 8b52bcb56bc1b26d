import { adminContract } from '@nyiur/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Field, Input, NativeSelect, PasswordInput, toast } from '@nyiur/ui';
import type { z } from 'zod';
import { queryKeys, useRefreshAfter } from '../../api/query-keys';
import { adminApi, dataOf, toastFailure } from '../../lib/admin-api';
import { AdminForm, blankIsNull, useAdminForm } from '../../lib/admin-form';
import { useReauth } from '../../lib/use-reauth';
import styles from '../screens.module.css';

type ShippingSettings = z.output<typeof adminContract.adminShippingSettingsGet.response>;

const ENVIRONMENT_WORDS = {
  off: 'Off (no courier booking)',
  sandbox: 'Sandbox (this shop’s stand-in: nothing is booked or paid)',
  live: 'Live (real bookings, paid from the EasyParcel wallet)',
} as const;

/** The live/sandbox switch and the EasyParcel app's credentials; saving asks for a fresh proof. */
export function ShippingConnectionForm({ settings }: { settings: ShippingSettings }) {
  const queryClient = useQueryClient();
  const refreshAfter = useRefreshAfter();
  const { form, ...idiom } = useAdminForm({
    schema: adminContract.adminShippingCredentialsSave.request,
    defaultValues: {
      client_id: settings.client_id,
      client_secret: '',
      environment: settings.environment_chosen ? settings.environment : null,
    },
    send: (values) => adminApi.adminShippingCredentialsSave(values).then(dataOf),
    onSaved: (saved) => {
      queryClient.setQueryData(queryKeys.shippingSettings, saved);
      refreshAfter('adminShippingCredentialsSave');
      toast.success('EasyParcel connection saved.');
    },
  });
  const { errors } = form.formState;
  return (
    <AdminForm {...idiom} label="EasyParcel connection" submit="Save connection">
      <Field
        label="Courier booking"
        hint="Sandbox books nothing real: use it to try the screens. Live books and pays for real."
        error={errors.environment?.message}
      >
        <NativeSelect
          options={[
            {
              value: '',
              label: `As the server is set: ${ENVIRONMENT_WORDS[settings.default_environment]}`,
            },
            // A live shop that does not allow the sandbox would refuse it: it is not offered.
            ...Object.entries(ENVIRONMENT_WORDS)
              .filter(([value]) => value !== 'sandbox' || settings.sandbox_allowed)
              .map(([value, label]) => ({ value, label })),
          ]}
          {...form.register('environment', { setValueAs: blankIsNull })}
        />
      </Field>
      <Field
        label="EasyParcel app client ID"
        hint="Live only: from your EasyParcel developer app. The sandbox needs none."
        error={errors.client_id?.message}
        optional
      >
        <Input autoComplete="off" {...form.register('client_id')} />
      </Field>
      <Field
        label="EasyParcel app client secret"
        hint={
          settings.client_secret_set
            ? 'A secret is set. It is never shown; type a new one only to replace it (you then connect again).'
            : 'Live only: not set yet.'
        }
        error={errors.client_secret?.message}
        optional
      >
        <PasswordInput autoComplete="off" {...form.register('client_secret')} />
      </Field>
    </AdminForm>
  );
}

/** "Connect": the owner signs in to EasyParcel, which sends them back here connected. */
export function ConnectEasyParcel({ settings }: { settings: ShippingSettings }) {
  const { guarded, dialog } = useReauth();
  const connect = useMutation({
    mutationFn: () => guarded(() => adminApi.adminShippingConnect().then(dataOf)),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: toastFailure,
  });
  return (
    <div className={styles.row}>
      <Button
        variant={settings.connected ? 'secondary' : 'primary'}
        loading={connect.isPending}
        disabled={settings.environment === 'off'}
        onClick={() => connect.mutate()}
      >
        {settings.connected ? 'Connect again' : 'Connect EasyParcel'}
      </Button>
      {dialog}
    </div>
  );
}
