import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { responsiveClasses } from '../../lib/responsive';
import type { Responsive, ResponsiveCount } from '../../lib/responsive';
import styles from './grid.module.css';

export type GridProps = HTMLAttributes<HTMLElement> & {
  /** Columns per viewport band, e.g. { base: 1, tablet: 2, desktop: 3 }. */
  columns?: Responsive<ResponsiveCount>;
  gap?: 2 | 4 | 6 | 8 | 12;
  as?: 'div' | 'ul' | 'ol' | 'section';
  children?: ReactNode;
};

/** Equal-width columns that change count with the viewport (address cards, product cards). */
export function Grid({
  columns = { base: 1, tablet: 2, desktop: 3 },
  gap = 6,
  as: Element = 'div',
  className,
  ...props
}: GridProps) {
  return (
    <Element
      {...props}
      className={cx(
        styles.grid,
        styles[`gap${gap}`],
        ...responsiveClasses(styles, columns),
        className,
      )}
    />
  );
}
