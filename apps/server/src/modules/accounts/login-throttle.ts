import { setTimeout as sleep } from 'node:timers/promises';
import type { LimitCounters } from '../../limits/limit-counters.ts';
import { createAttemptLimiter } from './attempt-limiter.ts';

/** How sign-in failures are throttled (decision 024). */
export interface LoginThrottleOptions {
  /** Failures one address may make on one account in the window before it gets 429 (5). */
  maxPerAddress?: number;
  /** Failures on one account, from any addresses, after which every sign-in to it is slowed (10). */
  slowAfter?: number;
  /** Delay at the threshold, doubling with each further failure (250 ms)… */
  baseDelayMs?: number;
  /** …up to this ceiling (5 s). */
  maxDelayMs?: number;
  windowMs?: number;
}

export interface LoginThrottle {
  /**
   * Runs before the password is checked: throws nothing, but answers the seconds this address must
   * wait on this account (0 when it may try), after sleeping the account's delay when it is under
   * attack. The delay comes before the check, whatever the password, so it reveals nothing.
   */
  admit(account: string, address: string): Promise<number>;
  recordFailure(account: string, address: string): Promise<void>;
  recordSuccess(account: string, address: string): Promise<void>;
}

/**
 * Sign-in throttling that strangers cannot turn against the owner (decision 024; OWASP's
 * authentication cheat sheet): failures are counted per (account, address) pair, which alone may be
 * refused, and per account, which only slows every attempt with a growing delay, never refuses.
 */
export function createLoginThrottle(counters: LimitCounters, options: LoginThrottleOptions = {}): LoginThrottle {
  const windowMs = options.windowMs ?? 15 * 60_000;
  const slowAfter = options.slowAfter ?? 10;
  const baseDelayMs = options.baseDelayMs ?? 250;
  const maxDelayMs = options.maxDelayMs ?? 5_000;
  const pairs = createAttemptLimiter(counters, { name: 'sign-in-pair', max: options.maxPerAddress ?? 5, windowMs });
  const accounts = createAttemptLimiter(counters, { name: 'sign-in-account', max: Number.MAX_SAFE_INTEGER, windowMs });
  // An address holds no space, so the pair is unambiguous.
  const pairKey = (account: string, address: string) => `${account} ${address}`;

  return {
    async admit(account, address) {
      // The attempt counts for its pair before the password is checked, so simultaneous guesses
      // cannot all pass one check; a success clears the pair again.
      const pair = pairKey(account, address);
      if (!(await pairs.take(pair))) return pairs.retryAfter(pair);
      const failures = await accounts.count(account);
      if (failures >= slowAfter) {
        await sleep(Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(failures - slowAfter, 20)));
      }
      return 0;
    },
    async recordFailure(account) {
      await accounts.record(account);
    },
    async recordSuccess(account, address) {
      await pairs.reset(pairKey(account, address));
    },
  };
}
