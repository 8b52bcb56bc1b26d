import { zodResolver } from '@hookform/resolvers/zod';
import { adminContract } from '@nyiur/api';
import { Button, Dialog, Field, Input, PasswordInput } from '@nyiur/ui';
import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { adminApi, dataOf, failureMessage, fieldErrors, needsReauth } from './admin-api';
import styles from '../screens/screens.module.css';

/** The dialog's two fields; the call takes the one filled in (the code when both are). */
interface ProofFields {
  password: string;
  code: string;
}

/** What the dialog sends: the code when one is typed, else the password. */
const proofOf = ({ password, code }: ProofFields) => (code.trim() ? { code } : { password });

// The call's own schema on exactly what will be sent; its message goes under the field in use.
const proof = z
  .object({ password: z.string(), code: z.string() })
  .superRefine((fields, context) => {
    const checked = adminContract.adminReauth.request.safeParse(proofOf(fields));
    const [issue] = checked.error?.issues ?? [];
    if (issue) {
      context.addIssue({
        code: 'custom',
        path: [fields.code.trim() ? 'code' : 'password'],
        message: issue.message,
      });
    }
  });

/**
 * Runs a money or role change; when the server asks to confirm it is you (the last proof is
 * older than five minutes), shows the dialog, proves it, and runs the change again.
 */
export function useReauth(): {
  guarded: <T>(work: () => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const form = useForm<ProofFields>({
    resolver: zodResolver(proof, undefined, { raw: true }),
    defaultValues: { password: '', code: '' },
  });
  const { errors } = form.formState;
  const pending = useRef<{ resolve: () => void; reject: (error: unknown) => void } | null>(null);

  const guarded = async <T,>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (!needsReauth(error)) throw error;
      await new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        form.reset();
        setOpen(true);
      });
      return work();
    }
  };

  const submit = form.handleSubmit(async ({ password, code }) => {
    try {
      await adminApi.adminReauth(proofOf({ password, code })).then(dataOf);
      setOpen(false);
      pending.current?.resolve();
    } catch (error) {
      const fields = Object.entries(fieldErrors(error));
      for (const [field, message] of fields) {
        form.setError(field as keyof ProofFields, { type: 'server', message });
      }
      if (fields.length === 0) {
        form.setError('root.server', { type: 'server', message: failureMessage(error) });
      }
    }
  });

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
        <Field label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </Field>
        <Field label="Or authenticator code" error={errors.code?.message}>
          <Input inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} />
        </Field>
        {errors.root?.['server'] && (
          <p role="alert" className={styles.error}>
            {errors.root['server'].message}
          </p>
        )}
        <Button type="submit">Confirm</Button>
      </form>
    </Dialog>
  );
  return { guarded, dialog };
}
