import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { ControlNotes, controlNoteIds } from '../control-notes/control-notes';
import styles from './radio-group.module.css';

export type RadioOption = {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
};

export type RadioGroupProps = {
  /** The question the group answers; names the group. */
  label: ReactNode;
  options: readonly RadioOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  name?: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
  /** plain radios, or bordered tiles for bigger choices such as delivery or pick-up. */
  variant?: 'plain' | 'cards';
  className?: string;
};

/**
 * One choice from several, as the browser's own radio buttons: a tap works on the prerendered
 * page before its code has loaded, and the choice it made is adopted when React takes over.
 * Tab enters the group at the selected option; the arrow keys move and select.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  name,
  hint,
  error,
  required = false,
  disabled = false,
  orientation = 'vertical',
  variant = 'plain',
  className,
}: RadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const groupName = name ?? `${id}-choice`;
  const notes = controlNoteIds(id, hint, error);
  const group = useRef<HTMLDivElement>(null);

  const latest = useRef({ value, defaultValue, onValueChange });
  useEffect(() => {
    latest.current = { value, defaultValue, onValueChange };
  });
  // React keeps a hydrating radio's checked state, so a tap made before the code loaded is still
  // in the page: tell the owner of the value, or the form would ask again for what was chosen.
  useEffect(() => {
    const chosen = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    const { value: current, defaultValue: initial, onValueChange: report } = latest.current;
    if (chosen && chosen.value !== (current ?? initial)) report?.(chosen.value);
  }, []);

  return (
    <div
      className={cx(
        styles.group,
        variant === 'cards' && styles.cards,
        Boolean(error) && styles.invalid,
        className,
      )}
    >
      <span id={labelId} className={styles.legend}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div
        ref={group}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={notes.describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-orientation={orientation}
        className={cx(
          styles.options,
          orientation === 'horizontal' && styles.horizontal,
          variant === 'cards' && styles.cards,
        )}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          const off = disabled || option.disabled;
          return (
            <div key={option.value} className={cx(styles.option, off && styles.optionDisabled)}>
              <input
                type="radio"
                id={optionId}
                name={groupName}
                value={option.value}
                {...(value === undefined
                  ? { defaultChecked: defaultValue === option.value }
                  : { checked: value === option.value })}
                onChange={(event) => {
                  if (event.currentTarget.checked) onValueChange?.(option.value);
                }}
                disabled={off}
                required={required}
                className={styles.radio}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
              />
              <label htmlFor={optionId} className={styles.text}>
                {option.label}
                {option.description && (
                  <span id={`${optionId}-description`} className={styles.description}>
                    {option.description}
                  </span>
                )}
              </label>
            </div>
          );
        })}
      </div>
      <ControlNotes ids={notes} hint={hint} error={error} />
    </div>
  );
}
