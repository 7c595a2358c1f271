import { QueryClient } from '@tanstack/react-query';
import {
  homePage,
  isLocale,
  matchPageRoute,
  notFoundPage,
  ownSegments,
  pageModuleKey,
  pageRoutes,
  type PageLoaders,
} from '@tabib/shared';
import { movedDirectory } from '../features/doctors/doctor-page-plans.ts';
import { foundPage, missingPage, type PagePlan } from '../lib/page-plan.ts';
import { pagePlans, plannedModules } from './page-plans.ts';

export type { PagePlan };

/** Every page has the footer and the toasts, loaded on demand (app/language-layout.tsx). */
const layoutModules = ['src/features/layout/components/below-the-page.tsx', 'src/components/toaster.tsx'];

/** The home page is in the first bundle (router.tsx): no module of its own in the manifest. */
const firstBundle = new Set([pageModuleKey(homePage)]);
const notFoundModule = pageModuleKey(notFoundPage);

/** Every module a plan may name, checked against the manifest when the server starts. */
export const pageModules = [
  ...new Set([
    ...layoutModules,
    ...pageRoutes.map(pageModuleKey).filter((module) => !firstBundle.has(module)),
    notFoundModule,
    ...plannedModules,
  ]),
];

/**
 * Reads what the page at `url` shows on its first render, under the cache keys of its hooks (so
 * the keys live in one place: the features' query options), by the route table (decision 059).
 * A visitor's view: no viewer. A page that needs the session reads nothing (decision 057).
 */
export async function planPage(url: URL, loaders: PageLoaders): Promise<PagePlan> {
  const match = matchPageRoute(url.pathname);
  if (!match) return { ...(await planUnknown(url, loaders)), modules: [...layoutModules, notFoundModule] };
  const { route, locale, params } = match;
  const plan = route.loads ? await pagePlans[route.loads]({ url, locale, params, loaders }) : foundPage([]);
  if (plan.status === 301) return plan;
  const module = pageModuleKey(route);
  const modules = [...layoutModules, ...(firstBundle.has(module) ? [] : [module]), ...plan.modules];
  return route.access === 'private' ? { ...plan, answers: [], modules, private: true } : { ...plan, modules };
}

/** An address no page has: a 404, unless it is a speciality's or a city's old address (decision 047). */
async function planUnknown(url: URL, loaders: PageLoaders): Promise<PagePlan> {
  const [first, segment, ...rest] = url.pathname.split('/').filter(Boolean);
  if (!isLocale(first) || segment === undefined || rest.length > 0 || ownSegments.has(segment)) return missingPage();
  return (await movedDirectory({ url, locale: first, params: {}, loaders }, [segment])) ?? missingPage();
}

/** A cache of its own for one server render. */
export function createRenderQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}
