import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ChannelListener, Database } from '../../db/client.ts';
import type { DoctorReadCache } from './doctor-read-cache.ts';

/** The channel the `doctors` triggers announce changed rows on (migration 0003, decision 027). */
const channel = 'doctor_changes';

const ZDoctorChanges = z.union([
  z.object({ all: z.literal(true) }),
  z.object({
    doctors: z.array(z.object({ slug: z.string(), speciality: z.number().nullable(), city: z.number().nullable() })),
  }),
]);

export interface FollowDoctorChangesOptions {
  database: Database;
  cache: DoctorReadCache;
  log: FastifyBaseLogger;
}

/**
 * Keeps the doctor read cache of this process right whichever process changed a doctor: the
 * database announces each change when it commits, and the cache forgets what it could affect.
 */
export function followDoctorChanges({ database, cache, log }: FollowDoctorChangesOptions): Promise<ChannelListener> {
  return database.listen(channel, {
    onMessage: (payload) => {
      const parsed = ZDoctorChanges.safeParse(parseJson(payload));
      if (!parsed.success) {
        log.warn({ payload }, 'an unreadable doctor change notification: the doctor read cache is emptied');
        cache.clear();
      } else if ('all' in parsed.data) {
        cache.clear();
      } else {
        cache.forget(parsed.data.doctors);
      }
    },
    onGap: () => {
      log.warn('doctor change notifications may have been missed: the doctor read cache is emptied');
      cache.clear();
    },
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
