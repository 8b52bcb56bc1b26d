import { useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { EyeIcon, EyeOffIcon } from '../../icons/icons';
import { cx } from '../../lib/cx';
import { useFieldControl } from '../field/field-context';
import { inputClassName } from '../input/input';
import styles from './password-input.module.css';

export type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  /** Name of the reveal toggle; its pressed state says whether the password shows. */
  toggleLabel?: string;
};

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({
  className,
  toggleLabel = 'Show password',
  autoComplete = 'current-password',
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const wired = useFieldControl(props);
  return (
    <span className={styles.wrapper}>
      <input
        {...wired}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        spellCheck={false}
        autoCapitalize="off"
        className={cx(inputClassName, styles.input, className)}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-label={toggleLabel}
        aria-pressed={visible}
        aria-controls={wired.id}
        disabled={wired.disabled}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? <EyeOffIcon /> : <EyeIcon />}
      </button>
    </span>
  );
}
