import { benchDatabaseEnv, dropBenchDatabase, queryBenchDatabase, seedBenchData } from './bench-database.ts';
import { measure, printResults, startServer, type LoadResult } from './harness.ts';
import type { BenchOptions } from './options.ts';
import { buildSearchQueries, zipfSequence } from './search-queries.ts';
import { createRandom } from '../src/seed/random.ts';

/**
 * `filters` (decision 076): the usual speciality and city mix of the search benchmark (its queries
 * without a name), each practical filter alone added to it, then three combinations, the read
 * cache off (READ_CACHE_SECONDS=0), 10 connections, with /healthz in the same run. Bars: p99 ≤ 35 ms
 * on PGlite, ≤ 15 ms on PostgreSQL, at 100,000 doctors.
 */

/** Each run: the values its filter takes, drawn in turn for each query of the mix. */
const runs: Array<{ name: string; values: Array<Record<string, string>> }> = [
  {
    name: 'coverage',
    values: ['cnss-amo', 'cnss-amo', 'amo-fonctionnaires', 'cnss-amo', 'axa', 'far', 'wafa', 'mgpap'].map(
      (coverage) => ({ coverage }),
    ),
  },
  { name: 'conventionne', values: [{ conventionne: 'true' }] },
  { name: 'max_price', values: ['200', '300', '400', '500'].map((max_price) => ({ max_price })) },
  { name: 'language', values: ['fr', 'fr', 'ar', 'en', 'es', 'zgh', 'de'].map((language) => ({ language })) },
  { name: 'open', values: ['evening', 'saturday'].map((open) => ({ open })) },
  { name: 'new_patients', values: [{ new_patients: 'true' }] },
  { name: 'cnss-amo + saturday', values: [{ coverage: 'cnss-amo', open: 'saturday' }] },
  { name: 'conventionne + max_price 300 + fr', values: [{ conventionne: 'true', max_price: '300', language: 'fr' }] },
  {
    name: 'axa + evening + new patients + max_price 400',
    values: [{ coverage: 'axa', open: 'evening', new_patients: 'true', max_price: '400' }],
  },
];

/**
 * When the data has no practical facts yet (a seed from before they were written), a stand-in:
 * deterministic expressions of the id, so that the figures are at least repeatable. Said loudly.
 */
const standInFacts = `
  update doctors set
    coverage = case
      when abs(hashint4(id)) % 10 < 5 then array['cnss-amo', 'amo-fonctionnaires']
      when abs(hashint4(id)) % 10 < 7 then array['cnss-amo', 'axa', 'wafa']
      when abs(hashint4(id)) % 10 < 8 then array['far', 'mgpap'] else '{}' end,
    conventionne = abs(hashint4(id + 1)) % 10 < 7,
    accepts_new_patients = abs(hashint4(id + 2)) % 10 < 8,
    price_min = case when abs(hashint4(id + 3)) % 10 < 2 then null else 150 + abs(hashint4(id + 4)) % 8 * 50 end,
    opens_evening = abs(hashint4(id + 5)) % 10 < 3,
    opens_saturday = abs(hashint4(id + 6)) % 10 < 5`;

export async function benchFilters(options: BenchOptions): Promise<void> {
  const { seconds } = options;
  const env = { ...(await benchDatabaseEnv(options)), READ_CACHE_SECONDS: '0' };
  const engine = await seedBenchData(env, options);
  const [facts] = await queryBenchDatabase<{ filled: number }>(
    env,
    `select count(*)::int as filled from doctors where coverage <> '{}' or price_min is not null`,
  );
  if (!facts?.filled) {
    console.warn('the data has no practical facts: filling them with the stand-in UPDATE of bench/filters.ts');
    await queryBenchDatabase(env, standInFacts);
  }
  const mix = buildSearchQueries(2400).filter((query) => !query.includes('doctor_name'));
  const base = zipfSequence(mix, 20_000);
  const results: LoadResult[] = [];
  const server = await startServer(env);
  try {
    results.push(
      await measure(`mix without filters (${mix.length} distinct)`, server.url, paths(base, [{}]), {
        seconds,
        pid: server.pid,
      }),
    );
    for (const run of runs)
      results.push(
        await measure(`mix + ${run.name}`, server.url, paths(base, run.values), { seconds, pid: server.pid }),
      );
    results.push(await measure('hello-world (/healthz)', server.url, ['/healthz'], { seconds, pid: server.pid }));
  } finally {
    await server.stop();
    await dropBenchDatabase(env);
  }
  console.log(
    `\nfilters benchmark on ${engine}: ${options.doctors} doctors, READ_CACHE_SECONDS=0, 10 connections, ${seconds} s per run after 5 s warm-up`,
  );
  printResults(results);
}

/** The mix's searches, each with the next of `values` added (drawn at random, repeatably). */
function paths(queries: string[], values: Array<Record<string, string>>): string[] {
  const random = createRandom(5);
  return queries.map((query) => {
    const params = new URLSearchParams(query);
    for (const [name, value] of Object.entries(random.pick(values))) params.set(name, value);
    return `/api/doctors/doctor-search/?${params}`;
  });
}
