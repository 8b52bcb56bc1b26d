import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache';

/** A load the test finishes by hand, to change the data while a read is under way. */
function heldLoad<T>(value: T) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let calls = 0;
  return {
    load: async () => {
      calls += 1;
      await gate;
      return value;
    },
    release: () => release(),
    calls: () => calls,
  };
}

describe('the public-data cache', () => {
  it('loads once and answers from memory until the topic changes', async () => {
    const cache = new PublicCache({ ttlMs: 60_000 });
    let loads = 0;
    const read = () => cache.remember('reviews', 'p1', async () => `v${(loads += 1)}`);
    expect(await read()).toBe('v1');
    expect(await read()).toBe('v1');
    cache.changed('catalogue');
    expect(await read()).toBe('v1');
    cache.changed('reviews');
    expect(await read()).toBe('v2');
    expect(cache.stats()).toEqual({ hits: 2, misses: 2 });
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new PublicCache({ ttlMs: 60_000 });
    const held = heldLoad('offer');
    const reads = [1, 2, 3].map(() => cache.remember('catalogue', '15373', held.load));
    held.release();
    expect(await Promise.all(reads)).toEqual(['offer', 'offer', 'offer']);
    expect(held.calls()).toBe(1);
  });

  it('does not keep what a load read before a change', async () => {
    const cache = new PublicCache({ ttlMs: 60_000 });
    const before = heldLoad('old price');
    const early = cache.remember('catalogue', '15373', before.load);
    cache.drop('catalogue');
    // A read after the change does not wait for the earlier load: it reads again.
    const late = cache.remember('catalogue', '15373', async () => 'new price');
    before.release();
    expect(await early).toBe('old price');
    expect(await late).toBe('new price');
    expect(await cache.remember('catalogue', '15373', async () => 'third read')).toBe('new price');
  });

  it('forgets an entry after its time to live', async () => {
    const clock = { ms: 1_000 };
    const cache = new PublicCache({ ttlMs: 30, now: () => clock.ms });
    let loads = 0;
    const read = () => cache.remember('pickup-locations', 'active', async () => (loads += 1));
    expect(await read()).toBe(1);
    clock.ms += 30;
    expect(await read()).toBe(1);
    clock.ms += 1;
    expect(await read()).toBe(2);
  });

  it('does not keep a failed load', async () => {
    const cache = new PublicCache({ ttlMs: 60_000 });
    await expect(
      cache.remember('reviews', 'k', async () => {
        throw new Error('database away');
      }),
    ).rejects.toThrow('database away');
    expect(await cache.remember('reviews', 'k', async () => 'fine')).toBe('fine');
  });

  it('tells listeners of changes made here, not of changes dropped from elsewhere', () => {
    const cache = new PublicCache({ ttlMs: 60_000 });
    const told: string[] = [];
    const stop = cache.onChange((topic) => told.push(topic));
    cache.changed('catalogue');
    cache.drop('reviews');
    stop();
    cache.changed('reviews');
    expect(told).toEqual(['catalogue']);
  });
});

describe('the public-data cache while the other nodes are unheard', () => {
  it('keeps new entries only briefly, then for the configured time again', async () => {
    const clock = { ms: 1_000 };
    const cache = new PublicCache({ ttlMs: 60_000, now: () => clock.ms });
    cache.keepBriefly(30);
    expect(cache.entryTtlMs).toBe(30);
    let loads = 0;
    const read = () => cache.remember('catalogue', '15373', async () => (loads += 1));
    expect(await read()).toBe(1);
    clock.ms += 30;
    expect(await read()).toBe(1);
    clock.ms += 1;
    expect(await read()).toBe(2);
    cache.keepBriefly(undefined);
    expect(cache.entryTtlMs).toBe(60_000);
    cache.drop('catalogue');
    expect(await read()).toBe(3);
    clock.ms += 59_999;
    expect(await read()).toBe(3);
    clock.ms += 2;
    expect(await read()).toBe(4);
  });
});
