/**
 * Counts attempts per key (an e-mail address) in a sliding window, in memory: login and reset are
 * limited per account as well as per IP (issue 4), so one address cannot be guessed at from many IPs.
 */
export interface AttemptLimiter {
  /** Seconds to wait when the key has used up its attempts, or 0 when it may try. */
  retryAfter(key: string): number;
  /** Attempts recorded for the key within the window. */
  count(key: string): number;
  record(key: string): void;
  reset(key: string): void;
}

export function createAttemptLimiter(options: { max: number; windowMs: number }): AttemptLimiter {
  const attempts = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = Date.now() - options.windowMs;
    const list = (attempts.get(key) ?? []).filter((time) => time > since);
    if (list.length) attempts.set(key, list);
    else attempts.delete(key);
    return list;
  };
  return {
    retryAfter(key) {
      const list = recent(key);
      if (list.length < options.max) return 0;
      return Math.ceil(((list[0] as number) + options.windowMs - Date.now()) / 1000);
    },
    count(key) {
      return recent(key).length;
    },
    record(key) {
      const list = recent(key);
      list.push(Date.now());
      attempts.set(key, list);
      if (attempts.size > 100_000) attempts.delete(attempts.keys().next().value as string);
    },
    reset(key) {
      attempts.delete(key);
    },
  };
}
