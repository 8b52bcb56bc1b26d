import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './container.module.css';

export type ContainerSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

export type ContainerProps = HTMLAttributes<HTMLElement> & {
  /** sm is 600 px of content (the reset-password form), xl the widest page band. */
  size?: ContainerSize;
  as?: 'div' | 'section' | 'main' | 'header' | 'footer' | 'article' | 'nav';
  /** Drop the side gutters. */
  flush?: boolean;
  children?: ReactNode;
};

/** Centres content at a readable width with the page gutters. */
export function Container({
  size = 'lg',
  as: Element = 'div',
  flush = false,
  className,
  ...props
}: ContainerProps) {
  return (
    <Element
      {...props}
      className={cx(
        styles.container,
        size !== 'full' && styles[size],
        flush && styles.flush,
        className,
      )}
    />
  );
}
