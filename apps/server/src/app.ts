import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { locales, maxImageBytes, namespaces, type Locale, type Namespace } from '@tabib/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createBackgroundTasks } from './background-tasks.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { errorKeyForStatus } from './errors.ts';
import { createMailer } from './mail/mailer.ts';
import { createLimitCounters } from './limits/limit-counters.ts';
import { databaseRateLimitStore } from './limits/rate-limit-store.ts';
import { createBlogImageStore } from './media/blog-image-store.ts';
import { createImageStore } from './media/image-store.ts';
import { createMediaFiles } from './media/media-files.ts';
import { mediaRoutes } from './media/media-routes.ts';
import { accountRoutes } from './modules/accounts/account-routes.ts';
import { createAccountService } from './modules/accounts/account-service.ts';
import { createEmailConfirmationService } from './modules/accounts/email-confirmation-service.ts';
import { createAttemptLimiter } from './modules/accounts/attempt-limiter.ts';
import { createLoginThrottle } from './modules/accounts/login-throttle.ts';
import { createPasswordResetService } from './modules/accounts/password-reset-service.ts';
import { profileRoutes } from './modules/accounts/profile-routes.ts';
import { createPersonalDataService } from './modules/accounts/personal-data-service.ts';
import { createProfileService } from './modules/accounts/profile-service.ts';
import {
  bookingRoutes,
  createAppointmentService,
  createScheduleService,
  type AppointmentService,
} from './modules/booking/index.ts';
import { adminRoutes } from './modules/admin/admin-routes.ts';
import { createAdminService } from './modules/admin/admin-service.ts';
import { createModerationService } from './modules/moderation/moderation-service.ts';
import { moderationRoutes } from './modules/moderation/moderation-routes.ts';
import { createVerificationService } from './modules/verification/verification-service.ts';
import { verificationRoutes } from './modules/verification/verification-routes.ts';
import { blogRoutes } from './modules/blogs/blog-routes.ts';
import { createBlogService } from './modules/blogs/blog-service.ts';
import { createAvailableDoctors, followNextSlotChanges } from './modules/doctors/available-doctors.ts';
import { robotsRoute } from './plugins/robots.ts';
import { sitemapRoutes } from './modules/sitemaps/sitemap-routes.ts';
import { createSitemapService, type SitemapService } from './modules/sitemaps/sitemap-service.ts';
import { createPageLoaders } from './modules/pages/page-loaders.ts';
import { readCatalogue } from './i18n/catalogues.ts';
import { createDoctorCounts } from './modules/doctors/doctor-counts.ts';
import { followDoctorChanges } from './modules/doctors/doctor-changes.ts';
import { createNameVocabulary } from './modules/doctors/name-vocabulary.ts';
import { createDoctorReadCache } from './modules/doctors/doctor-read-cache.ts';
import { doctorRoutes } from './modules/doctors/doctor-routes.ts';
import { createDoctorService } from './modules/doctors/doctor-service.ts';
import { followRoutes } from './modules/follows/follow-routes.ts';
import { createFollowService } from './modules/follows/follow-service.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import type { StartUp } from './modules/health/start-up.ts';
import { i18nRoutes } from './modules/i18n/i18n-routes.ts';
import { createReferenceCatalog } from './modules/reference/reference-catalog.ts';
import { reviewRoutes } from './modules/reviews/review-routes.ts';
import { createReviewService } from './modules/reviews/review-service.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { authentication } from './plugins/authentication.ts';
import { errorHandler, sendError } from './plugins/error-handler.ts';
import { requestInput } from './plugins/request-input.ts';
import { requestLocale } from './plugins/request-locale.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { createWriteLimit } from './plugins/write-limit.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** The built web app; tests of the API alone leave it out. */
  webRoot?: string | false;
  /** The work /readyz waits for (server.ts, decision 062); without it the app is ready at once. */
  startUp?: StartUp;
}

export const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Paths that always answer JSON, never the web app. */
const apiPrefixes = ['/api/', '/auth/', '/locales/', '/media/'];
const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route never changes a doctor's row: its writes leave the doctor read cache alone. */
    keepsDoctorReads?: boolean;
  }
}

