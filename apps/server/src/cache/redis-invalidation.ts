import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { isCacheTopic, type PublicCache } from './public-cache';

/** The channel every node of one shop listens on (REDIS_PREFIX, "nyiur" by default). */
export const invalidationChannel = (redisPrefix: string): string => `${redisPrefix}-public-cache`;

/** How long entries live while this node cannot hear the others (as without Redis). */
export const UNLINKED_TTL_MS = 5_000;

export interface InvalidationLink {
  /** Resolves once this node listens (or after two seconds without Redis: the TTL covers it). */
  readonly ready: () => Promise<void>;
  readonly close: () => Promise<void>;
}

const redisOptions = {
  connectTimeout: 1000,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
} as const;

/**
 * Tells the other nodes of every change made here, and drops what they change, through Redis
 * pub/sub. Until this node listens, and whenever it stops listening, it may miss changes: then
 * it drops the whole cache and keeps new entries only {@link UNLINKED_TTL_MS}, as a node without
 * Redis does, until it listens again (and drops everything once more).
 */
export function linkThroughRedis(
  cache: PublicCache,
  redisUrl: string,
  log: FastifyBaseLogger,
  channel: string,
): InvalidationLink {
  const node = randomUUID();
  const subscriber = new Redis(redisUrl, redisOptions);
  const publisher = new Redis(redisUrl, redisOptions);
  let listening = false;
  let closing = false;
  let markListening: () => void = () => undefined;
  const firstListen = new Promise<void>((resolve) => {
    markListening = resolve;
  });
  cache.keepBriefly(UNLINKED_TTL_MS);

  for (const [role, client] of [
    ['subscriber', subscriber],
    ['publisher', publisher],
  ] as const) {
    client.on('error', (error: Error) =>
      log.warn({ err: error, role }, 'cache invalidation through Redis unavailable'),
    );
  }
  const listen = (): void => {
    subscriber.subscribe(channel).then(
      () => {
        listening = true;
        cache.keepBriefly(undefined);
        cache.dropAll();
        markListening();
      },
      (error: unknown) => log.warn({ err: error }, 'cache invalidation subscription failed'),
    );
  };
  // ioredis subscribes again by itself after a reconnection; the first time, and after a failed
  // attempt, this node asks.
  subscriber.on('ready', () => {
    if (listening) {
      cache.keepBriefly(undefined);
      cache.dropAll();
    } else if (!closing) listen();
  });
  subscriber.on('close', () => {
    if (closing) return;
    cache.keepBriefly(UNLINKED_TTL_MS);
    cache.dropAll();
  });
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const { topic, from } = JSON.parse(message) as { topic?: unknown; from?: unknown };
      if (from !== node && isCacheTopic(topic)) cache.drop(topic);
    } catch {
      log.warn('unreadable cache invalidation message');
    }
  });
  const stopTelling = cache.onChange((topic) => {
    publisher
      .publish(channel, JSON.stringify({ topic, from: node }))
      .catch((error: unknown) =>
        log.warn({ err: error, topic }, 'cache invalidation not sent; other nodes wait for TTL'),
      );
  });

  return {
    ready: async () => {
      const publishing = new Promise<void>((resolve) => {
        if (publisher.status === 'ready') resolve();
        else publisher.once('ready', () => resolve());
      });
      const timeout = new AbortController();
      await Promise.race([
        Promise.all([firstListen, publishing]),
        delay(2000, undefined, { signal: timeout.signal }).catch(() => undefined),
      ]);
      timeout.abort();
    },
    close: async () => {
      closing = true;
      stopTelling();
      await Promise.all(
        [subscriber, publisher].map((client) => client.quit().catch(() => client.disconnect())),
      );
    },
  };
}
