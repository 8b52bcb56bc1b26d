import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../lib/cx';
import styles from './visually-hidden.module.css';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for screen readers only: present in the accessibility tree, invisible on screen. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={cx(styles.visuallyHidden, className)} />;
}
