import { createRandom } from '../src/seed/random.ts';
import type { BenchAccount, KnownDoctor } from './accounts.ts';
import type { PlannedRequest } from './open-loop.ts';
import { buildSearchQueries, zipfSequence } from './search-queries.ts';

/** The requests of `mixed` are grouped by these kinds; the writes' end with "(write)". */
export const isWrite = (kind: string): boolean => kind.endsWith('(write)');

/**
 * The mix of `mixed`, one request per call: 60 % searches (a Zipf draw of 2,400 distinct ones),
 * 20 % doctor pages, 10 % reviews, 6 % follows and unfollows, 4 % articles, by random accounts on
 * random doctors (seeded, so two runs send the same requests).
 */
export function createMixedTraffic(doctors: readonly KnownDoctor[], accounts: readonly BenchAccount[]) {
  const random = createRandom(10);
  const searches = zipfSequence(buildSearchQueries(2400), 50_000).map(
    (query) => `/api/doctors/doctor-search/?${query}`,
  );
  const following = new Set<string>();
  let searchIndex = 0;
  let posts = 0;

  return (): PlannedRequest => {
    const draw = random.next();
    const doctor = random.pick(doctors);
    const account = random.pick(accounts);
    if (draw < 0.6) return { kind: 'search', path: searches[searchIndex++ % searches.length] as string };
    if (draw < 0.8) return { kind: 'doctor page', path: `/api/doctors/slug/${doctor.slug}/` };
    if (draw < 0.9) {
      const rating = random.int(2, 10) / 2;
      return {
        kind: 'review (write)',
        method: 'POST',
        path: '/api/doctors/reviews/',
        token: account.token,
        body: {
          rating,
          review: 'Consultation claire et ponctuelle.',
          doctor: doctor.id,
          doctor_type: doctor.doctor_type,
          user: account.id,
        },
      };
    }
    if (draw < 0.96) {
      const key = `${account.id}:${doctor.id}:${doctor.doctor_type}`;
      if (following.delete(key)) {
        return {
          kind: 'follow (write)',
          method: 'DELETE',
          path: `/api/users/unfollow/doctor/${doctor.id}/${doctor.doctor_type}/`,
          token: account.token,
        };
      }
      following.add(key);
      return {
        kind: 'follow (write)',
        method: 'POST',
        path: `/api/users/follow/doctor/${doctor.id}/`,
        token: account.token,
        body: { user: account.id, doctor: doctor.id, doctor_type: doctor.doctor_type },
      };
    }
    posts += 1;
    return {
      kind: 'post (write)',
      method: 'POST',
      path: '/api/users/blogs/',
      token: account.token,
      body: {
        author: account.id,
        title: `Conseil santé n° ${posts}`,
        content: '<p>Buvez de l’eau et dormez assez.</p>',
      },
    };
  };
}
