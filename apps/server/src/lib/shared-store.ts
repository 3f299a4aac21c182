import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { cachedFor } from './cached-for.ts';

/**
 * State that must hold across restarts and instances (issue 10, item 7): the rate-limit counters of
 * @fastify/rate-limit and cached figures (/stat). With REDIS_URL it lives in Redis, shared by every instance; without it, in this process's
 * memory, as for a single instance.
 */
export interface SharedStore {
  readonly kind: 'memory' | 'redis';
  /** The client @fastify/rate-limit keeps its counters with; null in memory (the plugin's own store). */
  readonly redis: Redis | null;
  /** Prefix of this deployment's keys (REDIS_PREFIX). */
  readonly prefix: string;
  /**
   * A computation's result reused for `ms` by every instance; past that the kept result is still
   * answered while one instance computes the next (stale while revalidate, cached-for.ts).
   */
  cached<T>(key: string, ms: number, compute: () => Promise<T>): () => Promise<T>;
  close(): Promise<void>;
}

export function createMemoryStore(): SharedStore {
  return {
    kind: 'memory',
    redis: null,
    prefix: '',
    cached: (_key, ms, compute) => cachedFor(ms, compute),
    async close() {},
  };
}

/** A cached value with when it was computed, as kept in Redis. */
interface CachedEntry<T> {
  at: number;
  value: T;
}

/**
 * The store in Redis. A failing Redis never fails a request: a cache read that fails computes locally,
 * a refresh mark that cannot be set counts as taken, and @fastify/rate-limit is registered with skipOnError (app.ts), so an outage lifts the limits instead of
 * refusing everyone.
 */
export function createRedisStore(url: string, prefix: string, log: FastifyBaseLogger): SharedStore {
  const redis = new Redis(url, {
    // Commands fail after one reconnection attempt instead of waiting: a request must not hang on Redis.
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    // Connects on the first command, so building the app (and tests) does not wait for it.
    lazyConnect: true,
  });
  // Without a listener an 'error' event would end the process; ioredis reconnects by itself.
  let lastErrorLogged = 0;
  redis.on('error', (err: Error) => {
    if (Date.now() - lastErrorLogged > 10_000) {
      lastErrorLogged = Date.now();
      log.warn({ err }, 'redis unavailable');
    }
  });

  function cached<T>(key: string, ms: number, compute: () => Promise<T>): () => Promise<T> {
    const redisKey = `${prefix}cache:${key}`;
    const lockKey = `${redisKey}:refresh`;
    // One computation at a time in this instance, and a short local memo so that a burst of requests
    // makes one Redis read, not one each.
    const local = cachedFor(Math.min(1_000, ms), async (): Promise<T> => {
      let entry: CachedEntry<T> | null;
      try {
        const raw = await redis.get(redisKey);
        entry = raw ? (JSON.parse(raw) as CachedEntry<T>) : null;
      } catch (err) {
        log.warn({ err, key }, 'redis cache read failed');
        return compute();
      }
      if (entry && Date.now() - entry.at < ms) return entry.value;
      // Missing or old: the instance that takes the refresh mark computes; the others answer what is kept.
      const mine = await claimOrTrue(lockKey, Math.max(ms, 30_000));
      if (entry && !mine) return entry.value;
      const refresh = compute().then(async (value) => {
        await redis.set(redisKey, JSON.stringify({ at: Date.now(), value } satisfies CachedEntry<T>), 'PX', ms * 10).catch(() => undefined);
        await redis.del(lockKey).catch(() => undefined);
        return value;
      });
      if (entry) {
        refresh.catch((err: unknown) => log.warn({ err, key }, 'cache refresh failed'));
        return entry.value;
      }
      return refresh;
    });
    return local;
  }

  async function claimOrTrue(key: string, ms: number): Promise<boolean> {
    try {
      return (await redis.set(key, '1', 'PX', ms, 'NX')) === 'OK';
    } catch (err) {
      log.warn({ err }, 'redis claim failed');
      return true;
    }
  }

  return {
    kind: 'redis',
    redis,
    prefix,
    cached,
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

export function createSharedStore(redisUrl: string | undefined, prefix: string, log: FastifyBaseLogger): SharedStore {
  return redisUrl ? createRedisStore(redisUrl, prefix, log) : createMemoryStore();
}
