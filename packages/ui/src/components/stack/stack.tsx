import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../lib/cx';
import styles from './stack.module.css';

export type SpaceStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12 | 16;

export type StackProps = HTMLAttributes<HTMLElement> & {
  /** column (default), row, or row-desktop: a row above 768 px and a column at or below it. */
  direction?: 'column' | 'row' | 'row-desktop';
  /** A step of the spacing scale (--space-N). */
  gap?: SpaceStep;
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: boolean;
  as?:
    | 'div'
    | 'section'
    | 'ul'
    | 'ol'
    | 'li'
    | 'form'
    | 'nav'
    | 'header'
    | 'footer'
    | 'article'
    | 'fieldset';
  children?: ReactNode;
};

const alignClass = {
  start: styles.alignStart,
  center: styles.alignCenter,
  end: styles.alignEnd,
  stretch: styles.alignStretch,
  baseline: styles.alignBaseline,
};

const justifyClass = {
  start: styles.justifyStart,
  center: styles.justifyCenter,
  end: styles.justifyEnd,
  between: styles.justifyBetween,
};

/** Lays children out in a row or column with a gap from the spacing scale. */
export function Stack({
  direction = 'column',
  gap = 4,
  align,
  justify,
  wrap = false,
  as: Element = 'div',
  className,
  ...props
}: StackProps) {
  return (
    <Element
      {...props}
      className={cx(
        styles.stack,
        direction === 'row' && styles.row,
        direction === 'row-desktop' && styles.rowDesktop,
        styles[`gap${gap}`],
        align && alignClass[align],
        justify && justifyClass[justify],
        wrap && styles.wrap,
        className,
      )}
    />
  );
}
