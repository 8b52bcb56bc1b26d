import type { MouseEvent } from 'react';
import { cx } from '../../lib/cx';
import styles from './skip-link.module.css';

export type SkipLinkProps = {
  /** Id of the main content element (without "#"). */
  targetId?: string;
  children?: string;
  className?: string;
};

/**
 * The first stop for keyboard users: hidden until focused, it jumps past the navigation to the
 * main content and moves focus there.
 */
export function SkipLink({
  targetId = 'main-content',
  children = 'Skip to main content',
  className,
}: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView();
  };
  return (
    <a href={`#${targetId}`} className={cx(styles.skipLink, className)} onClick={onClick}>
      {children}
    </a>
  );
}
