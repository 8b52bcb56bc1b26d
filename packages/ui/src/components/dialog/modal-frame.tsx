import type { HTMLAttributes, ReactElement, ReactNode } from 'react';
import { Dialog as RadixDialog } from 'radix-ui';
import { CloseIcon } from '../../icons/icons';
import { cx } from '../../lib/cx';
import { useReturnFocus } from '../../lib/use-return-focus';
import { IconButton, type IconButtonProps } from '../icon-button/icon-button';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/** What a Dialog and a Sheet both take: the title, content, actions and the open state. */
export type ModalProps = {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** The element that opens it; focus returns to it on close. */
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Name of the corner close button. */
  closeLabel?: string;
  className?: string;
};

/** The class names of a modal's parts, from its CSS module. */
export interface ModalClasses {
  readonly overlay?: string;
  readonly content?: string;
  readonly header?: string;
  readonly title?: string;
  readonly description?: string;
  readonly body?: string;
  readonly footer?: string;
}

type ModalFrameProps = ModalProps & {
  classes: ModalClasses;
  /** Classes added to the content panel (a size, a side). */
  contentClassName?: string;
  contentAttributes?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string>;
  headerClassName?: string;
  /** Keep the title for screen readers but do not show it. */
  hideTitle?: boolean;
  closeButton?: Pick<IconButtonProps, 'size' | 'className'>;
  /** Whether the body box stands even with nothing in it. */
  alwaysBody?: boolean;
};

/**
 * The modal behind Dialog and Sheet: traps focus, closes with Escape, the close button or a click
 * outside, and returns focus to whatever opened it.
 */
export function ModalFrame({
  title,
  description,
  children,
  footer,
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel = 'Close',
  className,
  classes,
  contentClassName,
  contentAttributes,
  headerClassName,
  hideTitle = false,
  closeButton,
  alwaysBody = false,
}: ModalFrameProps) {
  const returnFocus = useReturnFocus();
  const titleNode = <RadixDialog.Title className={classes.title}>{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={classes.overlay} />
        <RadixDialog.Content
          className={cx(classes.content, contentClassName, className)}
          {...contentAttributes}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={cx(classes.header, headerClassName)}>
            <div>
              {hideTitle ? <VisuallyHidden>{titleNode}</VisuallyHidden> : titleNode}
              {description && (
                <RadixDialog.Description className={classes.description}>
                  {description}
                </RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close asChild>
              <IconButton label={closeLabel} {...closeButton}>
                <CloseIcon />
              </IconButton>
            </RadixDialog.Close>
          </div>
          {(alwaysBody || children !== undefined) && <div className={classes.body}>{children}</div>}
          {footer && <div className={classes.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
