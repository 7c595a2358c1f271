import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { limitCounters } from '../db/schema/index.ts';

export interface CounterState {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Fixed-window counters in the database (decision 030): one statement counts a hit and says where
 * the window stands, atomically, whichever process asks. The database's clock decides.
 */
export interface LimitCounters {
  hit(key: string, windowMs: number): Promise<CounterState>;
  /** The current window's state without counting (0 hits once it ended). */
  peek(key: string): Promise<CounterState>;
  reset(key: string): Promise<void>;
  /** Removes the counters whose window ended (a scheduled clean-up). */
  removeEnded(): Promise<void>;
}

export function createLimitCounters(db: Db): LimitCounters {
  const remaining = sql<number>`greatest(0, ceil(extract(epoch from (${limitCounters.windowEndsAt} - now())) * 1000))::int`;
  return {
    async hit(key, windowMs) {
      const windowEnd = sql`now() + make_interval(secs => ${windowMs / 1000})`;
      const ended = sql`${limitCounters.windowEndsAt} <= now()`;
      const [state] = await db
        .insert(limitCounters)
        .values({ key, hits: 1, windowEndsAt: windowEnd })
        .onConflictDoUpdate({
          target: limitCounters.key,
          set: {
            hits: sql`case when ${ended} then 1 else ${limitCounters.hits} + 1 end`,
            windowEndsAt: sql`case when ${ended} then ${windowEnd} else ${limitCounters.windowEndsAt} end`,
          },
        })
        .returning({ hits: limitCounters.hits, ttlMs: remaining });
      return state ?? { hits: 1, ttlMs: windowMs };
    },
    async peek(key) {
      const [state] = await db
        .select({ hits: limitCounters.hits, ttlMs: remaining })
        .from(limitCounters)
        .where(eq(limitCounters.key, key));
      return state && state.ttlMs > 0 ? state : { hits: 0, ttlMs: 0 };
    },
    async reset(key) {
      await db.delete(limitCounters).where(eq(limitCounters.key, key));
    },
    async removeEnded() {
      await db.delete(limitCounters).where(lt(limitCounters.windowEndsAt, sql`now()`));
    },
  };
}
