import { parseArgs } from 'node:util';
import pg from 'pg';
import { freshDataDirectory, measure, printResults, runTimed, startServer, type LoadResult } from './harness.ts';
import { buildSearchQueries, zipfSequence } from './search-queries.ts';

/**
 * `npm run bench -- <scenario>`: performance figures on realistic volumes, printed, never asserted
 * (Engineering standards: measured, not hoped). Scenarios:
 * - `seed`: time to generate 100,000 doctors on a fresh PGlite database (`--doctors`, `--reviews`);
 * - `platform`: the server's floor, /healthz and a translation catalogue under load;
 * - `search`: 100,000 doctors and 1,000,000 reviews, then a Zipf mix of 2,000+ distinct searches,
 *   slug lookups and hello-world on the same server; p99 targets 35 ms (PGlite), 15 ms (PostgreSQL)
 *   for search and 10 ms / 5 ms for slugs (issue 3).
 * With DATABASE_URL set, `platform` and `search` run against a fresh database on that server.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    doctors: { type: 'string', default: '100000' },
    reviews: { type: 'string' },
    seconds: { type: 'string', default: '30' },
  },
});
const scenario = positionals[0] ?? 'seed';
const reviews = values.reviews ?? '1000000';
const seconds = Number.parseInt(values.seconds, 10);

if (scenario === 'seed') {
  const dataDirectory = freshDataDirectory();
  const args = [
    'tsx',
    'src/seed/cli.ts',
    '--doctors',
    values.doctors,
    ...(values.reviews ? ['--reviews', values.reviews] : []),
  ];
  const elapsed = await runTimed('npx', args, { DATA_DIR: dataDirectory, DATABASE_URL: '' });
  console.log(`seed: ${values.doctors} doctors on PGlite in ${elapsed.toFixed(1)} s (budget 180 s)`);
} else if (scenario === 'platform') {
  const server = await startServer({ DATA_DIR: freshDataDirectory() });
  try {
    const results = [
      await measure('hello-world (/healthz)', server.url, ['/healthz'], { seconds }),
      await measure('catalogue (/locales/ar/translation.json)', server.url, ['/locales/ar/translation.json'], {
        seconds,
      }),
    ];
    printResults(results);
  } finally {
    await server.stop();
  }
} else if (scenario === 'search') {
  await benchSearch();
} else {
  console.error(`unknown scenario "${scenario}": use seed, platform or search`);
  process.exit(2);
}

/** A fresh PostgreSQL database for the benchmark when DATABASE_URL is set; PGlite otherwise. */
async function benchDatabaseEnv(): Promise<Record<string, string>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { DATA_DIR: freshDataDirectory(), DATABASE_URL: '' };
  const name = `tabib_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { DATA_DIR: freshDataDirectory(), DATABASE_URL: url.toString() };
}

async function benchSearch(): Promise<void> {
  const env = await benchDatabaseEnv();
  const engine = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const seedSeconds = await runTimed(
    'npx',
    ['tsx', 'src/seed/cli.ts', '--doctors', values.doctors, '--reviews', reviews, '--seed', '7'],
    env,
  );
  console.log(`seeded ${values.doctors} doctors and ${reviews} reviews on ${engine} in ${seedSeconds.toFixed(1)} s`);
  const server = await startServer(env);
  try {
    const queries = buildSearchQueries(2400);
    const paths = zipfSequence(queries, 50_000).map((query) => `/api/doctors/doctor-search/?${query}`);
    const slugs = new Set<string>();
    for (let page = 1; slugs.size < 3000 && page <= 400; page += 1) {
      const response = await fetch(`${server.url}/api/doctors/doctor-search/?currentPage=${page}`);
      const result = (await response.json()) as { doctors?: Array<{ slug: string }> };
      if (!result.doctors) throw new Error(`search answered ${response.status}: ${JSON.stringify(result)}`);
      for (const doctor of result.doctors) slugs.add(doctor.slug);
    }
    const results: LoadResult[] = [
      await measure(`search (${queries.length} distinct queries, Zipf)`, server.url, paths, { seconds }),
      await measure(
        `slug (${slugs.size} doctors)`,
        server.url,
        [...slugs].map((slug) => `/api/doctors/slug/${slug}/`),
        { seconds },
      ),
      await measure('hello-world (/healthz)', server.url, ['/healthz'], { seconds }),
    ];
    console.log(
      `\nsearch benchmark on ${engine}: ${values.doctors} doctors, ${reviews} reviews, 10 connections, ${seconds} s per run after 5 s warm-up`,
    );
    printResults(results);
    const [search, slug, hello] = results as [LoadResult, LoadResult, LoadResult];
    console.log(
      `search/hello-world: ${(search.requestsPerSecond / hello.requestsPerSecond).toFixed(3)} of the throughput; slug/hello-world: ${(slug.requestsPerSecond / hello.requestsPerSecond).toFixed(3)}`,
    );
  } finally {
    await server.stop();
  }
}
