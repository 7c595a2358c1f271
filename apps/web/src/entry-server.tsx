import { AsyncLocalStorage } from 'node:async_hooks';
import { createInstance, type i18n as I18n } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import {
  appEntry,
  locales,
  namespaces,
  staticFiles,
  type Locale,
  type PageLoaders,
  type PageRenderer,
  type PageRendererOptions,
  type RenderedPage,
  type WebManifest,
} from '@tabib/shared';
import { App } from './app/app.tsx';
import { createRenderQueryClient, pageModules, planPage, type PagePlan } from './app/page-data.ts';
import { pageHeadTags } from './app/page-head.ts';
import { observeFormats } from './lib/intl-format.ts';
import { trustServerSanitisedHtml } from './lib/rich-text-sanitizer.ts';
import { storeServerAnswers } from './lib/server-answers.ts';
import { provideSiteConfig } from './lib/site-config.ts';

export type { PageLoaders, PagePlan };

/**
 * The files of the modules loaded on demand that a page renders: their styles, linked in its head
 * so the page does not move when they arrive, and their scripts, which boot.ts preloads once the
 * page is painted so hydration need not discover them one by one. What index.html and the app
 * load already is left out (the server lists the app's scripts itself, web-app.ts).
 */
function moduleFiles(manifest: WebManifest, modules: readonly string[]): { styles: string; scripts: string[] } {
  const loaded = new Set(staticFiles(manifest, ['index.html', appEntry]).scripts);
  const files = staticFiles(manifest, modules);
  return {
    styles: files.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`).join(''),
    scripts: files.scripts.filter((file) => !loaded.has(file)).map((file) => `/${file}`),
  };
}

/** The strings one render formats, kept apart from those of the renders running beside it. */
const renderFormats = new AsyncLocalStorage<Map<string, string>>();
observeFormats((key, text) => renderFormats.getStore()?.set(key, text));

/**
 * React writes the tags it hoists (title, meta, preload links) before the markup when it renders
 * less than the whole document: they are taken off the front for the server to put in `<head>`.
 */
const leadingHeadTags = /^(?:<(?:link|meta)\b[^>]*>|<title>[^<]*<\/title>)+/;

/**
 * Renders the whole tree, lazy pages included, before answering: a crawler gets everything, and
 * the markup carries no inline script (the strict CSP allows none).
 */
async function renderToString(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Text React escaped in markup, read back (the head builder escapes it again where it writes it). */
function decodeText(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_entity, name: string) =>
    name === 'amp' ? '&' : name === 'lt' ? '<' : name === 'gt' ? '>' : name === 'quot' ? '"' : "'",
  );
}

/**
 * The web app rendered on the server for one address (decision 046): the same components
 * as in the browser, under the server's router, with the page's answers read through the loaders and
 * handed to the browser with the markup. main.tsx hydrates it.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const missing = pageModules.filter((module) => !options.manifest[module]);
  if (missing.length > 0) throw new Error(`not in the web app's manifest: ${missing.join(', ')}`);
  provideSiteConfig(options.site, options.origin);
  trustServerSanitisedHtml();
  const translators = new Map<Locale, I18n>();
  for (const locale of locales) {
    const instance = createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: 'fr',
      ns: [...namespaces],
      defaultNS: 'translation',
      resources: options.catalogues,
      interpolation: { escapeValue: false },
      initAsync: false,
      react: { useSuspense: false },
    });
    translators.set(locale, instance);
  }

  return async function renderPage(url: URL, locale: Locale): Promise<RenderedPage<PagePlan>> {
    const plan = await planPage(url, options.loaders);
    if (plan.status === 301) return { plan, head: '', html: '', scripts: [], formats: {} };
    const translator = translators.get(locale) as I18n;
    const queryClient = createRenderQueryClient();
    storeServerAnswers(queryClient, plan.answers);
    const formats = new Map<string, string>();
    const markup = await renderFormats.run(formats, () =>
      renderToString(
        <I18nextProvider i18n={translator}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <App queryClient={queryClient} />
          </StaticRouter>
        </I18nextProvider>,
      ),
    );
    const ownHead = leadingHeadTags.exec(markup)?.[0] ?? '';
    const files = moduleFiles(options.manifest, plan.modules);
    // A page of the reader's own has no address to share or index (decision 057).
    const describedHead = plan.private
      ? '<meta name="robots" content="noindex" />'
      : pageHeadTags({
          url,
          origin: options.origin,
          locale,
          plan,
          title: decodeText(/<title>([^<]*)<\/title>/.exec(ownHead)?.[1] ?? 'Tabib').replace(/ · Tabib$/, ''),
          description: decodeText(/<meta name="description" content="([^"]*)"/.exec(ownHead)?.[1] ?? ''),
          t: translator.t,
        });
    const head = ownHead + files.styles + describedHead;
    return {
      plan,
      head,
      html: markup.slice(ownHead.length),
      scripts: files.scripts,
      formats: Object.fromEntries(formats),
    };
  };
}
