import { useScrollState } from '../hooks/use-scroll-state';
import { ArrowUpIcon } from '../icons/icons';
import styles from './back-to-top.module.css';

/** The button appears once the page has scrolled more than 50 px (spec §2, §9). */
export const BACK_TO_TOP_AFTER_PX = 50;

export function BackToTop() {
  const { y } = useScrollState();
  if (y <= BACK_TO_TOP_AFTER_PX) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label="Back to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
