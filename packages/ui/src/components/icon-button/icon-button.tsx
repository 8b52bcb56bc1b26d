import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './icon-button.module.css';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> & {
  /** The accessible name; the icon itself is decorative. */
  label: string;
  /** The icon (an svg). */
  children: ReactNode;
  variant?: 'ghost' | 'solid' | 'outline' | 'inverse';
  size?: 'sm' | 'md' | 'lg';
};

/** A square button showing only an icon, named by `label` for assistive technology. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  ...props
}: IconButtonProps) {
  const classes = cx(
    styles.iconButton,
    variant !== 'ghost' && styles[variant],
    size !== 'md' && styles[size],
    className,
  );
  return (
    <button {...props} type={type} aria-label={label} className={classes}>
      {children}
    </button>
  );
}
