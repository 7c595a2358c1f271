import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
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
  staticFiles,
  textDirection,
  type Locale,
  type Namespace,
  type PageLoaders,
  type WebManifest,
} from '@tabib/shared';

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
   * Server rendering of the public pages (issue 13, decision 046): the web app's render module
   * (apps/web/dist-ssr/entry-server.js, built with the app) and what it reads through the services.
   * Without the module, pages are the app's shell, rendered in the browser.
   */
  render?: {
    entry: string;
    loaders: PageLoaders;
    catalogues: Record<Locale, Record<Namespace, Record<string, unknown>>>;
  };
}

/** The web app's render module (apps/web/src/entry-server.tsx), as this server uses it. */
interface RenderModule {
  createPageRenderer(options: {
    catalogues: Record<Locale, Record<Namespace, Record<string, unknown>>>;
    site: { contactEmail: string; contactPhone: string; socialUrl: string };
    origin: string;
    loaders: PageLoaders;
    manifest: WebManifest;
  }): (url: URL, locale: Locale) => Promise<RenderedPage>;
}

interface RenderedPage {
  plan: { status: 200 | 301 | 404; location?: string; answers: unknown[] };
  head: string;
  html: string;
  scripts: string[];
  formats: Record<string, string>;
}

/** Paths of product.md §2 below /{lang}/ that are single fixed pages. */
const fixedPages = new Set([
  '',
  'login',
  'register',
  'reset-password',
  'profile',
  'blog',
  'about',
  'terms',
  'privacy',
  'cookies-policy',
  'contact',
  // The admin area's overview (issue 12); its pages, /{lang}/admin/{page}, have two segments.
  'admin',
]);

/** Whether the path is one of the app's routes (product.md §2); anything else gets a 404 status. */
export function isAppPath(pathname: string): { locale: Locale; known: boolean } {
  const segments = pathname.split('/').filter(Boolean);
  const [first, ...rest] = segments;
  if (!isLocale(first)) {
    // product.md §10: a single unknown segment (/{id}/) shows the home page of the default language.
    return { locale: defaultLocale, known: segments.length === 1 };
  }
  const known =
    (rest.length <= 1 && fixedPages.has(rest[0] ?? '')) ||
    (rest.length === 2 && !['blog', 'password', 'confirm-email'].includes(rest[0] ?? '')) || // /{speciality}/{doctorSlug}
    (rest.length === 3 && (rest[0] === 'blog' || rest[0] === 'doctors')) || // an article, a directory page
    // The link of a welcome or address-change mail (issue 31), /{lang}/confirm-email/{uid}/{token}.
    (rest.length === 3 && rest[0] === 'confirm-email') ||
    (rest.length === 5 && rest.slice(0, 3).join('/') === 'password/reset/confirm');
  return { locale: first, known };
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
    (options.socialUrl ? `<meta name="tabib:social-url" content="${escapeAttribute(options.socialUrl)}" />` : '');
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

  app.get('/', { schema: { hide: true } }, async (request, reply) =>
    reply.redirect(`/${preferredLocale(request)}/`, 302),
  );

  const renderPage =
    options.render && existsSync(options.render.entry)
      ? await loadRenderer(options, options.render, manifest)
      : undefined;
  if (options.render && !renderPage) {
    app.log.warn({ entry: options.render.entry }, 'web app render module not built: pages render in the browser only');
  }

  return async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const { locale, known } = isAppPath(pathname);
    const shell = pages.get(locale) ?? template;
    const send = async (status: number, html: string) => {
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      return reply.send(await compressedFor(request, reply, html));
    };

    if (renderPage && isRenderedPage(pathname)) {
      const rendered = await renderPage(new URL(request.url, options.publicUrl), locale);
      if (rendered.plan.status === 301 && rendered.plan.location) {
        return reply.redirect(rendered.plan.location, 301);
      }
      return send(
        known && rendered.plan.status === 200 ? 200 : 404,
        withRenderedPage(shell, shellRoot, rendered, scripts),
      );
    }
    return send(known ? 200 : 404, shell);
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

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page in the encoding the client takes best, brotli or gzip: pages are answered by the
 * not-found handler, which @fastify/compress does not reach (its hook is added to routes only).
 * A page's HTML is 20-60 KB and shrinks four to five times (Lighthouse's "text compression").
 */
async function compressedFor(request: FastifyRequest, reply: FastifyReply, html: string): Promise<string | Buffer> {
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ['br', 'gzip']) : null;
  if (!encoding) return html;
  reply.header('content-encoding', encoding);
  return encoding === 'br' ? brotli(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipped(html);
}

/**
 * Pages below /{lang}/ rendered in the browser only: the sign-in and sign-up forms and the links of
 * mails, which act on the visitor's session or token as they open.
 */
const browserPages = new Set(['login', 'register', 'reset-password', 'password', 'confirm-email']);

/**
 * Whether the server renders the page: every public page, the not-found page, and the pages that
 * need the session (profile, admin), as the layout around their skeleton: the session is in the
 * browser's storage (decision 003), so their HTML is the same for everyone and holds nothing of
 * anyone's (decision 057).
 */
function isRenderedPage(pathname: string): boolean {
  const [first, second] = pathname.split('/').filter(Boolean);
  return !(isLocale(first) && second !== undefined && browserPages.has(second));
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
  const module = (await import(pathToFileURL(render.entry).href)) as RenderModule;
  return module.createPageRenderer({
    catalogues: render.catalogues,
    site: {
      contactEmail: options.contactEmail,
      contactPhone: options.contactPhone,
      socialUrl: options.socialUrl ?? '',
    },
    origin: options.publicUrl,
    loaders: render.loaders,
    manifest,
  });
}
