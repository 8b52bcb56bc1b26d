import { Toast as RadixToast } from 'radix-ui';
import { AlertIcon, CheckCircleIcon, CloseIcon } from '../../icons/icons';
import { cx } from '../../lib/cx';
import { IconButton } from '../icon-button/icon-button';
import { toast, useToastItems } from './toast-store';
import styles from './toaster.module.css';

export type ToasterProps = {
  /** Landmark name announced for the notification region. */
  label?: string;
  closeLabel?: string;
};

/**
 * Renders the toasts raised with `toast.success()` and `toast.error()`. Mount once near the app
 * root. Errors are announced assertively, successes politely; each closes by itself, by swipe,
 * or with its close button, and F8 jumps to the region.
 */
export function Toaster({ label = 'Notifications', closeLabel = 'Dismiss' }: ToasterProps) {
  const items = useToastItems();
  return (
    <RadixToast.Provider label={label} swipeDirection="right">
      {items.map((item) => (
        <RadixToast.Root
          key={item.id}
          className={cx(styles.toast, styles[item.tone])}
          duration={item.duration}
          type={item.tone === 'error' ? 'foreground' : 'background'}
          data-tone={item.tone}
          onOpenChange={(open) => {
            if (!open) toast.dismiss(item.id);
          }}
        >
          {item.tone === 'error' ? (
            <AlertIcon className={styles.icon} />
          ) : (
            <CheckCircleIcon className={styles.icon} />
          )}
          <div className={styles.text}>
            {item.title && (
              <RadixToast.Title className={styles.title}>{item.title}</RadixToast.Title>
            )}
            <RadixToast.Description className={styles.message}>
              {item.message}
            </RadixToast.Description>
          </div>
          <RadixToast.Close asChild>
            <IconButton label={closeLabel} size="sm">
              <CloseIcon />
            </IconButton>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {/*
        A modal drawer hides the rest of the page from screen readers when it opens, all but the
        elements marked aria-live (and their parents). Marked "off" (Radix announces each toast
        itself), the toast list stays readable while a drawer is open.
      */}
      <RadixToast.Viewport className={styles.viewport} aria-live="off" />
    </RadixToast.Provider>
  );
}
