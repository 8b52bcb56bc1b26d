import type { ReactElement } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { ModalFrame, type ModalProps } from './modal-frame';
import styles from './dialog.module.css';

export type DialogProps = ModalProps & {
  size?: 'sm' | 'md' | 'lg';
};

/**
 * A modal dialog: traps focus, closes with Escape, the close button or a click outside, and
 * returns focus to whatever opened it. Actions go in `footer`; wrap a cancel button in
 * DialogClose to close on click.
 */
export function Dialog({ size = 'md', ...props }: DialogProps) {
  return (
    <ModalFrame
      {...props}
      classes={styles}
      contentClassName={styles[size]}
      closeButton={{ size: 'sm', className: styles.close }}
    />
  );
}

/** Wraps one element (a Button) so that clicking it closes the surrounding Dialog or Sheet. */
export function DialogClose({ children }: { children: ReactElement }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
