import { create } from 'zustand';

/** sessionStorage key of the voucher a member applied at checkout. */
export const VOUCHER_STORAGE_KEY = 'applied_voucher';

/** A code a member applied at checkout, with the delivery choice it was priced for. */
export interface RememberedVoucher {
  readonly code: string;
  /** Whose cart it was applied to: someone else signing in on the tab does not inherit it. */
  readonly userId: number;
  readonly isPickup: '0' | '1';
  readonly state: string;
}

export interface VoucherStoreState {
  /** Until it is removed, no longer applies or the order is placed; the server prices it. */
  readonly voucher: RememberedVoucher | null;
  remember(voucher: RememberedVoucher): void;
  forget(): void;
}

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

const readStored = (): RememberedVoucher | null => {
  try {
    const value = JSON.parse(storage()?.getItem(VOUCHER_STORAGE_KEY) ?? 'null') as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { code, userId, isPickup, state } = value as Record<string, unknown>;
    return typeof code === 'string' &&
      typeof userId === 'number' &&
      (isPickup === '0' || isPickup === '1') &&
      typeof state === 'string'
      ? { code, userId, isPickup, state }
      : null;
  } catch {
    return null;
  }
};

export const useVoucherStore = create<VoucherStoreState>()((set) => ({
  voucher: readStored(),
  remember(voucher) {
    storage()?.setItem(VOUCHER_STORAGE_KEY, JSON.stringify(voucher));
    set({ voucher });
  },
  forget() {
    storage()?.removeItem(VOUCHER_STORAGE_KEY);
    set({ voucher: null });
  },
}));
