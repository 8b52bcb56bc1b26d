import type { ComponentPropsWithRef } from 'react';
import { ChevronDownIcon } from '../../icons/icons';
import { cx } from '../../lib/cx';
import { useFieldControl } from '../field/field-context';
import type { SelectOption } from '../select/select';
import styles from './native-select.module.css';

export type NativeSelectProps = Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> & {
  options: readonly SelectOption[];
  /** The first, empty choice shown until one is made, e.g. "Select State/territory". */
  placeholder?: string;
};

/**
 * The browser's own select, in the look of the other controls: on a phone it opens the phone's
 * picker, and it needs no script to work, so a form that uses it loads no popup, positioning or
 * focus-trapping code (the address of a checkout: Country/Region, State/territory). Inside a
 * Field it takes the Field's id, description and state; a form library registers it like an
 * input. With a placeholder, the empty value stands for "not chosen yet".
 */
export function NativeSelect({ options, placeholder, className, ...props }: NativeSelectProps) {
  const wired = useFieldControl(props);
  return (
    <span className={cx(styles.wrap, className)}>
      <select {...wired} className={styles.select}>
        {/* Not disabled: a select with no value of its own shows its first enabled choice, and
            this is the one to show (picked again, it reads as not chosen, and the form says so). */}
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon className={styles.chevron} />
    </span>
  );
}
