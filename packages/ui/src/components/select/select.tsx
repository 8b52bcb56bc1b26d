import type { FocusEventHandler, Ref } from 'react';
import { Select as RadixSelect } from 'radix-ui';
import { CheckIcon, ChevronDownIcon } from '../../icons/icons';
import { cx } from '../../lib/cx';
import { useHydrated } from '../../lib/use-hydrated';
import { useFieldControl } from '../field/field-context';
import styles from './select.module.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = {
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Shown until a value is chosen, e.g. "Select state". */
  placeholder?: string;
  /** Submitted with a native form under this name. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  onBlur?: FocusEventHandler<HTMLButtonElement>;
  /** The trigger button, so a form library can focus it on error. */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
};

/**
 * A listbox select (country, state, pick-up location). Inside a Field its button is labelled
 * and described like any input; it opens with Enter, Space or the arrow keys, and typing a
 * letter jumps to a matching option. Its list exists only once React runs, so on a prerendered
 * page it is disabled until then rather than ignoring a tap (NativeSelect works at once).
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  open,
  defaultOpen,
  onOpenChange,
  placeholder,
  name,
  required,
  className,
  ref,
  onBlur,
  ...aria
}: SelectProps) {
  const wired = useFieldControl(aria);
  const hydrated = useHydrated();
  return (
    <RadixSelect.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      name={name}
      required={required}
      disabled={wired.disabled || !hydrated}
    >
      <RadixSelect.Trigger
        ref={ref}
        id={wired.id}
        aria-label={wired['aria-label']}
        aria-describedby={wired['aria-describedby']}
        aria-invalid={wired['aria-invalid'] || undefined}
        aria-required={wired['aria-required'] || undefined}
        onBlur={onBlur}
        className={cx(styles.trigger, className)}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon asChild>
          <ChevronDownIcon className={styles.chevron} />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className={styles.content} position="popper" sideOffset={4}>
          <RadixSelect.ScrollUpButton className={cx(styles.scroll, styles.scrollUp)}>
            <ChevronDownIcon />
          </RadixSelect.ScrollUpButton>
          <RadixSelect.Viewport className={styles.viewport}>
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={styles.item}
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className={styles.indicator}>
                  <CheckIcon />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
          <RadixSelect.ScrollDownButton className={styles.scroll}>
            <ChevronDownIcon />
          </RadixSelect.ScrollDownButton>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
