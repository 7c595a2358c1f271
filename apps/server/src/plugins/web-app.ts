import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  appEntry,
  defaultLocale,
  escapeAttribute,
  isLocale,
  jsonInScript,
  languageCookie,
  languageQueryParameter,
  matchPageRoute,
  staticFiles,
  textDirection,
  type Locale,
  type PageRendererOptions,
  type PageRenderModule,
  type RenderedPage,
  type TMapStatus,
  type WebManifest,
} from '@tabib/shared';
import { pageCacheControl, sendPage } from './page-caching.ts';

export interface WebAppOptions {
  /** The Vite build output (apps/web/dist). */
  root: string;
  /** CONTACT_EMAIL and CONTACT_PHONE, written into each page as <meta> tags for the footer. */
  contactEmail: string;
  contactPhone: string;
  /** SOCIAL_URL, written as a <meta> tag only when set: the footer links it then (decision 008). */
  socialUrl?: string;
  /** PUBLIC_URL: makes the share image's address absolute (never taken from the Host header). */
  publicUrl: string;
  /**
   * The kind of map tiles MAP_TILES serves (decision 078), written as a <meta> tag when there are
   * any: the results map's switch is in the server's page from the start (decision 081).
   */
  mapTiles: TMapStatus['tiles'];
  /**
   * Server rendering of the public pages (decision 046): the web app's render module
   * (apps/web/dist-ssr/entry-server.js, built with the app) and what it reads through the services.
   * Without the module, pages are the app's shell, rendered in the browser.
   */
  render?: { entry: string } & Pick<PageRendererOptions, 'loaders' | 'catalogues'>;
}

function preferredLocale(request: FastifyRequest): Locale {
  const fromQuery = (request.query as Record<string, unknown>)[languageQueryParameter];
  if (isLocale(fromQuery)) return fromQuery;
  const fromCookie = request.cookies?.[languageCookie];
  return isLocale(fromCookie) ? fromCookie : defaultLocale;
}

/**
 * Serves the built single-page app: hashed assets with a year of caching, and index.html for every
 * route of the app with `<html lang dir>` already set for the route's language, so Arabic pages are
 * right to left from the first paint.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: WebAppOptions,
): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>> {
  const indexFile = join(options.root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root: options.root }, 'web app not built: run `npm run build` to serve the pages');
    return (_request, reply) =>
      reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built: run `npm run build`.');
  }
  const contactMeta =
    `<meta name="tabib:contact-email" content="${escapeAttribute(options.contactEmail)}" />` +
    `<meta name="tabib:contact-phone" content="${escapeAttribute(options.contactPhone)}" />` +
    (options.socialUrl ? `<meta name="tabib:social-url" content="${escapeAttribute(options.socialUrl)}" />` : '') +
    (options.mapTiles === 'none' ? '' : `<meta name="tabib:map-tiles" content="${options.mapTiles}" />`);
  const manifest = readManifest(options.root);
  const scripts = appScripts(manifest);
  // The shell's root, with the list of the app's scripts boot.ts reads; a rendered page replaces both.
  const shellRoot = `<div id="root"></div>${modulesScript(scripts)}`;
  const template = readFileSync(indexFile, 'utf8')
    .replace('</head>', () => `${contactMeta}</head>`)
    .replace('<div id="root"></div>', () => shellRoot);
  const pages = new Map<Locale, string>();
  for (const locale of ['fr', 'en', 'ar'] as const) {
    pages.set(
      locale,
      template.replace(/<html[^>]*>/, () => `<html lang="${locale}" dir="${textDirection(locale)}">`),
    );
  }

  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(reply, path) {
      const immutable = path.includes(`${join(options.root, 'assets')}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  // The language comes from the cookie: the redirect is the visitor's own, kept by no shared cache.
  app.get('/', { schema: { hide: true } }, async (request, reply) =>
    reply.header('cache-control', pageCacheControl.private).redirect(`/${preferredLocale(request)}/`, 302),
  );

  const renderPage =
    options.render && existsSync(options.render.entry)
      ? await loadRenderer(options, options.render, manifest)
      : undefined;
  if (options.render && !renderPage) {
    app.log.warn({ entry: options.render.entry }, 'web app render module not built: pages render in the browser only');
  }

  // The route table (decision 059) says which addresses are pages, which the server renders and
  // which may be kept by shared caches.
  return async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const match = matchPageRoute(pathname);
    const first = pathname.split('/')[1];
    const locale = match?.locale ?? (isLocale(first) ? first : defaultLocale);
    const shell = pages.get(locale) ?? template;
    const access = match?.route.access ?? 'public';

    if (renderPage && access !== 'browser') {
      const rendered = await renderPage(new URL(request.url, options.publicUrl), locale);
      if (rendered.plan.status === 301 && rendered.plan.location) {
        return reply.redirect(rendered.plan.location, 301);
      }
      const status = match && rendered.plan.status === 200 ? 200 : 404;
      return sendPage(request, reply, { status, access, html: withRenderedPage(shell, shellRoot, rendered, scripts) });
    }
    return sendPage(request, reply, { status: match ? 200 : 404, access, html: shell });
  };
}

/**
 * The shell with the server's render: the page's head tags in place of the default title and
 * description, its markup in the root, and beside it its answers for the browser's cache, the
 * strings its numbers and dates were written with (for hydrating it without Intl's formatters) and
 * the scripts boot.ts preloads once the page is painted.
 */
function withRenderedPage(shell: string, shellRoot: string, rendered: RenderedPage, app: readonly string[]): string {
  const page = rendered.head.includes('<meta name="description"')
    ? shell.replace(/<meta name="description" content="[^"]*" \/>/, '')
    : shell;
  return page
    .replace(/<title>[^<]*<\/title>/, (title) =>
      rendered.head.includes('<title>') ? rendered.head : title + rendered.head,
    )
    .replace(
      shellRoot,
      () =>
        `<div id="root">${rendered.html}</div>` +
        `<script type="application/json" id="tabib-answers">${jsonInScript(rendered.plan.answers)}</script>` +
        `<script type="application/json" id="tabib-formats">${jsonInScript(rendered.formats)}</script>` +
        modulesScript([...app, ...rendered.scripts]),
    );
}

function readManifest(root: string): WebManifest {
  return JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8')) as WebManifest;
}

/**
 * The app's scripts for boot.ts (index.html's only script): main.tsx first, built as an entry of
 * its own, then the chunks it imports, which boot.ts preloads.
 */
function appScripts(manifest: WebManifest): string[] {
  const { scripts } = staticFiles(manifest, [appEntry]);
  if (scripts.length === 0) throw new Error(`${appEntry} is not in the web app's manifest: rebuild it`);
  return scripts.map((file) => `/${file}`);
}

/** The list boot.ts reads: the app's scripts, then those of the modules the page renders. */
function modulesScript(scripts: Iterable<string>): string {
  return `<script type="application/json" id="tabib-modules">${jsonInScript([...new Set(scripts)])}</script>`;
}

async function loadRenderer(
  options: WebAppOptions,
  render: NonNullable<WebAppOptions['render']>,
  manifest: WebManifest,
) {
  const module = (await import(pathToFileURL(render.entry).href)) as PageRenderModule;
  return module.createPageRenderer({
    catalogues: render.catalogues,
    site: {
      contactEmail: options.contactEmail,
      contactPhone: options.contactPhone,
      socialUrl: options.socialUrl ?? '',
      mapTiles: options.mapTiles === 'none' ? '' : options.mapTiles,
    },
    origin: options.publicUrl,
    loaders: render.loaders,
    manifest,
  });
}
