import { useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { FieldContext } from './field-context';
import type { FieldContextValue } from './field-context';
import styles from './field.module.css';

export type FieldProps = {
  label: ReactNode;
  /** The control: Input, PasswordInput, Textarea or Select (they read the Field's wiring). */
  children: ReactNode;
  hint?: ReactNode;
  /** The validation message; when present the control is marked invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Show "(optional)" after the label; a string is shown instead (the page's own language). */
  optional?: boolean | string;
  disabled?: boolean;
  /** Id for the control; generated when omitted. */
  id?: string;
  className?: string;
};

/**
 * A labelled form field. The label points at the control; the hint and the error message are
 * tied to it through aria-describedby, and an error sets aria-invalid.
 */
export function Field({
  label,
  children,
  hint,
  error,
  required = false,
  optional = false,
  disabled = false,
  id,
  className,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  const value = useMemo<FieldContextValue>(
    () => ({
      controlId,
      describedBy: [hasHint && hintId, hasError && errorId].filter(Boolean).join(' ') || undefined,
      invalid: hasError,
      required,
      disabled,
    }),
    [controlId, hasHint, hintId, hasError, errorId, required, disabled],
  );

  return (
    <div className={cx(styles.field, disabled && styles.disabled, className)}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
        {optional && (
          <span className={styles.optional}>
            {typeof optional === 'string' ? optional : '(optional)'}
          </span>
        )}
      </label>
      <FieldContext.Provider value={value}>{children}</FieldContext.Provider>
      {hasHint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className={styles.error}>
          <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.5v4.2M8 11v.5" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}
