import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { authTokens, passwordResets } from '../db/schema/index.ts';
import { createLimitCounters } from '../limits/limit-counters.ts';
import { eraseOldDocuments } from '../modules/verification/index.ts';
import type { Job } from './scheduler.ts';

/** Kept a day after they stop working, so a support question about a sign-out can still be looked at. */
const keepAfterEnd = sql`now() - interval '1 day'`;

/**
 * Hourly: sign-in tokens and reset links that expired or were revoked or used over a day ago, the
 * rate-limit counters whose window ended, and the verification scans decided over 90 days ago.
 */
export function createCleanUpJob(db: Db): Job {
  const limitCounters = createLimitCounters(db);
  return {
    name: 'clean-up-expired-credentials',
    intervalMs: 60 * 60_000,
    async run() {
      await db
        .delete(authTokens)
        .where(
          or(
            lt(authTokens.expiresAt, keepAfterEnd),
            and(isNotNull(authTokens.revokedAt), lt(authTokens.revokedAt, keepAfterEnd)),
          ),
        );
      await db
        .delete(passwordResets)
        .where(
          or(
            lt(passwordResets.expiresAt, keepAfterEnd),
            and(isNotNull(passwordResets.usedAt), lt(passwordResets.usedAt, keepAfterEnd)),
          ),
        );
      await limitCounters.removeEnded();
      // Verification scans are kept 90 days after the decision (decision 038).
      await eraseOldDocuments(db);
    },
  };
}
