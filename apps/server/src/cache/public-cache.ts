import { LRUCache } from 'lru-cache';

/**
 * What the shop reads often and the back office changes rarely. A change to one topic drops every
 * entry of that topic (see docs/decisions/0009-public-data-cache.md). `sessions` holds the checked
 * access tokens of signed-in calls: any sign-out or revocation drops it (see
 * docs/decisions/0012-session-check-cache.md).
 */
export const CACHE_TOPICS = ['catalogue', 'reviews', 'pickup-locations', 'sessions'] as const;
export type CacheTopic = (typeof CACHE_TOPICS)[number];

export const isCacheTopic = (value: unknown): value is CacheTopic =>
  typeof value === 'string' && (CACHE_TOPICS as readonly string[]).includes(value);

export interface PublicCacheOptions {
  /** How long an entry lives at most: the safety net behind the invalidations. */
  readonly ttlMs: number;
  /** Entries kept per topic; the least recently used go first (keys come from requests). */
  readonly maxEntriesPerTopic?: number;
  /** A shorter life for the entries of some topics (never longer than `ttlMs`). */
  readonly topicTtlMs?: Partial<Record<CacheTopic, number>>;
  /** Milliseconds on a monotonic clock (`performance.now()` unless a test brings its own). */
  readonly now?: () => number;
}

/** Told of every change made on this node, to pass it on to the other nodes. */
export type ChangeListener = (topic: CacheTopic) => void;

interface Entry {
  readonly value: unknown;
}

/**
 * Public data (the catalogue, shown reviews, pickup points) kept in memory, per topic. Concurrent
 * misses of one key share one load. A change drops the topic at once; a load that started before
 * the change is answered to its callers but not kept, so a stale read never outlives the change.
 */
export class PublicCache {
  private readonly topics = new Map<CacheTopic, LRUCache<string, Entry>>();
  private readonly generations = new Map<CacheTopic, number>();
  private readonly loading = new Map<string, Promise<unknown>>();
  private readonly listeners = new Set<ChangeListener>();
  /** While the link to the other nodes is down, entries live this long instead (see keepBriefly). */
  private briefTtlMs: number | undefined;
  private hits = 0;
  private misses = 0;

  constructor(private readonly options: PublicCacheOptions) {
    for (const topic of CACHE_TOPICS) {
      this.topics.set(
        topic,
        new LRUCache<string, Entry>({
          max: options.maxEntriesPerTopic ?? 1000,
          ttl: Math.min(options.ttlMs, options.topicTtlMs?.[topic] ?? options.ttlMs),
          // A clock of its own is read on every check (no reuse of a reading for a millisecond).
          ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
        }),
      );
      this.generations.set(topic, 0);
    }
  }

  get ttlMs(): number {
    return this.options.ttlMs;
  }

  /** How long an entry kept now lives: the TTL, or less while the other nodes are unheard. */
  get entryTtlMs(): number {
    return this.briefTtlMs ?? this.options.ttlMs;
  }

  /** The value kept for `key`, or what `load` answers (kept unless the topic changed meanwhile). */
  async remember<T>(topic: CacheTopic, key: string, load: () => Promise<T>): Promise<T> {
    const entries = this.entriesOf(topic);
    const kept = entries.get(key);
    if (kept) {
      this.hits += 1;
      return kept.value as T;
    }
    this.misses += 1;
    const generation = this.generationOf(topic);
    const loadKey = `${topic}\u0000${generation}\u0000${key}`;
    const under = this.loading.get(loadKey);
    if (under) return under as Promise<T>;
    const started = (async () => {
      try {
        const value = await load();
        if (this.generationOf(topic) === generation) {
          const ttl = Math.min(this.briefTtlMs ?? entries.ttl, entries.ttl);
          entries.set(key, { value }, { ttl });
        }
        return value;
      } finally {
        this.loading.delete(loadKey);
      }
    })();
    this.loading.set(loadKey, started);
    return started;
  }

  /** A change made on this node, after its transaction committed: dropped here, told to others. */
  changed(topic: CacheTopic): void {
    this.drop(topic);
    for (const listener of this.listeners) listener(topic);
  }

  /** A change another node made (or one this node may have missed): dropped here only. */
  drop(topic: CacheTopic): void {
    this.generations.set(topic, this.generationOf(topic) + 1);
    this.entriesOf(topic).clear();
  }

  dropAll(): void {
    for (const topic of CACHE_TOPICS) this.drop(topic);
  }

  /**
   * While other nodes' changes cannot reach this one (Redis away), new entries live only `ttlMs`;
   * `undefined` goes back to the configured TTL.
   */
  keepBriefly(ttlMs: number | undefined): void {
    this.briefTtlMs = ttlMs;
  }

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Hits and misses since start, for the logs and tests. */
  stats(): { hits: number; misses: number } {
    return { hits: this.hits, misses: this.misses };
  }

  private entriesOf(topic: CacheTopic): LRUCache<string, Entry> {
    const entries = this.topics.get(topic);
    if (!entries) throw new Error(`unknown cache topic ${topic}`);
    return entries;
  }

  private generationOf(topic: CacheTopic): number {
    return this.generations.get(topic) ?? 0;
  }
}
