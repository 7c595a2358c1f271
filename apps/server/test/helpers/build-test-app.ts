import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, defaultWebRoot } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import type { QueryListener } from '../../src/db/client.ts';
import type { StartUp } from '../../src/modules/health/start-up.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Serve the built web app too (needs `npm run build`). */
  withWebApp?: boolean;
  env?: Record<string, string>;
  /** Fastify's logger options, for the tests of what the log may contain; silent without. */
  logger?: FastifyServerOptions['logger'];
  /** Hears the SQL text of every query the app runs through Drizzle. */
  onQuery?: QueryListener;
  /** The start-up work /readyz waits for; without it the app is ready at once. */
  startUp?: StartUp;
}

/** The one test helper of fastify/demo: a real app on a real, fresh database, driven by inject. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(options.onQuery);
  const dataDirectory = mkdtempSync(join(tmpdir(), 'tabib-test-'));
  const config = loadConfig({
    SECRET_KEY: 'test-secret-key-with-enough-entropy',
    DATA_DIR: dataDirectory,
    // High enough for a test file's sign-ins; the rate-limit test sets its own.
    RATE_LIMIT_AUTH: '1000',
    RATE_LIMIT_WRITES: '1000',
    RATE_LIMIT_WRITES_ACCOUNT: '1000',
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    logger: options.logger,
    webRoot: options.withWebApp ? defaultWebRoot : false,
    ...(options.startUp ? { startUp: options.startUp } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}
