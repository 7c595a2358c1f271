import type { LimitCounters } from '../../limits/limit-counters.ts';

/**
 * Counts attempts per key (an account, an account and an address…) in a fixed window, in the
 * database's limit counters, so that every server process counts the same attempts (decision 030).
 */
export interface AttemptLimiter {
  /** Seconds to wait when the key has used up its attempts, or 0 when it may try. */
  retryAfter(key: string): Promise<number>;
  /** Attempts recorded for the key within the window. */
  count(key: string): Promise<number>;
  record(key: string): Promise<void>;
  /**
   * Records an attempt and says whether it is within the limit, in one step: simultaneous callers
   * cannot all pass a check made before any of them recorded.
   */
  take(key: string): Promise<boolean>;
  reset(key: string): Promise<void>;
}

export interface AttemptLimiterOptions {
  /** Keeps this limiter's counters apart from the others'. */
  name: string;
  max: number;
  windowMs: number;
}

export function createAttemptLimiter(counters: LimitCounters, options: AttemptLimiterOptions): AttemptLimiter {
  const counterKey = (key: string) => `attempts:${options.name}:${key}`;
  return {
    async retryAfter(key) {
      const state = await counters.peek(counterKey(key));
      return state.hits < options.max ? 0 : Math.max(1, Math.ceil(state.ttlMs / 1000));
    },
    async count(key) {
      return (await counters.peek(counterKey(key))).hits;
    },
    async record(key) {
      await counters.hit(counterKey(key), options.windowMs);
    },
    async take(key) {
      return (await counters.hit(counterKey(key), options.windowMs)).hits <= options.max;
    },
    async reset(key) {
      await counters.reset(counterKey(key));
    },
  };
}
