import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './choice-group.module.css';

export interface ChoiceGroupProps {
  readonly legend: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly registration: UseFormRegisterReturn;
  readonly error?: string;
  readonly required?: boolean;
}

/**
 * A labelled set of radio buttons wired to react-hook-form: a fieldset with a legend, the error
 * tied to every radio through aria-describedby.
 */
export function ChoiceGroup({
  legend,
  options,
  registration,
  error,
  required = true,
}: ChoiceGroupProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.group} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>
        {legend}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              value={option.value}
              aria-invalid={error ? true : undefined}
              className={styles.radio}
              {...registration}
            />
            {option.label}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
