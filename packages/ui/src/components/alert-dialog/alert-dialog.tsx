import { useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import { useReturnFocus } from '../../lib/use-return-focus';
import { Button } from '../button/button';
import type { ButtonVariant } from '../button/button';
import styles from './alert-dialog.module.css';

export type AlertDialogProps = {
  /** The question, e.g. "Are you sure to remove the address?". */
  title: ReactNode;
  description?: ReactNode;
  /** Name of the confirming button (spec: "Submit"). */
  confirmLabel: string;
  /** Name of the button that backs out (spec: "Return"). */
  cancelLabel: string;
  /**
   * Runs on confirm. When it returns a promise the confirm button shows a spinner until it
   * settles; the dialog closes when it resolves and stays open when it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
  confirmVariant?: ButtonVariant;
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * A confirmation that interrupts: it cannot be dismissed by clicking outside, focus starts on
 * the cancel button, and Escape cancels.
 */
export function AlertDialog({
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  confirmVariant = 'primary',
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
}: AlertDialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const returnFocus = useReturnFocus();
  const isOpen = open ?? ownOpen;

  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // The caller reports the failure (a toast); the question stays open to retry or return.
    } finally {
      setPending(false);
    }
  };

  return (
    <RadixAlertDialog.Root open={isOpen} onOpenChange={(next) => !pending && setOpen(next)}>
      {trigger && <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger>}
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={styles.overlay} />
        <RadixAlertDialog.Content
          className={styles.content}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixAlertDialog.Title className={styles.title}>{title}</RadixAlertDialog.Title>
          {description && (
            <RadixAlertDialog.Description className={styles.description}>
              {description}
            </RadixAlertDialog.Description>
          )}
          <div className={styles.actions}>
            <RadixAlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {cancelLabel}
              </Button>
            </RadixAlertDialog.Cancel>
            <Button variant={confirmVariant} loading={pending} onClick={() => void confirm()}>
              {confirmLabel}
            </Button>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
