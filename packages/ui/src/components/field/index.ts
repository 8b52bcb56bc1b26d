export { Field } from './field';
export type { FieldProps } from './field';
export { useFieldControl } from './field-context';
