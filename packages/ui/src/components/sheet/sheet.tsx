import type { ReactElement, ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { CloseIcon } from '../../icons/icons';
import { cx } from '../../lib/cx';
import { useReturnFocus } from '../../lib/use-return-focus';
import { IconButton } from '../icon-button/icon-button';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './sheet.module.css';

export type SheetProps = {
  /** The sheet's accessible name ("Cart (2)", "Menu"). */
  title: ReactNode;
  /** Keep the title for screen readers but do not show it. */
  hideTitle?: boolean;
  description?: ReactNode;
  /** Which edge it slides from: right for the cart, left for the mobile menu. */
  side?: 'left' | 'right';
  children?: ReactNode;
  /** Pinned below the scrolling body (cart total and Check Out). */
  footer?: ReactNode;
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
  className?: string;
};

/**
 * A drawer: 480 px wide at the side of the screen, the full width at 768 px and below. Modal,
 * with focus trapped inside, Escape and outside click to close, and focus returned on close.
 */
export function Sheet({
  title,
  hideTitle = false,
  description,
  side = 'right',
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel = 'Close',
  className,
}: SheetProps) {
  const returnFocus = useReturnFocus();
  const titleNode = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={cx(styles.content, styles[side], className)}
          data-side={side}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={cx(styles.header, hideTitle && !description && styles.titleHidden)}>
            <div>
              {hideTitle ? <VisuallyHidden>{titleNode}</VisuallyHidden> : titleNode}
              {description && (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close asChild>
              <IconButton label={closeLabel}>
                <CloseIcon />
              </IconButton>
            </RadixDialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
