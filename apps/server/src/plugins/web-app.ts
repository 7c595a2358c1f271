import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  defaultLocale,
  isLocale,
  languageCookie,
  languageQueryParameter,
  textDirection,
  type Locale,
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
   * The head of a page that has its own (a blog article), for link previews: WhatsApp and search
   * engines read the HTML, not what the app renders later. `null` means the page's object does not
   * exist (404 status); `undefined`, the default head.
   */
  describePage?: (pathname: string, locale: Locale) => Promise<PageHead | null | undefined>;
}

export interface PageHead {
  title: string;
  description: string;
  /** An absolute address, or one on this site starting with '/'. */
  image: string;
  type: 'article' | 'website';
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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
    (rest.length === 2 && rest[0] !== 'blog' && rest[0] !== 'password') || // /{speciality}/{doctorSlug}
    (rest.length === 3 && rest[0] === 'blog') ||
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
  const template = readFileSync(indexFile, 'utf8').replace('</head>', () => `${contactMeta}</head>`);
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

  return async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const { locale, known } = isAppPath(pathname);
    const head = known && options.describePage ? await options.describePage(pathname, locale) : undefined;
    const page = pages.get(locale) ?? template;
    return reply
      .code(known && head !== null ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(head ? withHead(page, head, options.publicUrl) : page);
  };
}

/** Replaces the default title and description and adds the Open Graph tags of a page. */
function withHead(page: string, head: PageHead, origin: string): string {
  const image = head.image.startsWith('/') ? `${origin}${head.image}` : head.image;
  const tags =
    `<meta property="og:type" content="${head.type}" />` +
    `<meta property="og:title" content="${escapeAttribute(head.title)}" />` +
    `<meta property="og:description" content="${escapeAttribute(head.description)}" />` +
    `<meta property="og:image" content="${escapeAttribute(image)}" />` +
    `<meta name="twitter:card" content="summary_large_image" />`;
  return page
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(head.title)} · Tabib</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeAttribute(head.description)}" />`,
    )
    .replace('</head>', () => `${tags}</head>`);
}
