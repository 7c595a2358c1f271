import { benchDatabaseEnv, dropBenchDatabase, queryBenchDatabase, seedBenchData } from './bench-database.ts';
import { measure, printResults, startServer, type LoadResult } from './harness.ts';
import type { BenchOptions } from './options.ts';
import { buildSearchQueries, zipfSequence } from './search-queries.ts';
import { createRandom } from '../src/seed/random.ts';

/**
 * `near` (decision 079): searches around points of Casablanca, Rabat and a small town (Ifrane)
 * within 2, 5 and 20 km, the read cache off (READ_CACHE_SECONDS=0), 10 connections, /healthz in
 * the same run. Each run asks 400 distinct searches around points drawn within 2 km of its centre:
 * half nearest first, a third with a speciality, pages 1 to 3. Bars: p99 ≤ 35 ms on PGlite,
 * ≤ 15 ms on PostgreSQL, at 100,000 doctors: the bars of the usual search mix with the read cache
 * off, which is measured before and after the near-me runs (the `search` scenario's paths) as the
 * reference of the same run (decision 082).
 */
const places = [
  { name: 'Casablanca', latitude: 33.5731, longitude: -7.5898 },
  { name: 'Rabat', latitude: 34.0209, longitude: -6.8416 },
  { name: 'Ifrane', latitude: 33.5228, longitude: -5.1106 },
];
const radii = [2, 5, 20];
const usualMix = 'usual mix';
const specialities = ['généraliste', 'dentiste', 'pédiatre', 'gynécologue', 'cardiologue', 'ophtalmologue'];

export async function benchNear(options: BenchOptions): Promise<void> {
  const { seconds } = options;
  const env = { ...(await benchDatabaseEnv(options)), READ_CACHE_SECONDS: '0' };
  const engine = await seedBenchData(env, options);
  const results: LoadResult[] = [];
  const usual = zipfSequence(buildSearchQueries(2400), 50_000).map((query) => `/api/doctors/doctor-search/?${query}`);
  const server = await startServer(env);
  try {
    results.push(await measure(`${usualMix}, first`, server.url, usual, { seconds, pid: server.pid }));
    for (const place of places)
      for (const radius of radii)
        results.push(
          await measure(`${place.name} ${radius} km`, server.url, paths(place, radius), { seconds, pid: server.pid }),
        );
    results.push(await measure(`${usualMix}, last`, server.url, usual, { seconds, pid: server.pid }));
    results.push(await measure('hello-world (/healthz)', server.url, ['/healthz'], { seconds, pid: server.pid }));
  } finally {
    await server.stop();
  }
  // A seed from before decision 079 has every doctor on a city's centre: its figures would mislead.
  const [placed] = await queryBenchDatabase<{ count: number }>(
    env,
    `select count(*)::int as count from doctors where location_source in ('doctor', 'moderator')`,
  );
  await dropBenchDatabase(env);
  if (!placed?.count) console.warn('\nthe data has no pins (seeded before decision 079): seed it again');
  console.log(
    `\nnear benchmark on ${engine}: ${options.doctors} doctors, READ_CACHE_SECONDS=0, 10 connections, ${seconds} s per run after 5 s warm-up`,
  );
  printResults(results, { against: usualMix });
}

/** 400 distinct searches around points within about 2 km of `place`. */
function paths(place: (typeof places)[number], radius: number): string[] {
  const random = createRandom(Math.round(place.latitude * 1000) + radius);
  return Array.from({ length: 400 }, (_, index) => {
    const latitude = (place.latitude + (random.next() - 0.5) * 0.036).toFixed(5);
    const longitude = (place.longitude + (random.next() - 0.5) * 0.044).toFixed(5);
    const params = new URLSearchParams({ near: `${latitude},${longitude}`, radius: String(radius) });
    if (index % 2 === 0) params.set('order', 'distance');
    if (index % 3 === 0) params.set('specialty', random.pick(specialities));
    const page = 1 + (index % 5 === 0 ? 2 : index % 4 === 0 ? 1 : 0);
    if (page > 1) params.set('currentPage', String(page));
    return `/api/doctors/doctor-search/?${params}`;
  });
}
