import { useLoadingStore, withLoading } from './loading-store';

beforeEach(() => useLoadingStore.getState().reset());

describe('loading store', () => {
  it('stays on until the last overlapping task finishes', async () => {
    let finishFirst: () => void = () => {};
    const first = withLoading(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = withLoading(async () => 'done');
    expect(useLoadingStore.getState().holders).toBeGreaterThan(0);
    await expect(second).resolves.toBe('done');
    expect(useLoadingStore.getState().holders).toBe(1);
    finishFirst();
    await first;
    expect(useLoadingStore.getState().holders).toBe(0);
  });

  it('turns off when the task fails', async () => {
    await expect(withLoading(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(useLoadingStore.getState().holders).toBe(0);
  });

  it('never counts below zero', () => {
    useLoadingStore.getState().stop();
    expect(useLoadingStore.getState().holders).toBe(0);
  });
});
