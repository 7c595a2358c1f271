import { LRUCache } from 'lru-cache';

/**
 * Recent answers of the database for doctor reads (search pages, doctor by slug), kept in memory.
 * Patients' searches follow a steep popularity curve (the same specialities in the same cities), so
 * most reads repeat one of a few thousand. What is cached are database rows, never presented
 * answers: language and the phone rule still apply per request.
 *
 * Freshness: every successful write through this process empties the cache (`invalidate`, called by
 * app.ts for any POST, PUT, PATCH or DELETE that succeeds), and a read that was running while a
 * write happened does not store what it read. Writes by another process (several servers on one
 * PostgreSQL, a seed run) show after at most `ttlMs` (decision 017).
 */
export interface DoctorReadCache {
  read<T extends object | null>(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
  readonly size: number;
}

export interface DoctorReadCacheOptions {
  /** 0 turns the cache off (each read goes to the database). */
  ttlMs: number;
  maxEntries?: number;
}

/** A miss that was looked up (an unknown slug): cached too, so a flood of 404s stays cheap. */
const absent = Symbol('absent');
type Entry = object | typeof absent;

export function createDoctorReadCache({ ttlMs, maxEntries = 20_000 }: DoctorReadCacheOptions): DoctorReadCache {
  if (ttlMs <= 0) return { read: (_key, load) => load(), invalidate: () => {}, size: 0 };
  const cache = new LRUCache<string, Entry>({ max: maxEntries, ttl: ttlMs });
  let generation = 0;
  return {
    async read<T extends object | null>(key: string, load: () => Promise<T>) {
      const cached = cache.get(key);
      if (cached !== undefined) return (cached === absent ? null : cached) as T;
      const startedIn = generation;
      const value = await load();
      if (startedIn === generation) cache.set(key, value ?? absent);
      return value;
    },
    invalidate() {
      generation += 1;
      cache.clear();
    },
    get size() {
      return cache.size;
    },
  };
}
