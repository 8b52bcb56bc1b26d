import { Checkbox, RadioGroup, type CheckboxProps, type RadioGroupProps } from '@nyiur/ui';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Bound<Values extends FieldValues> = { control: Control<Values>; name: FieldPath<Values> };

/** A radio group holding one field of an admin form, with that field's message under it. */
export function FormRadioGroup<Values extends FieldValues>({
  control,
  name,
  onValueChange,
  ...group
}: Bound<Values> &
  Omit<RadioGroupProps, 'name' | 'value' | 'defaultValue' | 'error'> & {
    /** Called after the field took the value, e.g. to clear fields the choice makes unused. */
    onValueChange?: (value: string) => void;
  }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroup
          {...group}
          value={field.value as string}
          onValueChange={(value) => {
            field.onChange(value);
            onValueChange?.(value);
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A check box holding one true/false field of an admin form. */
export function FormCheckbox<Values extends FieldValues>({
  control,
  name,
  ...box
}: Bound<Values> & Omit<CheckboxProps, 'name' | 'checked' | 'onCheckedChange' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          {...box}
          checked={field.value === true}
          onCheckedChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
