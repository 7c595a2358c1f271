import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchPageRoute, pageModuleKey, pageRoutes, type PageLoaders, type PageRoute } from '@tabib/shared';
import { planPage } from '../src/app/page-data.ts';
import { appRoutes } from '../src/app/router.tsx';

/**
 * The route table (decision 059) walked through its three readers: the router resolves every entry
 * to its page (not the 404), the server-rendering plan plans it, and the server's matcher
 * (matchPageRoute, which decides 200 or 404 and the cache policy) finds the same entry. An address
 * no entry names is the 404 for all three. apps/server/test/page-routes.test.ts walks it through
 * the server itself.
 */
const segments: Record<string, string> = {
  speciality: 'cardiologue',
  doctorSlug: 'salma-benjelloun',
  city: 'rabat',
  quarter: 'agdal',
  blogSlug: 'dormir',
  blogId: '8',
  uid: 'MTI',
  token: 'abc-def',
  '*': 'reports',
};

function exampleOf(route: PageRoute): string {
  const path = route.path.replace(/(:[A-Za-z]+)\?/g, '$1').replace(/:([A-Za-z]+)|\*/g, (part, name?: string) => {
    const segment = segments[name ?? part];
    if (segment === undefined) throw new Error(`no example segment for ${part} of ${route.path}`);
    return segment;
  });
  return `/fr/${path}`;
}

/** A site where everything asked for exists, so each page plans as found. */
const loaders = {
  searchDoctors: () => Promise.resolve(undefined),
  doctorBySlug: (slug: string) =>
    Promise.resolve({ id: 1, slug, speciality_slug: 'cardiologue', rating: { count: 0 }, bookable: false }),
  directoryPage: (segments: string[]) =>
    Promise.resolve(segments[0] === 'nothing-here' ? null : { currentPage: 1, doctors: [] }),
  doctorReviewPages: () => Promise.resolve([]),
  blogCards: () => Promise.resolve({ cards: [], total: 0 }),
  blogPost: (id: number) => Promise.resolve({ id, title: 'Dormir' }),
  doctorAvailability: () => Promise.resolve(undefined),
} as unknown as PageLoaders;

/** The pattern of the router's route that renders the address: a table's path, or a 404 route's. */
function routerPath(url: string): string | undefined {
  return matchRoutes(appRoutes, url)?.at(-1)?.route.path;
}

const tablePaths = new Set<string>(pageRoutes.map((route) => route.path));

describe('the route table (decision 059)', () => {
  it.each(pageRoutes.map((route) => [route.path, route] as const))(
    '/{lang}/%s',
    async (_path, route) => {
      const url = exampleOf(route);
      expect(routerPath(url), 'the router renders the page').toBe(route.path);
      expect(matchPageRoute(url)?.route, "the server's matcher finds it").toBe(route);

      const module = (await import(`../src/routes/${route.module}.tsx`)) as Record<string, unknown>;
      expect(typeof module[route.component], `${route.module} exports ${route.component}`).toBe('function');

      const plan = await planPage(new URL(url, 'https://tabib.test'), loaders);
      expect(plan.status, 'the plan finds it').toBe(200);
      expect(plan.private === true, 'private in the plan as in the table').toBe(route.access === 'private');
      if (route.module !== 'home-route') expect(plan.modules).toContain(pageModuleKey(route));
    },
    30_000,
  ); // the first import of a route module transforms its whole tree

  it.each(['/fr/blog/dormir', '/fr/doctors/a/b/c/d', '/fr/login/x', '/fr/about/x', '/fr/nothing-here', '/fr/x/y/z'])(
    '%s is the 404 for the router, the plan and the server',
    async (url) => {
      expect(tablePaths.has(routerPath(url) ?? ''), String(routerPath(url))).toBe(false);
      expect(matchPageRoute(url)).toBeUndefined();
      const plan = await planPage(new URL(url, 'https://tabib.test'), loaders);
      expect(plan.status).toBe(404);
      expect(plan.modules).toContain('src/routes/not-found-route.tsx');
    },
  );

  it('reads a speciality in a quarter of a city as a directory page (decision 079)', () => {
    expect(matchPageRoute('/ar/doctors/cardiologue/casablanca/maarif')).toMatchObject({
      params: { speciality: 'cardiologue', city: 'casablanca', quarter: 'maarif' },
    });
    expect(routerPath('/ar/doctors/cardiologue/casablanca/maarif')).toBe('doctors/:speciality/:city?/:quarter?');
    expect(matchPageRoute('/fr/doctors/cardiologue')).toMatchObject({ params: { speciality: 'cardiologue' } });
  });

  it('reads a lone segment that is no language as the home page in French (product.md §10)', () => {
    expect(matchPageRoute('/12345/')).toMatchObject({ locale: 'fr', route: pageRoutes[0] });
    expect(matchPageRoute('/12345/about')).toBeUndefined();
  });
});
