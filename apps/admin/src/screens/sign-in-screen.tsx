import { useQueryClient } from '@tanstack/react-query';
import { Button, Field, Input, PasswordInput } from '@nyiur/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { adminApi, dataOf } from '../lib/admin-api';
import { useFormRun } from '../lib/use-form-run';
import styles from './screens.module.css';

/** Sign-in in two steps: e-mail and password, then the authenticator code or a recovery code. */
export function SignInScreen() {
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [useRecovery, setUseRecovery] = useState(false);
  const { busy, errors, message, run } = useFormRun();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const next = params.get('next')?.startsWith('/') ? (params.get('next') ?? '/') : '/';

  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      await adminApi
        .adminSignIn({
          email: String(form.get('email') ?? ''),
          password: String(form.get('password') ?? ''),
        })
        .then(dataOf);
      setStep('code');
    });
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('code') ?? '');
    void run(async () => {
      await adminApi
        .adminVerifyTotp(useRecovery ? { recovery_code: value } : { code: value })
        .then(dataOf);
      await queryClient.invalidateQueries();
      navigate(next, { replace: true });
    });
  };

  return (
    <main className={styles.narrow}>
      <h1>Back office sign-in</h1>
      {step === 'password' ? (
        <form className={styles.form} onSubmit={submitPassword} noValidate>
          <Field label="E-mail" error={errors['email']} required>
            <Input name="email" type="email" autoComplete="username" required />
          </Field>
          <Field label="Password" error={errors['password']} required>
            <PasswordInput name="password" autoComplete="current-password" required />
          </Field>
          {message && !errors['email'] && !errors['password'] && (
            <p role="alert" className={styles.error}>
              {message}
            </p>
          )}
          <Button type="submit" disabled={busy}>
            Continue
          </Button>
        </form>
      ) : (
        <form className={styles.form} onSubmit={submitCode} noValidate>
          <Field
            label={useRecovery ? 'Recovery code' : 'Authenticator code'}
            hint={
              useRecovery
                ? 'One of the ten codes you saved at set-up, like abcde-fghjk.'
                : 'The 6-digit code your authenticator app shows now.'
            }
            error={errors['code'] ?? errors['recovery_code']}
            required
          >
            <Input
              key={useRecovery ? 'recovery' : 'totp'}
              name="code"
              autoComplete="one-time-code"
              inputMode={useRecovery ? 'text' : 'numeric'}
              required
            />
          </Field>
          {message && !errors['code'] && !errors['recovery_code'] && (
            <p role="alert" className={styles.error}>
              {message}
            </p>
          )}
          <Button type="submit" disabled={busy}>
            Sign in
          </Button>
          <Button type="button" variant="ghost" onClick={() => setUseRecovery(!useRecovery)}>
            {useRecovery ? 'Use the authenticator code' : 'Use a recovery code instead'}
          </Button>
        </form>
      )}
    </main>
  );
}
