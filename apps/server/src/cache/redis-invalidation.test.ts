import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PublicCache } from './public-cache';
import { linkThroughRedis, UNLINKED_TTL_MS } from './redis-invalidation';

// Every machine of this project runs Redis on the default port (like PostgreSQL on 5432).
const REDIS_URL = 'redis://127.0.0.1:6379';
const log = Fastify({ logger: false }).log;

describe('the cache link between nodes', () => {
  it('passes a change to the other node, never back to the node that made it', async () => {
    const [first, second] = [
      new PublicCache({ ttlMs: 60_000 }),
      new PublicCache({ ttlMs: 60_000 }),
    ];
    const links = [
      linkThroughRedis(first, REDIS_URL, log),
      linkThroughRedis(second, REDIS_URL, log),
    ];
    try {
      for (const link of links) await link.ready();
      expect([first.entryTtlMs, second.entryTtlMs]).toEqual([60_000, 60_000]);
      await first.remember('reviews', 'k', async () => 'first');
      await second.remember('reviews', 'k', async () => 'second');

      first.changed('reviews');
      const deadline = Date.now() + 2000;
      let seen = await second.remember('reviews', 'k', async () => 'second, read again');
      while (seen === 'second' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await second.remember('reviews', 'k', async () => 'second, read again');
      }
      expect(seen).toBe('second, read again');
      // The first node dropped its own entry at once and was not told again: its new read stays.
      expect(await first.remember('reviews', 'k', async () => 'first, read again')).toBe(
        'first, read again',
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await first.remember('reviews', 'k', async () => 'a third read')).toBe(
        'first, read again',
      );
    } finally {
      for (const link of links) await link.close();
    }
  });

  it('keeps entries briefly while Redis cannot be reached', async () => {
    const cache = new PublicCache({ ttlMs: 60_000 });
    // Nothing listens on port 1: the node starts all the same, on the short TTL.
    const link = linkThroughRedis(cache, 'redis://127.0.0.1:1', log);
    try {
      const started = Date.now();
      await link.ready();
      expect(Date.now() - started).toBeLessThan(3000);
      expect(cache.entryTtlMs).toBe(UNLINKED_TTL_MS);
      cache.changed('catalogue');
    } finally {
      await link.close();
    }
  });
});
