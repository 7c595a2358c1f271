import { freshDataDirectory, measure, printResults, startServer } from './harness.ts';
import type { BenchOptions } from './options.ts';

/** `platform`: the server's floor, /healthz and a translation catalogue under load, on an empty database. */
export async function benchPlatform({ seconds }: BenchOptions): Promise<void> {
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
}
