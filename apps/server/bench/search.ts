import { collectDoctors } from './accounts.ts';
import { benchDatabaseEnv, dropBenchDatabase, seedBenchData } from './bench-database.ts';
import { measure, printResults, startServer, type LoadResult } from './harness.ts';
import type { BenchOptions } from './options.ts';
import { buildMisspeltNameQueries, buildSearchQueries, zipfSequence } from './search-queries.ts';

/**
 * `search`: a Zipf mix of 2,400 distinct searches, slug lookups, misspelt names none of which is
 * asked twice, and /healthz on the same server; then the Zipf mix again with the read cache off.
 */
export async function benchSearch(options: BenchOptions): Promise<void> {
  const { seconds } = options;
  const env = await benchDatabaseEnv(options);
  const engine = await seedBenchData(env, options);
  const queries = buildSearchQueries(2400);
  const paths = zipfSequence(queries, 50_000).map((query) => `/api/doctors/doctor-search/?${query}`);
  const misspelt = buildMisspeltNameQueries(40_000).map((query) => `/api/doctors/doctor-search/?${query}`);
  const results: LoadResult[] = [];
  let server = await startServer(env);
  try {
    const slugs = new Set((await collectDoctors(server.url, 3000)).map((doctor) => doctor.slug));
    results.push(
      await measure(`search (${queries.length} distinct queries, Zipf)`, server.url, paths, {
        seconds,
        pid: server.pid,
      }),
      await measure(
        `slug (${slugs.size} doctors)`,
        server.url,
        [...slugs].map((slug) => `/api/doctors/slug/${slug}/`),
        { seconds, pid: server.pid },
      ),
      await measure(`misspelt names (${misspelt.length} distinct, none repeated)`, server.url, misspelt, {
        seconds,
        pid: server.pid,
      }),
      await measure('hello-world (/healthz)', server.url, ['/healthz'], { seconds, pid: server.pid }),
    );
    await server.stop();
    // The database path: the same mix with the read cache off, as after writes have emptied it.
    server = await startServer({ ...env, READ_CACHE_SECONDS: '0' });
    results.push(
      await measure(`search, READ_CACHE_SECONDS=0`, server.url, paths, { seconds, pid: server.pid }),
      await measure('hello-world (/healthz), READ_CACHE_SECONDS=0', server.url, ['/healthz'], {
        seconds,
        pid: server.pid,
      }),
    );
  } finally {
    await server.stop();
    await dropBenchDatabase(env);
  }
  console.log(
    `\nsearch benchmark on ${engine}: ${options.doctors} doctors, ${options.reviews} reviews, 10 connections, ${seconds} s per run after 5 s warm-up`,
  );
  printResults(results);
  const [search, slug, , hello] = results as [LoadResult, LoadResult, LoadResult, LoadResult];
  console.log(
    `search/hello-world: ${(search.requestsPerSecond / hello.requestsPerSecond).toFixed(3)} of the throughput; slug/hello-world: ${(slug.requestsPerSecond / hello.requestsPerSecond).toFixed(3)}`,
  );
}
