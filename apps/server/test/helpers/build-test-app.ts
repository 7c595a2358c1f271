import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp, defaultWebRoot } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { createServices, type Services } from '../../src/services.ts';
import type { QueryListener } from '../../src/db/client.ts';
import type { StartUp } from '../../src/modules/health/start-up.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  /** The services the app runs on (services.ts), for what tests drive without HTTP. */
  services: Services;
  /** Resolves when the work started after earlier answers (mails, sitemap files) has finished. */
  drainBackgroundTasks(): Promise<void>;
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

const testApps = new WeakMap<FastifyInstance, TestApp>();

/** The test app an app belongs to, for helpers given only the app (accounts.ts). */
export function testAppOf(app: FastifyInstance): TestApp {
  const testApp = testApps.get(app);
  if (!testApp) throw new Error('this app was not built by buildTestApp');
  return testApp;
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
  const log = createLogger(options.logger);
  const services = await createServices({ config, database, log });
  const app = await buildApp({
    config,
    services,
    logger: log,
    webRoot: options.withWebApp ? defaultWebRoot : false,
    ...(options.startUp ? { startUp: options.startUp } : {}),
  });
  await app.ready();
  const testApp: TestApp = {
    app,
    database,
    config,
    services,
    drainBackgroundTasks: () => services.background.drain(),
    close: async () => {
      await app.close();
      await services.close();
      await database.close();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
  testApps.set(app, testApp);
  return testApp;
}
