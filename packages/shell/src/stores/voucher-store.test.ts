import { useVoucherStore, VOUCHER_STORAGE_KEY } from './voucher-store';

afterEach(() => useVoucherStore.getState().forget());

describe('useVoucherStore', () => {
  it('keeps the applied code for the tab and forgets it', () => {
    useVoucherStore
      .getState()
      .remember({ code: 'SAVE10', userId: 7, isPickup: '0', state: 'Sabah' });
    expect(useVoucherStore.getState().voucher?.code).toBe('SAVE10');
    expect(JSON.parse(sessionStorage.getItem(VOUCHER_STORAGE_KEY) ?? 'null')).toEqual({
      code: 'SAVE10',
      userId: 7,
      isPickup: '0',
      state: 'Sabah',
    });
    useVoucherStore.getState().forget();
    expect(useVoucherStore.getState().voucher).toBeNull();
    expect(sessionStorage.getItem(VOUCHER_STORAGE_KEY)).toBeNull();
  });
});