/**
 * Composes the services with their dependencies, then plugins, then routes (fastify/demo's app.ts;
 * decision 019); server.ts only boots it.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  let shuttingDown = false;

  const catalog = createReferenceCatalog({ database });
  // Reloaded when the database announces a doctor added, removed or moved (doctor-changes.ts); the
  // age is a ceiling for the moments announcements cannot arrive.
  const counts = createDoctorCounts({ database, maxAgeMs: 10 * 60_000 });
  const media = createMediaFiles(database.db);
  const limitCounters = createLimitCounters(database.db);
  const images = createImageStore(media);
  const doctorReads = createDoctorReadCache({ ttlMs: config.readCacheSeconds * 1000 });
  const accounts = createAccountService({
    database,
    catalog,
    counts,
    loginAttempts: createLoginThrottle(limitCounters),
  });

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors the router raises before any route or hook (a path parameter over 100 characters: 414,
    // bad percent-encoding: 400) answer in our translated JSON shape too (issue 10).
    frameworkErrors: (error, request, reply) => {
      sendError(request, reply, error.statusCode ?? 400, errorKeyForStatus(error.statusCode ?? 400));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestLocale);
  await app.register(errorHandler);
  await app.register(requestInput);
  await app.register(securityHeaders);
  await app.register(cookie);
  await app.register(compress, { threshold: 1024 });
  await app.register(apiDocs);
  database.onConnectionError((error) => app.log.warn({ err: error }, 'an idle database connection was lost'));
  await app.register(authentication, { authenticateToken: accounts.authenticateToken });
  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1 } });
  // Counted in the database, so a limit holds across every server process (decision 030).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(limitCounters) });
  const writeLimit = createWriteLimit(app, {
    perAccount: config.writeRequestsPerMinutePerAccount,
    perAddress: config.writeRequestsPerMinute,
  });

  await app.register(healthRoutes, {
    pingDatabase: () => database.ping(),
    isShuttingDown: () => shuttingDown,
    isStarting: () => options.startUp?.isDone() === false,
  });
  await app.register(i18nRoutes, { reportMissingKeys: config.isDevelopment });
  // A write that succeeds may change what a doctor read answers (ratings, ranks, profiles). The
  // database announces each changed doctor row to every process (decision 027); before the answer
  // of such a write leaves, this process waits until it has heard its own announcements, so the
  // writer's next read is fresh. Routes that never touch doctors (sign-in, follows, posts…) say so
  // with `keepsDoctorReads` and skip the wait. A name learnt may match searches cached while it was
  // unknown: they are forgotten.
  const names = createNameVocabulary({ db: database.db, onNewWords: () => doctorReads.clear() });
  app.addHook('onClose', async () => names.close());
  // The doctors free to book, for the counts of a search by availability (decision 043): a moved
  // next slot is announced by the database to every process; a doctor added, removed or moved
  // reloads them with the other counts.
  const available = createAvailableDoctors({ database });
  const nextSlotChanges = await followNextSlotChanges({ database, available, log: app.log });
  app.addHook('onClose', async () => {
    await nextSlotChanges.close();
  });
  const searchCounts = {
    invalidate: () => {
      counts.invalidate();
      available.invalidate();
    },
  };
  const doctorChanges = await followDoctorChanges({
    database,
    cache: doctorReads,
    counts: searchCounts,
    names,
    log: app.log,
  });
  app.addHook('onSend', async (request, reply) => {
    if (readOnlyMethods.has(request.method) || reply.statusCode >= 400) return;
    // A booking, a cancellation or a schedule change moves next slots: the writer's next search
    // by availability counts it (decision 043).
    const keepsDoctorReads = request.routeOptions.config.keepsDoctorReads === true;
    await Promise.all([keepsDoctorReads ? undefined : doctorChanges.sync(), nextSlotChanges.sync()]);
  });
  app.addHook('onClose', async () => {
    await doctorChanges.close();
  });
  const doctors = createDoctorService({ database, catalog, counts, available, cache: doctorReads, names });
  await app.register(doctorRoutes, { doctors });
  const reviews = createReviewService({ database, catalog });
  await app.register(reviewRoutes, { reviews, writeLimit });
  await app.register(followRoutes, { follows: createFollowService({ database, catalog }), writeLimit });
  const blogs = createBlogService({
    database,
    catalog,
    blogImages: createBlogImageStore(media),
  });
  await app.register(blogRoutes, { blogs, writeLimit });
  const background = createBackgroundTasks({ log: app.log });
  app.addHook('onClose', () => background.drain());
  app.decorate('drainBackgroundTasks', () => background.drain());
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDirectory: join(config.dataDir, 'outbox'),
    log: app.log,
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
  await app.register(accountRoutes, {
    accounts,
    passwordResets,
    emailConfirmations,
    authRequestsPerMinute: config.authRequestsPerMinute,
    writeLimit,
  });
  const appointments = createAppointmentService({
    database,
    catalog,
    mailer,
    background,
    publicUrl: config.publicUrl,
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
  app.decorate('appointments', appointments);
  await app.register(profileRoutes, {
    profiles: createProfileService({ database, catalog, counts, images, appointments, emailConfirmations }),
    personalData: createPersonalDataService({ database, catalog, appointments }),
    writeLimit,
  });
  const verification = createVerificationService({
    database,
    catalog,
    mailer,
    background,
    publicUrl: config.publicUrl,
  });
  await app.register(verificationRoutes, { verification, writeLimit });
  const moderation = createModerationService({ database, appointments });
  await app.register(moderationRoutes, { moderation, writeLimit });
  await app.register(adminRoutes, { admin: createAdminService({ database, verification, moderation }) });
  await app.register(bookingRoutes, {
    appointments,
    schedules: createScheduleService({ database, catalog, publicUrl: config.publicUrl, secretKey: config.secretKey }),
    writeLimit,
    bookingsPerHour: config.bookingsPerHour,
    publicUrl: config.publicUrl,
  });
  await app.register(mediaRoutes, { files: media });
  await app.register(robotsRoute, { publicUrl: config.publicUrl });
  const sitemaps = createSitemapService({ db: database.db, catalog, counts, background, publicUrl: config.publicUrl });
  await app.register(sitemapRoutes, { sitemaps });
  app.decorate('sitemaps', sitemaps);

  const webRoot = options.webRoot === undefined ? defaultWebRoot : options.webRoot;
  const serveWebApp = webRoot
    ? await registerWebApp(app, {
        root: webRoot,
        contactEmail: config.contactEmail,
        contactPhone: config.contactPhone,
        socialUrl: config.socialUrl,
        publicUrl: config.publicUrl,
        render: {
          entry: join(webRoot, '..', 'dist-ssr', 'entry-server.js'),
          loaders: createPageLoaders({ appointments, doctors, reviews, blogs }),
          catalogues: Object.fromEntries(
            locales.map((locale) => [
              locale,
              Object.fromEntries(namespaces.map((namespace) => [namespace, readCatalogue(locale, namespace).parsed])),
            ]),
          ) as Record<Locale, Record<Namespace, Record<string, unknown>>>,
        },
      })
    : undefined;

  app.setNotFoundHandler((request, reply) => {
    const isApi = apiPrefixes.some((prefix) => request.url.startsWith(prefix));
    if (serveWebApp && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return serveWebApp(request, reply);
    }
    return sendError(request, reply, 404, 'route_not_found');
  });

  app.addHook('onClose', async () => {
    shuttingDown = true;
  });
  app.decorate('beginShutdown', () => {
    shuttingDown = true;
  });
  return app;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. Fastify 5.12 refuses a bare hop count (it trusts nothing,
 * as it cannot check the peer), so a count becomes proxy-addr's own rule: trust the `hops` nearest.
 */
function fastifyTrustProxy(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes /readyz answer 503 so the instance leaves the load balancer before it closes. */
    beginShutdown(): void;
    /** Resolves when the work started after earlier answers (reset mails) has finished. */
    drainBackgroundTasks(): Promise<void>;
    /** The booking service, for the scheduled reminders and next slots (server.ts). */
    appointments: AppointmentService;
    /** The sitemaps, whose doctors files the server builds once it listens (server.ts). */
    sitemaps: SitemapService;
  }
}
