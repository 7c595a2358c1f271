import type { WaitlistService } from '../modules/waitlist/index.ts';
import type { Job } from './scheduler.ts';

/**
 * Every 15 s: the waiting list's offers for time freed since (decision 070), so an offer leaves
 * within a minute of the cancellation; each freed time is claimed by one process only.
 */
export function createWaitlistOfferJob(waitlist: Pick<WaitlistService, 'sendOffers'>): Job {
  return {
    name: 'waitlist-offers',
    intervalMs: 15_000,
    run: async () => {
      await waitlist.sendOffers();
    },
  };
}
