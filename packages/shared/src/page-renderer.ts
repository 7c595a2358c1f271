import type { Locale, Namespace } from './locales.ts';
import type { PageLoaders } from './page-loaders.ts';
import type { WebManifest } from './web-manifest.ts';

/**
 * The web app's render module (apps/web/src/entry-server.tsx, built to dist-ssr/entry-server.js)
 * as the server loads it (plugins/web-app.ts): both sides read these types, so neither keeps a copy
 * of the other's (decision 046).
 */
export interface PageRenderModule {
  createPageRenderer(options: PageRendererOptions): PageRenderer;
}

/** What the render module is built from, once, when the server starts. */
export interface PageRendererOptions {
  /** Each language's catalogues by namespace, as /locales/{lng}/{ns}.json serves them. */
  catalogues: Record<Locale, Record<Namespace, Record<string, unknown>>>;
  /** CONTACT_EMAIL, CONTACT_PHONE and SOCIAL_URL ('' when not set), for the footer. */
  site: { contactEmail: string; contactPhone: string; socialUrl: string; mapTiles: string };
  /** PUBLIC_URL, for absolute addresses in the page. */
  origin: string;
  loaders: PageLoaders;
  /** Vite's manifest of the browser build (dist/.vite/manifest.json). */
  manifest: WebManifest;
}

/** Renders the page at an address, in the language of its route. */
export type PageRenderer = (url: URL, locale: Locale) => Promise<RenderedPage>;

/** What the page is: its status, the answers its first render shows, or the one address it has moved to. */
export interface RenderedPlan {
  status: 200 | 301 | 404;
  /** For a 301: the page's own address (a doctor's speciality or a post's title changed). */
  location?: string;
  /** The answers the page's first render shows, under the keys of the web app's hooks. */
  answers: unknown[];
}

/** One page rendered on the server, for the server to put into the app's HTML. */
export interface RenderedPage<Plan extends RenderedPlan = RenderedPlan> {
  plan: Plan;
  /** The page's `<title>`, `<meta>` and `<link>` tags (its DocumentMeta, image preloads), for `<head>`. */
  head: string;
  /** The app's markup, for inside `<div id="root">`; empty for a redirect. */
  html: string;
  /** The scripts of the modules the page renders, for boot.ts to preload once it is painted. */
  scripts: string[];
  /** The numbers, dates and lists the page wrote, by formatter and value, for hydrating it (intl-format.ts). */
  formats: Record<string, string>;
}
