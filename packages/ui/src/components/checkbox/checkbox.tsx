import { useId } from 'react';
import type { ReactNode, Ref } from 'react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { CheckIcon, MinusIcon } from '../../icons/icons';
import { cx } from '../../lib/cx';
import { ControlNotes, controlNoteIds } from '../control-notes/control-notes';
import styles from './checkbox.module.css';

export type CheckboxProps = {
  /** The visible label, e.g. "Set as default address". */
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  name?: string;
  value?: string;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  ref?: Ref<HTMLButtonElement>;
  className?: string;
};

/** A labelled checkbox; Space toggles it, and the label toggles it when clicked. */
export function Checkbox({
  label,
  hint,
  error,
  checked,
  defaultChecked,
  onCheckedChange,
  name,
  value,
  disabled,
  required,
  id,
  ref,
  className,
}: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? `checkbox-${generated}`;
  const notes = controlNoteIds(controlId, hint, error);
  return (
    <div className={cx(styles.wrapper, disabled && styles.disabled, className)}>
      <RadixCheckbox.Root
        ref={ref}
        id={controlId}
        className={styles.box}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(state) => onCheckedChange?.(state === true)}
        name={name}
        value={value}
        disabled={disabled}
        required={required}
        aria-describedby={notes.describedBy}
        aria-invalid={error ? true : undefined}
      >
        <RadixCheckbox.Indicator className={styles.indicator}>
          {checked === 'indeterminate' ? <MinusIcon /> : <CheckIcon />}
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <ControlNotes ids={notes} hint={hint} error={error} className={styles.note} />
    </div>
  );
}
