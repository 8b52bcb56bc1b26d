import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Field, Input, PasswordInput } from '@nyiur/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { adminApi, dataOf } from '../../lib/admin-api';
import { useFormRun } from '../../lib/use-form-run';
import styles from '../screens.module.css';
import { ADMIN_PATHS } from '../../admin-paths';

type Enrolment = { secret: string; otpauth_url: string; qr_svg: string };

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
  const [enrolment, setEnrolment] = useState<Enrolment | undefined>();
  const [codes, setCodes] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  const { busy, errors, setErrors, message, run } = useFormRun();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (step !== 'enrol' || enrolment) return;
    void run(async () => setEnrolment(await adminApi.adminEnrolStart().then(dataOf)));
  }, [step, enrolment, run]);

  const submitAccount = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirm') ?? '')) {
      setErrors({ confirm: 'The two passwords are not the same.' });
      return;
    }
    void run(async () => {
      await adminApi
        .adminSetup({ token, name: String(form.get('name') ?? ''), password })
        .then(dataOf);
      setStep('enrol');
    });
  };

  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    void run(async () => {
      const answer = await adminApi.adminEnrolConfirm({ code }).then(dataOf);
      setCodes(answer.recovery_codes);
      setStep('codes');
    });
  };

  return (
    <main className={styles.narrow}>
      <h1>Set up your back-office account</h1>
      {step === 'account' && (
        <form className={styles.form} onSubmit={submitAccount} noValidate>
          {!token && (
            <p role="alert" className={styles.error}>
              This page needs the set-up link from your e-mail or from the shop owner.
            </p>
          )}
          <Field label="Your name" error={errors['name']} required>
            <Input name="name" autoComplete="name" required />
          </Field>
          <Field
            label="Password"
            hint="At least 12 characters."
            error={errors['password']}
            required
          >
            <PasswordInput name="password" autoComplete="new-password" required />
          </Field>
          <Field label="Password again" error={errors['confirm']} required>
            <PasswordInput name="confirm" autoComplete="new-password" required />
          </Field>
          {message && Object.keys(errors).length === 0 && (
            <p role="alert" className={styles.error}>
              {message}
            </p>
          )}
          {errors['token'] && (
            <p role="alert" className={styles.error}>
              {errors['token']}
            </p>
          )}
          <Button type="submit" disabled={busy || !token}>
            Continue
          </Button>
        </form>
      )}
      {step === 'enrol' && (
        <form className={styles.form} onSubmit={submitCode} noValidate>
          <h2>Authenticator app</h2>
          <p className={styles.muted}>
            Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator,
            1Password...). Every sign-in asks for the code it shows.
          </p>
          {enrolment ? (
            <>
              <div
                className={styles.qr}
                role="img"
                aria-label="QR code for the authenticator app"
                dangerouslySetInnerHTML={{ __html: enrolment.qr_svg }}
              />
              <p>
                Or type this secret:{' '}
                <span className={styles.secret} data-testid="totp-secret">
                  {enrolment.secret}
                </span>
              </p>
            </>
          ) : (
            <p>{message || 'Preparing the code...'}</p>
          )}
          <Field
            label="Authenticator code"
            hint="The 6 digits the app shows now."
            error={errors['code']}
            required
          >
            <Input name="code" inputMode="numeric" autoComplete="one-time-code" required />
          </Field>
          {message && !errors['code'] && enrolment && (
            <p role="alert" className={styles.error}>
              {message}
            </p>
          )}
          <Button type="submit" disabled={busy || !enrolment}>
            Turn on the authenticator
          </Button>
        </form>
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
