import { useId } from 'react';
import type { ReactNode } from 'react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
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
 * One choice from several. Tab enters the group at the selected option; the arrow keys move
 * and select.
 */
export function RadioGroup({
  label,
  options,
  hint,
  error,
  required = false,
  disabled = false,
  orientation = 'vertical',
  variant = 'plain',
  className,
  // The choice itself: value, defaultValue, onValueChange and name, passed on as they are.
  ...choice
}: RadioGroupProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const notes = controlNoteIds(id, hint, error);
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
      <RadixRadioGroup.Root
        aria-labelledby={labelId}
        aria-describedby={notes.describedBy}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        {...choice}
        required={required}
        disabled={disabled}
        orientation={orientation}
        className={cx(
          styles.options,
          orientation === 'horizontal' && styles.horizontal,
          variant === 'cards' && styles.cards,
        )}
      >
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div
              key={option.value}
              className={cx(styles.option, (disabled || option.disabled) && styles.optionDisabled)}
            >
              <RadixRadioGroup.Item
                id={optionId}
                value={option.value}
                disabled={option.disabled}
                className={styles.radio}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
              >
                <RadixRadioGroup.Indicator className={styles.dot} />
              </RadixRadioGroup.Item>
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
      </RadixRadioGroup.Root>
      <ControlNotes ids={notes} hint={hint} error={error} />
    </div>
  );
}
