import { useSyncExternalStore } from 'react';

export type ToastTone = 'success' | 'error' | 'info';

export type ToastOptions = {
  /** A short heading above the message. */
  title?: string;
  /** Milliseconds before it closes by itself; defaults depend on the tone. */
  duration?: number;
};

export type ToastItem = {
  id: number;
  tone: ToastTone;
  message: string;
  title: string | undefined;
  duration: number;
};

/** How long each tone stays on screen: errors longer, since they need reading. */
export const TOAST_DURATION: Record<ToastTone, number> = {
  success: 4000,
  info: 4000,
  error: 6000,
};

let items: readonly ToastItem[] = [];
let nextId = 1;
/** Whether any toast has been shown since the page loaded (it never turns false again). */
let raised = false;
const listeners = new Set<() => void>();

function emit(next: readonly ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

function show(tone: ToastTone, message: string, options: ToastOptions = {}): number {
  const id = nextId;
  nextId += 1;
  raised = true;
  emit([
    ...items,
    { id, tone, message, title: options.title, duration: options.duration ?? TOAST_DURATION[tone] },
  ]);
  return id;
}

/**
 * Shows a notification from anywhere (event handlers, query callbacks); a mounted <Toaster />
 * displays it. Each call returns the toast's id.
 */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** Closes one toast, or all of them when called without an id. */
  dismiss: (id?: number) => emit(id === undefined ? [] : items.filter((item) => item.id !== id)),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => items;

export function useToastItems(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const raisedSnapshot = () => raised;
const notRaisedOnServer = () => false;

/**
 * True from the first toast on. The toast region (Radix Toast under it) loads with the first toast
 * a page raises rather than with every page: a toast raised before its code has come waits in this
 * store and shows once the region mounts.
 */
export function useToastRaised(): boolean {
  return useSyncExternalStore(subscribe, raisedSnapshot, notRaisedOnServer);
}
