import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { freshRedisPrefix, testRedisUrl } from '../test/env';
import { PublicCache } from './public-cache';
import { invalidationChannel, linkThroughRedis } from './redis-invalidation';

const log = Fastify({ logger: false }).log;

describe('the cache link between nodes', () => {
  it('passes a change to the other node, never back to the node that made it', async () => {
    // A channel of this test's own: no other test file or dev server on this Redis hears it.
    const channel = invalidationChannel(freshRedisPrefix());
    const [first, second] = [
      new PublicCache({ ttlMs: 60_000 }),
      new PublicCache({ ttlMs: 60_000 }),
    ];
    const links = [
      linkThroughRedis(first, testRedisUrl, log, channel),
      linkThroughRedis(second, testRedisUrl, log, channel),
    ];
    try {
      for (const link of links) await link.ready();
      expect([first.entryTtlMs, second.entryTtlMs]).toEqual([60_000, 60_000]);
      await first.remember('reviews', 'k', async () => 'first');
      await second.remember('reviews', 'k', async () => 'second');

      first.changed('reviews');
      // The first node dropped its own entry at once.
      expect(await first.remember('reviews', 'k', async () => 'first, read again')).toBe(
        'first, read again',
      );
      await expect
        .poll(() => second.remember('reviews', 'k', async () => 'second, read again'), {
          timeout: 5_000,
        })
        .toBe('second, read again');

      // Redis delivers one channel's messages in order: once the first node has heard the
      // second's later change, any echo of its own would have arrived before it.
      await first.remember('catalogue', 'k', async () => 'catalogue');
      second.changed('catalogue');
      await expect
        .poll(() => first.remember('catalogue', 'k', async () => 'catalogue, read again'), {
          timeout: 5_000,
        })
        .toBe('catalogue, read again');
      expect(await first.remember('reviews', 'k', async () => 'a third read')).toBe(
        'first, read again',
      );
    } finally {
      for (const link of links) await link.close();
    }
  });

  // Nothing listens on port 1: the node starts all the same (ready gives up after two seconds,
  // well within this test's timeout), on the short TTL.
  it('keeps entries for five seconds while Redis cannot be reached', async () => {
    const cache = new PublicCache({ ttlMs: 60_000 });
    const link = linkThroughRedis(cache, 'redis://127.0.0.1:1', log, 'unheard');
    try {
      await link.ready();
      expect(cache.entryTtlMs).toBe(5_000);
      cache.changed('catalogue');
    } finally {
      await link.close();
    }
  }, 10_000);
});
