import { adminContract } from '@nyiur/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Field, Input, PasswordInput } from '@nyiur/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { queryKeys } from '../../api/query-keys';
import { adminApi, dataOf, failureMessage } from '../../lib/admin-api';
import { AdminForm, useAdminForm } from '../../lib/admin-form';
import styles from '../screens.module.css';
import { ADMIN_PATHS } from '../../admin-paths';

/** The account step: the call's fields, and the password typed twice alike. */
const accountForm = adminContract.adminSetup.request
  .extend({ confirm: z.string() })
  .refine((account) => account.password === account.confirm, {
    path: ['confirm'],
    error: 'The two passwords are not the same.',
  });

/**
 * First-time set-up from a one-time link: name and password, then the authenticator app (QR
 * code and the secret to type), then the ten recovery codes, shown once.
 */
export function SetupScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [step, setStep] = useState<'account' | 'enrol' | 'codes'>(
    params.get('enrol') === '1' ? 'enrol' : 'account',
  );
  const [codes, setCodes] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A new secret each time it is asked for: asked once, when the step opens.
  const enrolment = useQuery({
    queryKey: queryKeys.enrolment,
    queryFn: () => adminApi.adminEnrolStart().then(dataOf),
    enabled: step === 'enrol',
    staleTime: Infinity,
    retry: false,
  });
  const account = useAdminForm({
    schema: accountForm,
    defaultValues: { token, name: '', password: '', confirm: '' },
    send: ({ name, password }) => adminApi.adminSetup({ token, name, password }).then(dataOf),
    onSaved: () => setStep('enrol'),
  });
  const enrol = useAdminForm({
    schema: adminContract.adminEnrolConfirm.request,
    defaultValues: { code: '' },
    send: (code) => adminApi.adminEnrolConfirm(code).then(dataOf),
    onSaved: (answer) => {
      setCodes(answer.recovery_codes);
      setStep('codes');
    },
  });
  const accountErrors = account.form.formState.errors;
  const codeError = enrol.form.formState.errors.code?.message;

  return (
    <main className={styles.narrow}>
      <h1>Set up your back-office account</h1>
      {step === 'account' && (
        <AdminForm
          {...account}
          failure={account.failure ?? accountErrors.token?.message}
          submit="Continue"
          disabled={!token}
        >
          {!token && (
            <p role="alert" className={styles.error}>
              This page needs the set-up link from your e-mail or from the shop owner.
            </p>
          )}
          <Field label="Your name" error={accountErrors.name?.message} required>
            <Input autoComplete="name" required {...account.form.register('name')} />
          </Field>
          <Field
            label="Password"
            hint="At least 12 characters."
            error={accountErrors.password?.message}
            required
          >
            <PasswordInput
              autoComplete="new-password"
              required
              {...account.form.register('password')}
            />
          </Field>
          <Field label="Password again" error={accountErrors.confirm?.message} required>
            <PasswordInput
              autoComplete="new-password"
              required
              {...account.form.register('confirm')}
            />
          </Field>
        </AdminForm>
      )}
      {step === 'enrol' && (
        <AdminForm {...enrol} submit="Turn on the authenticator" disabled={!enrolment.data}>
          <h2>Authenticator app</h2>
          <p className={styles.muted}>
            Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator,
            1Password...). Every sign-in asks for the code it shows.
          </p>
          {enrolment.data ? (
            <>
              <div
                className={styles.qr}
                role="img"
                aria-label="QR code for the authenticator app"
                dangerouslySetInnerHTML={{ __html: enrolment.data.qr_svg }}
              />
              <p>
                Or type this secret:{' '}
                <span className={styles.secret} data-testid="totp-secret">
                  {enrolment.data.secret}
                </span>
              </p>
            </>
          ) : (
            <p>{enrolment.error ? failureMessage(enrolment.error) : 'Preparing the code...'}</p>
          )}
          <Field
            label="Authenticator code"
            hint="The 6 digits the app shows now."
            error={codeError}
            required
          >
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              {...enrol.form.register('code')}
            />
          </Field>
        </AdminForm>
      )}
      {step === 'codes' && (
        <div className={styles.form}>
          <h2>Recovery codes</h2>
          <p>
            Keep these ten codes somewhere safe, away from your phone. Each one signs you in once if
            the phone is lost. They are shown only now.
          </p>
          <ol className={styles.codes} aria-label="Recovery codes">
            {codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
          <Checkbox
            label="I have saved these codes"
            checked={saved}
            onCheckedChange={(checked) => setSaved(checked)}
          />
          <Button
            disabled={!saved}
            onClick={() => {
              void queryClient.invalidateQueries();
              navigate(ADMIN_PATHS.home, { replace: true });
            }}
          >
            Open the back office
          </Button>
        </div>
      )}
    </main>
  );
}
