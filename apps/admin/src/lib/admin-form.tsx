import { zodResolver } from '@hookform/resolvers/zod';
import { Button, type ButtonProps } from '@nyiur/ui';
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { failureMessage, fieldErrors } from './admin-api';
import { useReauth } from './use-reauth';
import styles from '../screens/screens.module.css';

/** For `setValueAs`: an empty field is "none", which the calls say with null. */
export const blankIsNull = (text: string | null) => (text?.trim() ? text : null);

/**
 * The back office's one form idiom: react-hook-form checked by the contract's request schema (or
 * the part of it the form fills), so the browser refuses a field with the server's own message;
 * a 422 puts the server's messages under the same fields; a step-up asks for the password or a
 * code and sends again. `send` gets the values as typed: the client sends them as written.
 */
export function useAdminForm<Values extends FieldValues, Answer>(options: {
  schema: z.ZodType<unknown, Values>;
  defaultValues: NoInfer<DefaultValues<Values>>;
  send: (values: Values) => Promise<Answer>;
  onSaved?: (answer: Answer) => void;
}): {
  form: ReturnType<typeof useForm<Values>>;
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** A failure no field shows (refused, not reached, not confirmed), for above the button. */
  failure: string | undefined;
  busy: boolean;
  /** The step-up dialog; render it beside the form. */
  dialog: ReactNode;
} {
  const { guarded, dialog } = useReauth();
  const form = useForm<Values>({
    resolver: zodResolver(options.schema, undefined, { raw: true }),
    defaultValues: options.defaultValues,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await guarded(() => options.send(values));
      options.onSaved?.(answer);
    } catch (error) {
      const fields = Object.entries(fieldErrors(error));
      for (const [field, message] of fields) {
        form.setError(field as Path<Values>, { type: 'server', message });
      }
      // A 422's message repeats its first field's; said once, under the field.
      if (fields.length === 0) {
        form.setError('root.server', { type: 'server', message: failureMessage(error) });
      }
    }
  });
  return {
    form,
    onSubmit,
    failure: form.formState.errors.root?.['server']?.message,
    busy: form.formState.isSubmitting,
    dialog,
  };
}

/** A form of the idiom: fields, the failure no field shows, the button, the step-up dialog. */
export function AdminForm({
  onSubmit,
  failure,
  busy,
  dialog,
  label,
  submit,
  variant,
  size,
  disabled = false,
  after,
  row = false,
  children,
}: Omit<ReturnType<typeof useAdminForm>, 'form'> & {
  /** The form's accessible name, when the page has several. */
  label?: string;
  /** The submit button's words. */
  submit: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  disabled?: boolean;
  /** Beside the submit button, e.g. a way back. */
  after?: ReactNode;
  /** Fields and button on one line, as a search or a filter over a list. */
  row?: boolean;
  children: ReactNode;
}) {
  const button = (
    <Button type="submit" variant={variant} size={size} loading={busy} disabled={disabled}>
      {submit}
    </Button>
  );
  return (
    <>
      <form
        className={row ? styles.row : styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        role={row ? 'search' : undefined}
        aria-label={label}
      >
        {children}
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        {after ? (
          <div className={styles.row}>
            {button}
            {after}
          </div>
        ) : (
          button
        )}
      </form>
      {/* Beside the form: inside, the dialog's submit would bubble into this one. */}
      {dialog}
    </>
  );
}
