import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { ChannelListener, Database } from '../../db/client.ts';
import type { DoctorCounts } from './doctor-counts.ts';
import type { DoctorReadCache } from './doctor-read-cache.ts';
import type { NameVocabulary } from './name-vocabulary.ts';

/** The channel the `doctors` triggers announce changed rows on (migration 0003, decision 027). */
const channel = 'doctor_changes';

const ZDoctorChanges = z.union([
  z.object({ all: z.literal(true) }),
  z.object({
    doctors: z.array(z.object({ slug: z.string(), speciality: z.number().nullable(), city: z.number().nullable() })),
    /** A doctor was added, removed or moved speciality, city or gender (migration 0014). */
    counts: z.boolean().optional(),
    /** A doctor was added or renamed: the name vocabulary may have new words (migration 0014). */
    names: z.boolean().optional(),
  }),
]);

export interface FollowDoctorChangesOptions {
  database: Database;
  cache: DoctorReadCache;
  counts: Pick<DoctorCounts, 'invalidate' | 'changed'>;
  names: Pick<NameVocabulary, 'announceNewWords'>;
  log: FastifyBaseLogger;
}

/**
 * Keeps the doctor read cache and the search counts of this process right whichever process changed
 * a doctor: the database announces each change when it commits, the cache forgets what it could
 * affect, the counts reload when doctors were added, removed or moved (and read again the facets of
 * any other doctor changed, decision 076), and the name vocabulary
 * reads new words when doctors were added or renamed.
 */
export function followDoctorChanges({
  database,
  cache,
  counts,
  names,
  log,
}: FollowDoctorChangesOptions): Promise<ChannelListener> {
  return database.listen(channel, {
    onMessage: (payload) => {
      const parsed = ZDoctorChanges.safeParse(parseJson(payload));
      if (!parsed.success) {
        log.warn({ payload }, 'an unreadable doctor change notification: the doctor read cache is emptied');
        cache.clear();
        counts.invalidate();
        names.announceNewWords();
      } else if ('all' in parsed.data) {
        cache.clear();
        counts.invalidate();
        names.announceNewWords();
      } else {
        cache.forget(parsed.data.doctors);
        // Announcements from before migration 0014 do not say: count again to be safe. Any other
        // change may be one of the facets search filters on (cover, prices, hours…; decision 076).
        // Either way the facet table reads these doctors again, added and removed ones included
        // (decision 083).
        const slugs = parsed.data.doctors.map((doctor) => doctor.slug);
        if (parsed.data.counts !== false) counts.invalidate(slugs);
        else counts.changed(slugs);
        if (parsed.data.names !== false) names.announceNewWords();
      }
    },
    onGap: () => {
      log.warn('doctor change notifications may have been missed: the doctor read cache is emptied');
      cache.clear();
      counts.invalidate();
      names.announceNewWords();
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
