import { create } from 'zustand';
import { isRecord, readStoredJson, webStorage } from './web-storage';

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

const storage = (): Storage | null => webStorage('sessionStorage');

const readStored = (): RememberedVoucher | null => {
  const value = readStoredJson(storage(), VOUCHER_STORAGE_KEY);
  if (!isRecord(value)) return null;
  const { code, userId, isPickup, state } = value;
  return typeof code === 'string' &&
    typeof userId === 'number' &&
    (isPickup === '0' || isPickup === '1') &&
    typeof state === 'string'
    ? { code, userId, isPickup, state }
    : null;
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
