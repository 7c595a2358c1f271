import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createNextSlotsJob, createReminderJob } from './jobs/booking-jobs.ts';
import { createWaitlistOfferJob } from './jobs/waitlist-jobs.ts';
import { createCleanUpJob } from './jobs/clean-up.ts';
import { createScheduler } from './jobs/scheduler.ts';
import { analyzeGrownTables, createStatisticsJob } from './jobs/statistics.ts';
import { createBlogImageStore } from './media/blog-image-store.ts';
import { createMediaFiles, importMediaFolder } from './media/media-files.ts';
import { createLogger, loggerOptions } from './logger.ts';
import { createStartUp } from './modules/health/start-up.ts';
import { warmUpRequests } from './modules/health/warm-up-requests.ts';
import { prepareDatabase } from './seed/prepare-database.ts';
import { createServices } from './services.ts';

/**
 * Boots the server: configuration, database, migrations, demo data, listen, then the work that
 * must precede traffic while /readyz answers 503, then the rest at low priority (decision 062).
 */
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDirectory: `${config.dataDir}/db` },
  { pgliteThread: true },
);
const startUp = createStartUp();
const log = createLogger(loggerOptions(config.logLevel));
const services = await createServices({ config, database, log });
const app = await buildApp({ config, services, logger: log, startUp });

const media = createMediaFiles(database.db);
await prepareDatabase(database, {
  demoDoctors: config.demoData ? config.demoDoctors : 0,
  blogImages: createBlogImageStore(media),
  log: (message) => app.log.info(message),
});
const imported = await importMediaFolder(media, join(config.dataDir, 'media'));
if (imported > 0) app.log.info(`${imported} images of DATA_DIR/media copied into the database (decision 028)`);

// Scheduled work, once per interval across every process on the database (decision 029).
const scheduler = createScheduler({
  database,
  jobs: [
    createCleanUpJob(database.db),
    createReminderJob(services.appointments),
    createNextSlotsJob(services.appointments),
    createWaitlistOfferJob(services.waitlist),
    ...[createStatisticsJob(database)].filter((job) => job !== undefined),
  ],
  log: app.log,
});

// Graceful shutdown: /readyz turns 503, the server stops accepting, in-flight requests finish, then
// the database closes. A second signal, or 10 s, forces the exit.
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'fatal error, shutting down');
  else app.log.info({ signal }, 'shutting down');
  services.shutdown.begin();
  await scheduler.stop();
  await app.close();
  await services.close();
  await database.close();
});

// Listening first: /healthz answers (the process is alive) while /readyz says 503 until the
// planner statistics are fresh and the read models and page code are loaded.
await app.listen({ port: config.port, host: config.host });
const started = performance.now();
await startUp.run(
  [
    ...(database.kind === 'pglite' ? [{ name: 'planner statistics', run: () => analyzeGrownTables(database) }] : []),
    ...warmUpRequests(app),
  ],
  app.log,
);
app.log.info(
  `Tabib is ready on ${config.publicUrl}/fr/ (database: ${database.kind}), after ${Math.round(performance.now() - started)} ms of start-up work`,
);
// What may follow traffic yields to it: the sitemap's doctors files (27 MB each at 100,000
// doctors) are built paced, not by a crawler's wait; a failure leaves them to be built on request.
services.sitemaps
  .buildDoctorFiles()
  .catch((error: unknown) => app.log.error({ err: error }, 'sitemap files not built'));
// Every 15 s: the waiting list's offers leave within a minute of the freed time (decision 070);
// each job still runs at most once per its own interval.
scheduler.start(15_000);
