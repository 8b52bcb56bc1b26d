import { Button, Dialog, Field, Input, PasswordInput } from '@nyiur/ui';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { adminApi, dataOf, failureMessage, fieldErrors, needsReauth } from './admin-api';
import styles from '../screens/screens.module.css';

/**
 * Runs a money or role change; when the server asks to confirm it is you (the last proof is
 * older than five minutes), shows the dialog, proves it, and runs the change again.
 */
export function useReauth(): {
  guarded: <T>(work: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const pending = useRef<{ resolve: () => void; reject: (error: unknown) => void } | null>(null);

  const guarded = async <T,>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!needsReauth(error)) throw error;
      await new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        setErrors({});
        setMessage('');
        setOpen(true);
      });
      return work();
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const code = String(form.get('code') ?? '').trim();
    try {
      await adminApi.adminReauth(code ? { code } : { password }).then(dataOf);
      setOpen(false);
      pending.current?.resolve();
    } catch (error) {
      setErrors(fieldErrors(error));
      setMessage(failureMessage(error));
    }
  };

  const dialog = (
    <Dialog
      title="Confirm it is you"
      description="Money, staff and settings changes ask for your password or an authenticator code again."
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) pending.current?.reject(new Error('Not confirmed: nothing was changed.'));
      }}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Password" error={errors['password']}>
          <PasswordInput name="password" autoComplete="current-password" />
        </Field>
        <Field label="Or authenticator code" error={errors['code']}>
          <Input name="code" inputMode="numeric" autoComplete="one-time-code" />
        </Field>
        {message && Object.keys(errors).length === 0 && (
          <p role="alert" className={styles.error}>
            {message}
          </p>
        )}
        <Button type="submit">Confirm</Button>
      </form>
    </Dialog>
  );
  return { guarded, dialog };
}
