import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createBackgroundTasks } from './background-tasks.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createLimitCounters } from './limits/limit-counters.ts';
import { createMailer } from './mail/mailer.ts';
import { createBlogImageStore } from './media/blog-image-store.ts';
import { createImageStore } from './media/image-store.ts';
import { createPracticePhotoStore } from './media/practice-photo-store.ts';
import { createMediaFiles } from './media/media-files.ts';
import { createAccountService } from './modules/accounts/account-service.ts';
import { createAttemptLimiter } from './modules/accounts/attempt-limiter.ts';
import { createEmailConfirmationService } from './modules/accounts/email-confirmation-service.ts';
import { createLoginThrottle } from './modules/accounts/login-throttle.ts';
import { createPasswordResetService } from './modules/accounts/password-reset-service.ts';
import { createPersonalDataService } from './modules/accounts/personal-data-service.ts';
import { createProfileService } from './modules/accounts/profile-service.ts';
import { createBlogService } from './modules/blogs/blog-service.ts';
import { createAssistantService } from './modules/assistants/index.ts';
import { createAppointmentService, createScheduleService } from './modules/booking/index.ts';
import { createAvailableDoctors, followNextSlotChanges } from './modules/doctors/available-doctors.ts';
import { followDoctorChanges } from './modules/doctors/doctor-changes.ts';
import { createDoctorCounts } from './modules/doctors/doctor-counts.ts';
import { createDoctorReadCache } from './modules/doctors/doctor-read-cache.ts';
import { createDoctorService } from './modules/doctors/doctor-service.ts';
import { createPlaceService } from './modules/doctors/place-service.ts';
import { createNameVocabulary } from './modules/doctors/name-vocabulary.ts';
import { createPracticePhotoService } from './modules/doctors/practice-photo-service.ts';
import { createFollowService } from './modules/follows/follow-service.ts';
import { createRelativeService } from './modules/relatives/relative-service.ts';
import { createWaitlistService } from './modules/waitlist/index.ts';
import { createAdminService } from './modules/admin/admin-service.ts';
import { createModerationService } from './modules/moderation/moderation-service.ts';
import { createReferenceCatalog } from './modules/reference/reference-catalog.ts';
import { createReviewService } from './modules/reviews/review-service.ts';
import { createSitemapService } from './modules/sitemaps/sitemap-service.ts';
import { createVerificationService } from './modules/verification/verification-service.ts';

export interface ServicesOptions {
  config: Config;
  database: Database;
  /** The app's logger (logger.ts `createLogger`), so the followers and background work log with it. */
  log: FastifyBaseLogger;
}

/** Whether graceful shutdown began: /readyz answers 503 from then on, so the balancer drops us. */
export interface Shutdown {
  begin(): void;
  isUnderWay(): boolean;
}

export type Services = Awaited<ReturnType<typeof createServices>>;

/**
 * Every service with its dependencies, apart from the HTTP app (decision 064): buildApp registers
 * routes over them, server.ts hands them to the scheduled jobs, the sitemap and the start-up work,
 * and tests reach them without decorators. `close` stops the followers and waits for the work
 * started in the background; the database stays open for its owner to close.
 */
