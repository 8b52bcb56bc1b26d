import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx';
import { useFieldControl } from '../field/field-context';
import styles from './input.module.css';

export type InputProps = ComponentPropsWithRef<'input'>;

/** A single-line text input. Inside a Field it takes the Field's id, description and state. */
export function Input({ className, type = 'text', ...props }: InputProps) {
  const wired = useFieldControl(props);
  return <input {...wired} type={type} className={cx(styles.input, className)} />;
}

/** The input's class name, for controls composed from it (PasswordInput, QuantityStepper). */
export const inputClassName = styles.input;
