import { lazy, type ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import {
  defaultLocale,
  homePage,
  isLocale,
  languageQueryParameter,
  notFoundPage,
  ownSegments,
  pageRoutes,
  type PageRoute,
} from '@tabib/shared';
import { rememberedLocale } from '../lib/language-cookie.ts';
import { paths } from '../lib/paths.ts';
import { HomeRoute } from '../routes/home-route.tsx';
import { LanguageLayout } from './language-layout.tsx';

// Home is in the first bundle; every other page is loaded on demand, which keeps the JavaScript of
// the home page under its 120 KB budget. Declarative routes (not the data router) for the same reason.
const pageModules = import.meta.glob<Record<string, ComponentType>>(
  ['./*-route.tsx', './*-routes.tsx', '!./home-route.tsx'],
  { base: '../routes' },
);

/** The component of a page of the route table (decision 059). */
function pageOf(page: Pick<PageRoute, 'module' | 'component'>): ComponentType {
  const { module, component } = page;
  return page === homePage
    ? HomeRoute
    : lazy(async () => ({ default: (await pageModules[`./${module}.tsx`]?.())?.[component] as ComponentType }));
}

/** `/` goes to /{lang}/: the language from the query string, then the cookie, then fr (section 2). */
function LanguageRedirect() {
  const { search } = useLocation();
  const fromQuery = new URLSearchParams(search).get(languageQueryParameter);
  const locale = isLocale(fromQuery) ? fromQuery : (rememberedLocale() ?? defaultLocale);
  return <Navigate to={paths.home(locale)} replace />;
}

const NotFound = pageOf(notFoundPage);

/**
 * The routes of product.md §2 from the route table, under the router of where they run: the
 * browser's (main.tsx) or the server's for one address (entry-server.tsx). A segment that names
 * pages of its own is never a speciality: what lies below it and has no page is the 404 page.
 */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <LanguageRedirect /> },
  {
    path: '/:lang',
    element: <LanguageLayout />,
    children: [
      ...pageRoutes.map((route): RouteObject => {
        const Page = pageOf(route);
        return { path: route.path, element: <Page /> };
      }),
      // After the table's: of two equal patterns (admin/*), React Router takes the first.
      ...[...ownSegments, ''].map((segment) => ({ path: segment ? `${segment}/*` : '*', element: <NotFound /> })),
    ],
  },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