export async function createServices({ config, database, log }: ServicesOptions) {
  let shuttingDown = false;
  const shutdown: Shutdown = {
    begin: () => {
      shuttingDown = true;
    },
    isUnderWay: () => shuttingDown,
  };
  database.onConnectionError((error) => log.warn({ err: error }, 'an idle database connection was lost'));

  const catalog = createReferenceCatalog({ database });
  // Reloaded when the database announces a doctor added, removed or moved (doctor-changes.ts); the
  // age is a ceiling for the moments announcements cannot arrive.
  const counts = createDoctorCounts({ database, maxAgeMs: 10 * 60_000 });
  const media = createMediaFiles(database.db);
  const limitCounters = createLimitCounters(database.db);
  const images = createImageStore(media);
  const practicePhotoStore = createPracticePhotoStore(media);
  const doctorReads = createDoctorReadCache({ ttlMs: config.readCacheSeconds * 1000 });
  const accounts = createAccountService({
    database,
    catalog,
    counts,
    loginAttempts: createLoginThrottle(limitCounters),
  });

  // A name learnt may match searches cached while it was unknown: they are forgotten.
  const names = createNameVocabulary({ db: database.db, onNewWords: () => doctorReads.clear() });
  // The doctors free to book, for the counts of a search by availability (decision 043): a moved
  // next slot is announced by the database to every process; a doctor added, removed or moved
  // reloads them with the other counts.
  const available = createAvailableDoctors({ database });
  const nextSlotChanges = await followNextSlotChanges({ database, available, log });
  const searchCounts = {
    invalidate: (slugs?: readonly string[]) => {
      counts.invalidate(slugs);
      available.invalidate();
    },
    // Any other change may be one of the facets search filters on (decision 076).
    changed: (slugs: readonly string[]) => counts.changed(slugs),
  };
  // The database announces each changed doctor row to every process (decision 027); the app's
  // write hook waits for these followers (cache-rules.ts).
  const doctorChanges = await followDoctorChanges({ database, cache: doctorReads, counts: searchCounts, names, log });

  const doctors = createDoctorService({ database, catalog, counts, available, cache: doctorReads, names });
  const reviews = createReviewService({ database, catalog });
  const follows = createFollowService({ database, catalog });
  const blogs = createBlogService({ database, catalog, blogImages: createBlogImageStore(media) });
  const background = createBackgroundTasks({ log });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDirectory: join(config.dataDir, 'outbox'),
    log,
  });
  const passwordResets = createPasswordResetService({
    database,
    mailer,
    publicUrl: config.publicUrl,
    resetMails: createAttemptLimiter(limitCounters, { name: 'reset-mails', max: 3, windowMs: 60 * 60_000 }),
    background,
  });
  const emailConfirmations = createEmailConfirmationService({
    database,
    mailer,
    publicUrl: config.publicUrl,
    background,
    confirmationMails: createAttemptLimiter(limitCounters, {
      name: 'confirmation-mails',
      max: 3,
      windowMs: 60 * 60_000,
    }),
  });
  const appointments = createAppointmentService({
    database,
    catalog,
    mailer,
    background,
    publicUrl: config.publicUrl,
    secretKey: config.secretKey,
    reminderHours: config.reminderHours,
    newAccountLimits: {
      perDoctor: config.newAccountBookingsPerDoctor,
      perAddress: createAttemptLimiter(limitCounters, {
        name: 'new-account-bookings',
        max: config.newAccountBookingsPerAddress,
        windowMs: 24 * 60 * 60_000,
      }),
    },
  });

  const verification = createVerificationService({
    database,
    catalog,
    mailer,
    background,
    publicUrl: config.publicUrl,
  });
  const moderation = createModerationService({ database, appointments });

  return {
    database,
    shutdown,
    media,
    limitCounters,
    accounts,
    passwordResets,
    emailConfirmations,
    profiles: createProfileService({ database, catalog, counts, images, appointments, emailConfirmations }),
    personalData: createPersonalDataService({ database, catalog, appointments }),
    doctors,
    places: createPlaceService({ database, catalog, counts, names }),
    practicePhotos: createPracticePhotoService({ database, photos: practicePhotoStore }),
    reviews,
    follows,
    relatives: createRelativeService({ database }),
    blogs,
    appointments,
    waitlist: createWaitlistService({ database, catalog, mailer, publicUrl: config.publicUrl }),
    assistants: createAssistantService({ database, mailer, background, publicUrl: config.publicUrl }),
    schedules: createScheduleService({ database, catalog, publicUrl: config.publicUrl, secretKey: config.secretKey }),
    verification,
    moderation,
    admin: createAdminService({ database, verification, moderation }),
    sitemaps: createSitemapService({ db: database.db, catalog, counts, background, publicUrl: config.publicUrl }),
    background,
    /** What a write waits for before its answer leaves, so the writer's next read is fresh. */
    followers: { doctorChanges, nextSlotChanges },
    async close() {
      shuttingDown = true;
      await background.drain();
      names.close();
      await Promise.all([nextSlotChanges.close(), doctorChanges.close()]);
    },
  };
}
