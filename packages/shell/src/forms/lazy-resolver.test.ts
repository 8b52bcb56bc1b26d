import { lazyResolver } from './lazy-resolver';

describe('lazyResolver', () => {
  it('loads the resolver once, on the first validation, and passes every argument on', async () => {
    const load = vi.fn(async () => (value: string, times: number) => value.repeat(times));
    const resolve = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolve('ab', 2)).resolves.toBe('abab');
    await expect(resolve('c', 3)).resolves.toBe('ccc');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries to load again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<(value: number) => Promise<number>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(async (value) => value + 1);
    const resolve = lazyResolver(load);
    await expect(resolve(1)).rejects.toThrow('offline');
    await expect(resolve(1)).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
