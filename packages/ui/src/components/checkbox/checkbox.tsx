import { useEffect, useId, useRef } from 'react';
import type { ReactNode, Ref } from 'react';
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
  ref?: Ref<HTMLInputElement>;
  className?: string;
};

/**
 * A labelled checkbox, the browser's own: Space toggles it, the label toggles it when clicked,
 * and a tap made before the page's code has loaded is adopted when React takes over.
 */
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
  const mixed = checked === 'indeterminate';

  const latest = useRef({ checked, defaultChecked, onCheckedChange });
  useEffect(() => {
    latest.current = { checked, defaultChecked, onCheckedChange };
  });
  // React keeps a hydrating checkbox's state, so a tap made before the code loaded is still in
  // the page: report it, or the form would hold the opposite of what is shown.
  useEffect(() => {
    const box = document.getElementById(controlId);
    if (!(box instanceof HTMLInputElement)) return;
    const { checked: current, defaultChecked: initial, onCheckedChange: report } = latest.current;
    const expected = current === undefined ? Boolean(initial) : current === true;
    if (current !== 'indeterminate' && box.checked !== expected) report?.(box.checked);
  }, [controlId]);
  // The mixed state exists only as a DOM property.
  useEffect(() => {
    const box = document.getElementById(controlId);
    if (box instanceof HTMLInputElement) box.indeterminate = mixed;
  }, [controlId, mixed]);

  return (
    <div className={cx(styles.wrapper, disabled && styles.disabled, className)}>
      <span className={styles.boxCell}>
        <input
          ref={ref}
          type="checkbox"
          id={controlId}
          className={styles.box}
          {...(checked === undefined
            ? { defaultChecked }
            : { checked: checked === true, 'aria-checked': mixed ? 'mixed' : undefined })}
          onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
          name={name}
          value={value}
          disabled={disabled}
          required={required}
          aria-describedby={notes.describedBy}
          aria-invalid={error ? true : undefined}
        />
        {mixed ? (
          <MinusIcon className={styles.indicator} />
        ) : (
          <CheckIcon className={styles.indicator} />
        )}
      </span>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <ControlNotes ids={notes} hint={hint} error={error} className={styles.note} />
    </div>
  );
}
