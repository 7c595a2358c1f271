import { cpSync } from 'node:fs';
import pg from 'pg';
import { freshDataDirectory, runTimed } from './harness.ts';
import type { BenchOptions } from './options.ts';

/**
 * A fresh PostgreSQL database for the benchmark when DATABASE_URL is set, dropped by `dropBenchDatabase`
 * at the end (100,000 doctors take about a gigabyte); PGlite otherwise.
 */
export async function benchDatabaseEnv(options: BenchOptions): Promise<Record<string, string>> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const dataDirectory = freshDataDirectory();
    if (options.from) cpSync(options.from, dataDirectory, { recursive: true });
    return { DATA_DIR: dataDirectory, DATABASE_URL: '' };
  }
  const name = `tabib_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${options.from ? ` template ${pg.escapeIdentifier(options.from)}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { DATA_DIR: freshDataDirectory(), DATABASE_URL: url.toString() };
}

export async function dropBenchDatabase(env: Record<string, string>): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl || !env.DATABASE_URL) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${new URL(env.DATABASE_URL).pathname.slice(1)} with (force)`);
  await admin.end();
}

/** Seeds the benchmark's database: `options.doctors` doctors and `options.reviews` reviews, seed 7. */
export async function seedBenchData(env: Record<string, string>, options: BenchOptions): Promise<string> {
  const engine = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  if (options.from) {
    console.log(`reusing the ${engine} data of ${options.from}`);
    return engine;
  }
  const { doctors, reviews } = options;
  const seedSeconds = await runTimed(
    'npx',
    // One in four of the next week's slots booked: over a million appointments at 100,000 doctors (decision 042).
    ['tsx', 'src/seed/cli.ts', '--doctors', doctors, '--reviews', reviews, '--seed', '7', '--booked-every', '4'],
    env,
  );
  console.log(`seeded ${doctors} doctors and ${reviews} reviews on ${engine} in ${seedSeconds.toFixed(1)} s`);
  return engine;
}

/** Rows of one statement on the benchmark's database, after its server stopped (PGlite is single-process). */
export async function queryBenchDatabase<Row>(env: Record<string, string>, text: string): Promise<Row[]> {
  const { openDatabase } = await import('../src/db/client.ts');
  const database = await openDatabase(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDirectory: `${env.DATA_DIR}/db` },
  );
  try {
    return await database.query<Row>(text);
  } finally {
    await database.close();
  }
}
