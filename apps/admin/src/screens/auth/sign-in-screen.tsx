import { useQueryClient } from '@tanstack/react-query';
import { Button, Field, Input, PasswordInput } from '@nyiur/ui';
import { adminContract } from '@nyiur/api';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { adminApi, dataOf } from '../../lib/admin-api';
import { AdminForm, useAdminForm } from '../../lib/admin-form';
import styles from '../screens.module.css';

/** Sign-in in two steps: e-mail and password, then the authenticator code or a recovery code. */
export function SignInScreen() {
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [useRecovery, setUseRecovery] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const next = params.get('next')?.startsWith('/') ? (params.get('next') ?? '/') : '/';

  const password = useAdminForm({
    schema: adminContract.adminSignIn.request,
    defaultValues: { email: '', password: '' },
    send: (values) => adminApi.adminSignIn(values).then(dataOf),
    onSaved: () => setStep('code'),
  });
  const signedIn = async () => {
    await queryClient.invalidateQueries();
    navigate(next, { replace: true });
  };
  // The call takes either code; each has its own form, so each is checked by its own schema.
  const [totpCode, recoveryCode] = adminContract.adminVerifyTotp.request.options;
  const totp = useAdminForm({
    schema: totpCode,
    defaultValues: { code: '' },
    send: (values) => adminApi.adminVerifyTotp(values).then(dataOf),
    onSaved: signedIn,
  });
  const recovery = useAdminForm({
    schema: recoveryCode,
    defaultValues: { recovery_code: '' },
    send: (values) => adminApi.adminVerifyTotp(values).then(dataOf),
    onSaved: signedIn,
  });
  const passwordErrors = password.form.formState.errors;
  const codeForm = useRecovery ? recovery : totp;
  const codeError = useRecovery
    ? recovery.form.formState.errors.recovery_code?.message
    : totp.form.formState.errors.code?.message;

  return (
    <main className={styles.narrow}>
      <h1>Back office sign-in</h1>
      {step === 'password' ? (
        <AdminForm {...password} submit="Continue">
          <Field label="E-mail" error={passwordErrors.email?.message} required>
            <Input
              type="email"
              autoComplete="username"
              required
              {...password.form.register('email')}
            />
          </Field>
          <Field label="Password" error={passwordErrors.password?.message} required>
            <PasswordInput
              autoComplete="current-password"
              required
              {...password.form.register('password')}
            />
          </Field>
        </AdminForm>
      ) : (
        <AdminForm
          {...codeForm}
          submit="Sign in"
          after={
            <Button type="button" variant="ghost" onClick={() => setUseRecovery(!useRecovery)}>
              {useRecovery ? 'Use the authenticator code' : 'Use a recovery code instead'}
            </Button>
          }
        >
          <Field
            label={useRecovery ? 'Recovery code' : 'Authenticator code'}
            hint={
              useRecovery
                ? 'One of the ten codes you saved at set-up, like abcde-fghjk.'
                : 'The 6-digit code your authenticator app shows now.'
            }
            error={codeError}
            required
          >
            <Input
              key={useRecovery ? 'recovery' : 'totp'}
              autoComplete="one-time-code"
              inputMode={useRecovery ? 'text' : 'numeric'}
              required
              {...(useRecovery
                ? recovery.form.register('recovery_code')
                : totp.form.register('code'))}
            />
          </Field>
        </AdminForm>
      )}
    </main>
  );
}
