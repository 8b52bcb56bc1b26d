import { useCallback, useRef } from 'react';

/**
 * Focus return for Radix dialogs opened without their Trigger (controlled `open`): Radix only
 * refocuses its own trigger, so this remembers whatever had focus when the content mounted and
 * moves focus back there on close.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);

  const onOpenAutoFocus = useCallback(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);

  const onCloseAutoFocus = useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);

  return { onOpenAutoFocus, onCloseAutoFocus };
}
