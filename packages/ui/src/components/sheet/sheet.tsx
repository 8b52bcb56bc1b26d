import { cx } from '../../lib/cx';
import { ModalFrame, type ModalProps } from '../dialog/modal-frame';
import styles from './sheet.module.css';

export type SheetProps = ModalProps & {
  /** Keep the title for screen readers but do not show it. */
  hideTitle?: boolean;
  /** Which edge it slides from: right for the cart, left for the mobile menu. */
  side?: 'left' | 'right';
};

/**
 * A drawer: 480 px wide at the side of the screen, the full width at 768 px and below. Modal,
 * with focus trapped inside, Escape and outside click to close, and focus returned on close.
 * The footer is pinned below the scrolling body (cart total and Check Out).
 */
export function Sheet({ hideTitle = false, side = 'right', ...props }: SheetProps) {
  return (
    <ModalFrame
      {...props}
      classes={styles}
      contentClassName={styles[side]}
      contentAttributes={{ 'data-side': side }}
      headerClassName={cx(hideTitle && !props.description && styles.titleHidden)}
      hideTitle={hideTitle}
      alwaysBody
    />
  );
}
