import { defaultLocale, isLocale, type Locale } from './locales.ts';

/**
 * The pages of product.md §2, below /{lang}/, in one table (decision 059): the web app's router
 * maps each entry to its module, the server-rendering plan reads what the entry loads, and the
 * server answers by its access. A new page is one entry here (and its component).
 */

/**
 * Who a page is for, which decides how the server answers it (decision 059): `public` pages are
 * rendered on the server and may be kept by shared caches; `private` ones need the reader's session
 * and are rendered as their skeleton, never stored (decision 057); `browser` ones act on the
 * visitor's session or a mail's token as they open and are the app's shell, rendered in the browser.
 */
export type PageAccess = 'public' | 'private' | 'browser';

/** What the server reads to render a page, beyond its layout (apps/web/src/app/page-plans.ts). */
export type PageLoad = 'doctorSearch' | 'blogList' | 'blogPost' | 'directory' | 'doctor' | 'profileSection';

/** One page of the table. */
export interface PageRoute {
  /**
   * Its address below /{lang}/ in React Router's grammar: `:name` is one segment, a trailing `:name?`
   * one or none, a trailing `*` the rest; '' is the language's home.
   */
  readonly path: string;
  /** Public when left out. */
  readonly access?: PageAccess;
  /**
   * The web app's module that renders it, by its name in apps/web/src/routes/ (pageModuleKey
   * gives its key in Vite's manifest), and that module's export.
   */
  readonly module: string;
  readonly component: string;
  readonly loads?: PageLoad;
}

const accountRoutes = 'account-routes';
const staticRoutes = 'static-routes';
const blogRoutes = 'blog-routes';

const table = [
  { path: '', module: 'home-route', component: 'HomeRoute', loads: 'doctorSearch' },
  { path: 'login', access: 'browser', module: accountRoutes, component: 'LoginRoute' },
  { path: 'register', access: 'browser', module: accountRoutes, component: 'RegisterRoute' },
  { path: 'reset-password', access: 'browser', module: accountRoutes, component: 'ResetPasswordRoute' },
  {
    path: 'password/reset/confirm/:uid/:token',
    access: 'browser',
    module: accountRoutes,
    component: 'ResetConfirmRoute',
  },
  { path: 'confirm-email/:uid/:token', access: 'browser', module: accountRoutes, component: 'ConfirmEmailRoute' },
  { path: 'profile', access: 'private', module: accountRoutes, component: 'ProfileRoute', loads: 'profileSection' },
  {
    path: 'appointment-answer/:token',
    access: 'browser',
    module: accountRoutes,
    component: 'AppointmentAnswerRoute',
  },
  {
    path: 'assistant-invitation/:token',
    access: 'browser',
    module: accountRoutes,
    component: 'AssistantInvitationRoute',
  },
  { path: 'blog', module: blogRoutes, component: 'BlogListRoute', loads: 'blogList' },
  { path: 'blog/:blogSlug/:blogId', module: blogRoutes, component: 'BlogDetailRoute', loads: 'blogPost' },
  { path: 'about', module: staticRoutes, component: 'AboutRoute' },
  { path: 'terms', module: staticRoutes, component: 'TermsRoute' },
  { path: 'privacy', module: staticRoutes, component: 'PrivacyRoute' },
  { path: 'cookies-policy', module: staticRoutes, component: 'CookiesRoute' },
  { path: 'contact', module: staticRoutes, component: 'ContactRoute' },
  { path: 'admin/*', access: 'private', module: 'admin-routes', component: 'AdminRoute' },
  {
    path: 'doctors/:speciality/:city?/:quarter?',
    module: 'directory-route',
    component: 'DirectoryRoute',
    loads: 'directory',
  },
  { path: ':speciality/:doctorSlug', module: 'doctor-route', component: 'DoctorRoute', loads: 'doctor' },
] as const satisfies readonly PageRoute[];

export const pageRoutes: readonly PageRoute[] = table;

/** The language's home, /{lang}/, in the first bundle of the web app (its router imports it). */
export const homePage: PageRoute = table[0];

/** The page of every address no entry matches, answered with a 404 status. */
export const notFoundPage = { module: 'not-found-route', component: 'NotFoundRoute' } as const;

/** The key of a page's module in Vite's manifest of the web app. */
export function pageModuleKey(page: Pick<PageRoute, 'module'>): string {
  return `src/routes/${page.module}.tsx`;
}

/** The static pages of the `pages` catalogue and the contact page, by their address. */
export type StaticPage = Extract<(typeof table)[number], { module: typeof staticRoutes }>['path'];

/**
 * The first segments that name pages of their own (blog, doctors, admin…): never a speciality, so
 * /{lang}/blog/x is no doctor's page but a 404 (decision 047).
 */
export const ownSegments: ReadonlySet<string> = new Set(
  pageRoutes.map((route) => route.path.split('/')[0] ?? '').filter((segment) => /^[a-z]/.test(segment)),
);

/** An address resolved: its language, its page and the segments its pattern names, as written. */
export interface PageMatch {
  locale: Locale;
  route: PageRoute;
  params: Record<string, string>;
}

/**
 * The page of a path, or undefined for none (a 404). Where two patterns match, the more specific
 * wins, scored as React Router scores them (static 10, dynamic 3, splat -2, plus the segment count),
 * so the server and the router agree. A lone first segment that is not a language is the `/{id}/`
 * case of product.md §10: the home page of the default language.
 */
export function matchPageRoute(pathname: string): PageMatch | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const [first, ...rest] = segments;
  if (!isLocale(first)) {
    return segments.length === 1 ? { locale: defaultLocale, route: homePage, params: {} } : undefined;
  }
  let best: { score: number; match: PageMatch } | undefined;
  for (const route of pageRoutes) {
    for (const pattern of patternsOf(route.path)) {
      const params = matchPattern(pattern, rest);
      const score = scoreOf(pattern);
      if (params && (!best || score > best.score)) best = { score, match: { locale: first, route, params } };
    }
  }
  return best?.match;
}

/** React Router reads `a/:b?/:c?` as three patterns: `a`, `a/:b` and `a/:b/:c`. */
function patternsOf(path: string): string[] {
  const parts = path.split('/');
  const firstOptional = parts.findIndex((part) => part.endsWith('?'));
  if (firstOptional < 0) return [path];
  const required = parts.map((part) => part.replace(/\?$/, ''));
  return Array.from({ length: parts.length - firstOptional + 1 }, (_, extra) =>
    required.slice(0, firstOptional + extra).join('/'),
  );
}

function matchPattern(path: string, segments: readonly string[]): Record<string, string> | undefined {
  const parts = path.split('/').filter(Boolean);
  const splat = parts.at(-1) === '*';
  const fixed = splat ? parts.slice(0, -1) : parts;
  if (splat ? segments.length < fixed.length : segments.length !== fixed.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of fixed.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) {
      if (index === 0 && ownSegments.has(segment)) return undefined;
      params[part.slice(1)] = segment;
    } else if (part !== segment) return undefined;
  }
  if (splat) params['*'] = segments.slice(fixed.length).join('/');
  return params;
}

function scoreOf(path: string): number {
  const parts = path.split('/').filter(Boolean);
  return parts.reduce((score, part) => score + (part === '*' ? -2 : part.startsWith(':') ? 3 : 10), parts.length);
}
