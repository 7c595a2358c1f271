import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { maxImageBytes } from '@tabib/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createBackgroundTasks } from './background-tasks.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createMailer } from './mail/mailer.ts';
import { createBlogImageStore } from './media/blog-image-store.ts';
import { createImageStore } from './media/image-store.ts';
import { accountRoutes } from './modules/accounts/account-routes.ts';
import { createAccountService } from './modules/accounts/account-service.ts';
import { createAttemptLimiter } from './modules/accounts/attempt-limiter.ts';
import { createLoginThrottle } from './modules/accounts/login-throttle.ts';
import { createPasswordResetService } from './modules/accounts/password-reset-service.ts';
import { profileRoutes } from './modules/accounts/profile-routes.ts';
import { createProfileService } from './modules/accounts/profile-service.ts';
import { blogRoutes } from './modules/blogs/blog-routes.ts';
import { createBlogService } from './modules/blogs/blog-service.ts';
import { createDoctorCounts } from './modules/doctors/doctor-counts.ts';
import { createDoctorReadCache } from './modules/doctors/doctor-read-cache.ts';
import { doctorRoutes } from './modules/doctors/doctor-routes.ts';
import { createDoctorService } from './modules/doctors/doctor-service.ts';
import { followRoutes } from './modules/follows/follow-routes.ts';
import { createFollowService } from './modules/follows/follow-service.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { i18nRoutes } from './modules/i18n/i18n-routes.ts';
import { createReferenceCatalog } from './modules/reference/reference-catalog.ts';
import { reviewRoutes } from './modules/reviews/review-routes.ts';
import { createReviewService } from './modules/reviews/review-service.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { authentication } from './plugins/authentication.ts';
import { errorHandler, sendError } from './plugins/error-handler.ts';
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
  const counts = createDoctorCounts({ database });
  const images = createImageStore(join(config.dataDir, 'media'));
  const doctorReads = createDoctorReadCache({ ttlMs: config.readCacheSeconds * 1000 });
  const accounts = createAccountService({
    database,
    catalog,
    counts,
    loginAttempts: createLoginThrottle(),
  });

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestLocale);
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(cookie);
  await app.register(compress, { threshold: 1024 });
  await app.register(apiDocs);
  database.onConnectionError((error) => app.log.warn({ err: error }, 'an idle database connection was lost'));
  await app.register(authentication, { authenticateToken: accounts.authenticateToken });
  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1 } });
  await app.register(rateLimit, { global: false });
  const writeLimit = createWriteLimit(app, {
    perAccount: config.writeRequestsPerMinutePerAccount,
    perAddress: config.writeRequestsPerMinute,
  });

  await app.register(healthRoutes, {
    pingDatabase: () => database.ping(),
    isShuttingDown: () => shuttingDown,
  });
  await app.register(i18nRoutes, { reportMissingKeys: config.isDevelopment });
  // A write that succeeds may change what a doctor read answers (ratings, ranks, profiles): the
  // cache empties before the answer leaves, so the writer's next read is fresh. Routes that never
  // touch doctors (sign-in, follows, posts…) say so with `keepsDoctorReads`; a new route empties it.
  app.addHook('onSend', async (request, reply) => {
    if (readOnlyMethods.has(request.method) || reply.statusCode >= 400) return;
    if (!request.routeOptions.config.keepsDoctorReads) doctorReads.invalidate();
  });
  const doctors = createDoctorService({ database, catalog, counts, cache: doctorReads });
  await app.register(doctorRoutes, { doctors });
  await app.register(reviewRoutes, { reviews: createReviewService({ database, catalog }), writeLimit });
  await app.register(followRoutes, { follows: createFollowService({ database, catalog }), writeLimit });
  const blogs = createBlogService({
    database,
    catalog,
    blogImages: createBlogImageStore(join(images.directory, 'blog')),
  });
  await app.register(blogRoutes, { blogs, writeLimit });
  const background = createBackgroundTasks({ log: app.log });
  app.addHook('onClose', () => background.drain());
  app.decorate('drainBackgroundTasks', () => background.drain());
  const passwordResets = createPasswordResetService({
    database,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDirectory: join(config.dataDir, 'outbox'),
      log: app.log,
    }),
    publicUrl: config.publicUrl,
    resetMails: createAttemptLimiter({ max: 3, windowMs: 60 * 60_000 }),
    background,
  });
  await app.register(accountRoutes, {
    accounts,
    passwordResets,
    authRequestsPerMinute: config.authRequestsPerMinute,
    writeLimit,
  });
  await app.register(profileRoutes, {
    profiles: createProfileService({ database, catalog, counts, images }),
    writeLimit,
  });
  // Uploaded photos: re-encoded WebP under random names, so they may be cached for a year.
  mkdirSync(images.directory, { recursive: true });
  await app.register(fastifyStatic, {
    root: images.directory,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
    },
  });

  const webRoot = options.webRoot === undefined ? defaultWebRoot : options.webRoot;
  const serveWebApp = webRoot
    ? await registerWebApp(app, {
        root: webRoot,
        contactEmail: config.contactEmail,
        contactPhone: config.contactPhone,
        publicUrl: config.publicUrl,
        describePage: (pathname) => blogs.describeBlogPage({ pathname }),
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes /readyz answer 503 so the instance leaves the load balancer before it closes. */
    beginShutdown(): void;
    /** Resolves when the work started after earlier answers (reset mails) has finished. */
    drainBackgroundTasks(): Promise<void>;
  }
}
