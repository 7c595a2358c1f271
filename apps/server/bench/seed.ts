import { freshDataDirectory, runTimed } from './harness.ts';
import type { BenchOptions } from './options.ts';

/** `seed`: time to generate `--doctors` doctors (and `--reviews` reviews) on a fresh PGlite database. */
export async function benchSeed(options: BenchOptions): Promise<void> {
  const args = [
    'tsx',
    'src/seed/cli.ts',
    '--doctors',
    options.doctors,
    ...(options.reviewsGiven ? ['--reviews', options.reviews] : []),
  ];
  const elapsed = await runTimed('npx', args, { DATA_DIR: freshDataDirectory(), DATABASE_URL: '' });
  console.log(`seed: ${options.doctors} doctors on PGlite in ${elapsed.toFixed(1)} s (budget 180 s)`);
}
