import { RadioGroup, type RadioGroupProps } from '@nyiur/ui';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormRadioGroupProps<Values extends FieldValues> = Omit<
  RadioGroupProps,
  'name' | 'value' | 'defaultValue' | 'onValueChange'
> & {
  readonly control: Control<Values>;
  readonly name: FieldPath<Values>;
};

/** A radio group bound to one field of a form: nothing chosen until the field has a value. */
export function FormRadioGroup<Values extends FieldValues>({
  control,
  name,
  ...group
}: FormRadioGroupProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <RadioGroup
          {...group}
          name={field.name}
          value={field.value ?? ''}
          onValueChange={field.onChange}
        />
      )}
    />
  );
}
