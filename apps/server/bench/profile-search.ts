import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createLogger } from '../src/logger.ts';
import { createServices } from '../src/services.ts';
import { buildSearchQueries } from './search-queries.ts';

/**
 * Times every query of the benchmark mix once, in process, and prints the slowest; a second
 * argument is added to every query (`available_within=3`, say).
 */
const dataDirectory = process.argv[2];
const extra = process.argv[3] ? `&${process.argv[3]}` : '';
if (!dataDirectory) throw new Error('usage: tsx bench/profile-search.ts DATA_DIR [QUERY]');
const database = await openDatabase(
  process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDirectory: `${dataDirectory}/db` },
);
const config = loadConfig({ DATA_DIR: dataDirectory, SECRET_KEY: 'x' });
const log = createLogger(false);
const services = await createServices({ config, database, log });
const app = await buildApp({ config, services, logger: log, webRoot: false });
const timings: Array<{ query: string; ms: number; count: number }> = [];
for (const query of ['', '', '', 'specialty=cardiologue', 'specialty=cardiologue']) {
  const started = performance.now();
  await app.inject(`/api/doctors/doctor-search/?${query}`);
  console.log(`warm-up "${query}": ${(performance.now() - started).toFixed(1)} ms`);
}
for (const query of buildSearchQueries(2400)) {
  const started = performance.now();
  const response = await app.inject(`/api/doctors/doctor-search/?${query}${extra}`);
  timings.push({
    query: decodeURIComponent(`${query}${extra}`.replace(/\+/g, ' ')),
    ms: performance.now() - started,
    count: response.json().count,
  });
}
timings.sort((a, b) => b.ms - a.ms);
const total = timings.reduce((sum, timing) => sum + timing.ms, 0);
console.log(
  `mean ${(total / timings.length).toFixed(1)} ms; p50 ${timings[Math.floor(timings.length / 2)]?.ms.toFixed(1)} ms; p99 ${timings[Math.floor(timings.length / 100)]?.ms.toFixed(1)} ms`,
);
for (const timing of timings.slice(0, 25))
  console.log(timing.ms.toFixed(1).padStart(7), String(timing.count).padStart(6), timing.query);
await app.close();
await services.close();
await database.close();
