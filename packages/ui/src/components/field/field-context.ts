import { createContext, useContext } from 'react';

export type FieldContextValue = {
  controlId: string;
  /** Ids of the hint and error message, space-separated, or undefined when neither is shown. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
};

export const FieldContext = createContext<FieldContextValue | null>(null);

type ControlAria = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-required'?: boolean | 'true' | 'false';
  disabled?: boolean;
};

/**
 * Merges a form control's own props with what its surrounding Field says: the id the label
 * points at, the hint and error ids, and the invalid/required/disabled states. A control used
 * outside a Field keeps its own props unchanged.
 */
export function useFieldControl<P extends ControlAria>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = [field.describedBy, props['aria-describedby']].filter(Boolean).join(' ');
  return {
    ...props,
    id: props.id ?? field.controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
    'aria-required': props['aria-required'] ?? (field.required || undefined),
    disabled: props.disabled ?? (field.disabled || undefined),
  };
}
