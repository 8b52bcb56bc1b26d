import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx';
import { useFieldControl } from '../field/field-context';
import styles from './textarea.module.css';

export type TextareaProps = ComponentPropsWithRef<'textarea'>;

/** A multi-line text input (comments, enquiries). Inside a Field it takes the Field's wiring. */
export function Textarea({ className, rows = 5, ...props }: TextareaProps) {
  const wired = useFieldControl(props);
  return <textarea {...wired} rows={rows} className={cx(styles.textarea, className)} />;
}
