import type { Database } from '../../db/client.ts';
import { findStaleNextSlots, refreshNextSlots } from './next-slot-repository.ts';

/** Doctors refreshed per round, and rounds per run, of the stale next slots. */
const staleBatch = { doctors: 200, rounds: 50 } as const;

/** Search's kept next free slots as time passes (decision 054 sizes them for the default visit type). */
export function createNextSlotService({ database }: { database: Database }) {
  const { db } = database;

  /**
   * Refreshes the doctors whose first kept slot is now inside the notice or who had fewer than
   * three an hour ago, 200 at a time.
   */
  async function refreshStaleNextSlots(): Promise<void> {
    for (let round = 0; round < staleBatch.rounds; round++) {
      const stale = await findStaleNextSlots(db, staleBatch.doctors);
      if (stale.length === 0) return;
      await refreshNextSlots(db, stale);
    }
  }

  return { refreshStaleNextSlots };
}
