import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LimitCounters } from './limit-counters.ts';

type Callback = (error: Error | null, state?: { current: number; ttl: number }) => void;

/**
 * What @fastify/rate-limit hands a store and its children at run time: the merged limit options,
 * with the route under `routeInfo` (its typings say the route options themselves).
 */
interface StoreParams {
  routeInfo?: { method?: string | string[]; url?: string };
  nameSpace?: string;
}

/**
 * A store for @fastify/rate-limit that keeps its counts in the database (`limit_counters`), so a
 * limit counts the requests made through every server process (decision 030). Each route's limit
 * (or each named limiter) counts apart, as the plugin's own stores do.
 */
export function databaseRateLimitStore(counters: LimitCounters): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(options: unknown) {
      const params = (options ?? {}) as StoreParams;
      const { method, url } = params.routeInfo ?? {};
      this.prefix = url ? `rate:${[method].flat().join(',')} ${url}:` : `rate:${params.nameSpace ?? 'global'}:`;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      counters.hit(this.prefix + key, timeWindow).then(
        (state) => callback(null, { current: state.hits, ttl: state.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      counters.peek(this.prefix + key).then(
        (state) => callback(null, { current: state.hits, ttl: state.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    child(params: unknown): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(params);
    }
  };
}
