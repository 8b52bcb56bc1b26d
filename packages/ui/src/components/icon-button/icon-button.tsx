import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { cx } from '../../lib/cx';
import styles from './icon-button.module.css';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> & {
  /** The accessible name; the icon itself is decorative. */
  label: string;
  /** The icon (an svg), or with asChild the element (a link) that wraps the icon. */
  children: ReactNode;
  variant?: 'ghost' | 'solid' | 'outline' | 'inverse';
  size?: 'sm' | 'md' | 'lg';
  /** Render the single child (a router link) with icon-button styling. */
  asChild?: boolean;
};

/** A square button showing only an icon, named by `label` for assistive technology. */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  asChild = false,
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
  if (asChild) {
    return (
      <Slot.Root {...props} aria-label={label} className={classes}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button {...props} type={type} aria-label={label} className={classes}>
      {children}
    </button>
  );
}
