import { LRUCache } from 'lru-cache';

/**
 * Recent answers of the database for doctor reads (search pages, doctor by slug), kept in memory.
 * Patients' searches follow a steep popularity curve (the same specialities in the same cities), so
 * most reads repeat one of a few thousand. What is cached are database rows, never presented
 * answers: language and the phone rule still apply per request.
 *
 * Freshness (decision 027): the database announces every changed doctor row (`doctor-changes.ts`),
 * in this process and every other one on the same database, and `forget` drops the entries that
 * row could change: its page (old and new slug) and the searches whose speciality and city filters
 * it matches. A read that was running while a change arrived does not store what it read.
 * `ttlMs` stays as a ceiling, for the moments the announcements cannot arrive.
 */
export interface DoctorReadCache {
  read<T extends object | null>(key: string, scope: ReadScope, load: () => Promise<T>): Promise<T>;
  /** Drops what these changed doctor rows could make wrong. */
  forget(changes: readonly DoctorChange[]): void;
  /** Drops everything (many rows changed at once, or announcements may have been missed). */
  clear(): void;
  readonly size: number;
}

/** What a cached read depends on: one doctor's page, or the doctors a search's filters match. */
export type ReadScope =
  { kind: 'doctor'; slug: string } | { kind: 'search'; specialityIds?: readonly number[]; cityIds?: readonly number[] };

/** A doctor row as it was or is now, as announced by the database. */
export interface DoctorChange {
  slug: string;
  speciality: number | null;
  city: number | null;
}

export interface DoctorReadCacheOptions {
  /** 0 turns the cache off (each read goes to the database). */
  ttlMs: number;
  maxEntries?: number;
}

/** A miss that was looked up (an unknown slug): cached too, so a flood of 404s stays cheap. */
const absent = Symbol('absent');
interface Entry {
  value: object | typeof absent;
  scope: ReadScope;
}

export function createDoctorReadCache({ ttlMs, maxEntries = 20_000 }: DoctorReadCacheOptions): DoctorReadCache {
  if (ttlMs <= 0) return { read: (_key, _scope, load) => load(), forget: () => {}, clear: () => {}, size: 0 };
  const cache = new LRUCache<string, Entry>({ max: maxEntries, ttl: ttlMs });
  let generation = 0;
  return {
    async read<T extends object | null>(key: string, scope: ReadScope, load: () => Promise<T>) {
      const cached = cache.get(key);
      if (cached !== undefined) return (cached.value === absent ? null : cached.value) as T;
      const startedIn = generation;
      const value = await load();
      if (startedIn === generation) cache.set(key, { value: value ?? absent, scope });
      return value;
    },
    forget(changes) {
      generation += 1;
      const stale: string[] = [];
      for (const [key, entry] of cache.entries()) {
        if (changes.some((change) => isAffected(entry.scope, change))) stale.push(key);
      }
      for (const key of stale) cache.delete(key);
    },
    clear() {
      generation += 1;
      cache.clear();
    },
    get size() {
      return cache.size;
    },
  };
}

function isAffected(scope: ReadScope, change: DoctorChange): boolean {
  if (scope.kind === 'doctor') return scope.slug === change.slug;
  // A search without a speciality (or city) filter lists doctors of every one, and a doctor without
  // one can still be found by name: both are affected.
  const specialityMatches =
    !scope.specialityIds || change.speciality === null || scope.specialityIds.includes(change.speciality);
  const cityMatches = !scope.cityIds || change.city === null || scope.cityIds.includes(change.city);
  return specialityMatches && cityMatches;
}
