import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { locales, maxImageBytes, namespaces, type Locale, type Namespace } from '@tabib/shared';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { errorKeyForStatus } from './errors.ts';
import { databaseRateLimitStore } from './limits/rate-limit-store.ts';
import { mediaRoutes } from './media/media-routes.ts';
import { accountRoutes } from './modules/accounts/account-routes.ts';
import { profileRoutes } from './modules/accounts/profile-routes.ts';
import { assistantRoutes } from './modules/assistants/index.ts';
import { bookingRoutes } from './modules/booking/index.ts';
import { adminRoutes } from './modules/admin/admin-routes.ts';
import { moderationRoutes } from './modules/moderation/moderation-routes.ts';
import { verificationRoutes } from './modules/verification/verification-routes.ts';
import { blogRoutes } from './modules/blogs/blog-routes.ts';
import { robotsRoute } from './plugins/robots.ts';
import { sitemapRoutes } from './modules/sitemaps/sitemap-routes.ts';
import { createPageLoaders } from './modules/pages/page-loaders.ts';
import { readCatalogue } from './i18n/catalogues.ts';
import { doctorRoutes } from './modules/doctors/doctor-routes.ts';
import { placeRoutes } from './modules/doctors/place-routes.ts';
import { practicePhotoRoutes } from './modules/doctors/practice-photo-routes.ts';
import { followRoutes } from './modules/follows/follow-routes.ts';
import { relativeRoutes } from './modules/relatives/relative-routes.ts';
import { waitlistRoutes } from './modules/waitlist/index.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { mapRoutes } from './modules/map/map-routes.ts';
import { openMapTiles } from './modules/map/map-tiles.ts';
import type { StartUp } from './modules/health/start-up.ts';
import { i18nRoutes } from './modules/i18n/i18n-routes.ts';
import { reviewRoutes } from './modules/reviews/review-routes.ts';
import { apiDocs } from './plugins/api-docs.ts';
import { authentication } from './plugins/authentication.ts';
import { registerCacheRules } from './plugins/cache-rules.ts';
import { errorHandler, sendError } from './plugins/error-handler.ts';
import { requestInput } from './plugins/request-input.ts';
import { requestLocale } from './plugins/request-locale.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { createWriteLimit } from './plugins/write-limit.ts';
import { registerWebApp } from './plugins/web-app.ts';
import type { Services } from './services.ts';

export interface AppOptions {
  config: Config;
  /** Built apart from the app (services.ts), by server.ts or the tests, who close them. */
  services: Services;
  /** The process's logger (logger.ts `createLogger`), shared with the services. */
  logger: FastifyBaseLogger;
  /** The built web app; tests of the API alone leave it out. */
  webRoot?: string | false;
  /** The work /readyz waits for (server.ts, decision 062); without it the app is ready at once. */
  startUp?: StartUp;
}

export const defaultWebRoot = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Paths that always answer JSON, never the web app. */
const apiPrefixes = ['/api/', '/auth/', '/locales/', '/media/', '/map/'];

/**
 * The HTTP app over services built apart (services.ts, decision 064): plugins, the cache rules of
 * writes, then routes (fastify/demo's app.ts; decision 019). It constructs no service.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, services } = options;
  const { appointments, doctors, reviews, blogs } = services;

  const app = Fastify({
    loggerInstance: options.logger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors the router raises before any route or hook (a path parameter over 100 characters: 414,
    // bad percent-encoding: 400) answer in our translated JSON shape too (product.md §8).
    frameworkErrors: (error, request, reply) => {
      sendError(request, reply, error.statusCode ?? 400, errorKeyForStatus(error.statusCode ?? 400));
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Before any route: every write route declares the cached reads it may change (cache-rules.ts).
  registerCacheRules(app, services.followers);

  await app.register(requestLocale);
  await app.register(errorHandler);
  await app.register(requestInput);
  await app.register(securityHeaders);
  await app.register(cookie);
  await app.register(compress, { threshold: 1024 });
  await app.register(apiDocs);
  await app.register(authentication, { authenticateToken: services.accounts.authenticateToken });
  await app.register(multipart, { limits: { fileSize: maxImageBytes, files: 1 } });
  // Counted in the database, so a limit holds across every server process (decision 030).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(services.limitCounters) });
  const writeLimit = createWriteLimit(app, {
    perAccount: config.writeRequestsPerMinutePerAccount,
    perAddress: config.writeRequestsPerMinute,
  });

  await app.register(healthRoutes, {
    pingDatabase: () => services.database.ping(),
    isShuttingDown: () => services.shutdown.isUnderWay(),
    isStarting: () => options.startUp?.isDone() === false,
  });
  await app.register(i18nRoutes, { reportMissingKeys: config.isDevelopment });
  await app.register(doctorRoutes, { doctors });
  await app.register(reviewRoutes, { reviews, writeLimit });
  await app.register(followRoutes, { follows: services.follows, writeLimit });
  await app.register(relativeRoutes, { relatives: services.relatives, writeLimit });
  await app.register(waitlistRoutes, { waitlist: services.waitlist, writeLimit });
  await app.register(blogRoutes, { blogs, writeLimit });
  await app.register(accountRoutes, {
    accounts: services.accounts,
    passwordResets: services.passwordResets,
    emailConfirmations: services.emailConfirmations,
    authRequestsPerMinute: config.authRequestsPerMinute,
    writeLimit,
  });
  await app.register(profileRoutes, { profiles: services.profiles, personalData: services.personalData, writeLimit });
  await app.register(placeRoutes, { places: services.places, profiles: services.profiles, writeLimit });
  await app.register(practicePhotoRoutes, { practicePhotos: services.practicePhotos, writeLimit });
  await app.register(verificationRoutes, { verification: services.verification, writeLimit });
  await app.register(moderationRoutes, { moderation: services.moderation, writeLimit });
  await app.register(adminRoutes, { admin: services.admin });
  await app.register(bookingRoutes, {
    appointments,
    schedules: services.schedules,
    writeLimit,
    bookingsPerHour: config.bookingsPerHour,
    publicUrl: config.publicUrl,
  });
  await app.register(assistantRoutes, { assistants: services.assistants, writeLimit });
  await app.register(mediaRoutes, { files: services.media });
  await app.register(robotsRoute, { publicUrl: config.publicUrl });
  await app.register(sitemapRoutes, { sitemaps: services.sitemaps });
  const mapTiles = openMapTiles(config.mapTiles);
  await app.register(mapRoutes, { tiles: mapTiles });

  const webRoot = options.webRoot === undefined ? defaultWebRoot : options.webRoot;
  const serveWebApp = webRoot
    ? await registerWebApp(app, {
        root: webRoot,
        contactEmail: config.contactEmail,
        contactPhone: config.contactPhone,
        socialUrl: config.socialUrl,
        publicUrl: config.publicUrl,
        mapTiles: mapTiles.kind,
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

  // A closing app leaves the load balancer (/readyz 503) even when shutdown began elsewhere.
  app.addHook('onClose', async () => {
    services.shutdown.begin();
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
