import { toast } from '@nyiur/ui';

const KEY = 'nyiur.carried-toast';

type Tone = 'error' | 'success' | 'info';

/**
 * Keeps a toast for the next page of this tab: a move to the other app is a full page load,
 * which would end a toast shown now (the logged-out Add to Cart on a brand page, say).
 */
export function carryToast(tone: Tone, message: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ tone, message }));
  } catch {
    // Storage refused (private mode, quota): show it now instead, for as long as the page lasts.
    toast[tone](message);
  }
}

/** Shows, once, the toast an earlier page of this tab carried over. */
export function showCarriedToast(): void {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const { tone, message } = JSON.parse(raw) as { tone?: unknown; message?: unknown };
    if (
      (tone === 'error' || tone === 'success' || tone === 'info') &&
      typeof message === 'string'
    ) {
      toast[tone](message);
    }
  } catch {
    // A damaged entry is dropped.
  }
}
