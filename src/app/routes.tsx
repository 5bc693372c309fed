import { matchRoutes, type RouteObject } from 'react-router-dom';
import { localeRoot, locales, pageKeys, pagePaths, type Locale } from '../i18n/locales';
import { lazyPage } from './lazyPage';
import { findRouteHandle, type RouteHandle, type RoutePage } from './routeMeta';

// Each page is its own chunk: the home page does not ship the legal pages' code and vice versa.
const HomePage = lazyPage(() => import('../pages/HomePage').then((module) => module.HomePage));
const LegalPage = lazyPage(() => import('../pages/LegalPage').then((module) => module.LegalPageOf));
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage').then((module) => module.NotFoundPage));
const pageCode = { home: HomePage, legal: LegalPage, notFound: NotFoundPage };

/**
 * The source file of each page's chunk, as imported above: the build has a prerendered page fetch
 * its chunk with the app's (scripts/build.mjs), and tests/e2e/startup.spec.ts checks each page's.
 */
export const pageCodeSources: Record<keyof typeof pageCode, string> = {
  home: 'src/pages/HomePage.tsx',
  legal: 'src/pages/LegalPage.tsx',
  notFound: 'src/pages/NotFoundPage.tsx',
};

/** Which of the pages' code draws `page`: the legal pages share theirs. */
export const pageCodeOf = (page: RoutePage): keyof typeof pageCode =>
  page === 'home' || page === 'notFound' ? page : 'legal';

const legalPages = pageKeys.filter((page) => page !== 'home');

/** A language's pages at its own addresses (`/terms`, `/de/nutzungsbedingungen`), and its 404. */
function localeRoutes(locale: Locale): RouteObject[] {
  const handle = (page: RouteHandle['page'], noindex = false): RouteHandle => ({ locale, page, noindex });
  return [
    { path: pagePaths[locale].home, element: <HomePage />, handle: handle('home') },
    ...legalPages.map((page) => ({
      path: pagePaths[locale][page],
      element: <LegalPage page={page} />,
      handle: handle(page),
    })),
    { path: `${localeRoot(locale)}*`, element: <NotFoundPage />, handle: handle('notFound', true) },
  ];
}

/**
 * Every page of the site in every language, shown inside the shared frame (header, footer). The
 * prerenderer writes one HTML file for each path in `prerenderPaths`, and a `404.html` per language.
 */
export const routes: RouteObject[] = locales.flatMap(localeRoutes);

/** Loads the code of the page at `pathname` (see lazyPage), resolving when it is there. */
export function loadPageCode(pathname: string): Promise<unknown> {
  const page = describeRoute(pathname).handle?.page;
  return page ? pageCode[pageCodeOf(page)].load() : Promise.resolve();
}

/**
 * Fetches the code of the page at `pathname` ahead of a visit (see PagePrefetch). A fetch that
 * fails is left alone: the visit itself asks again.
 */
export function prefetchPageCode(pathname: string): void {
  loadPageCode(pathname).catch(() => undefined);
}

/** What the page at `pathname` declares about itself, and whether it is a not-found page. */
export function describeRoute(pathname: string, routeTable: RouteObject[] = routes) {
  const matches = matchRoutes(routeTable, pathname) ?? [];
  const handle = findRouteHandle(matches.map((match): unknown => match.route.handle));
  return { handle, notFound: handle?.page === 'notFound' };
}

/** Paths prerendered to `<path>/index.html`: every page of the table but the catch-alls. */
export const prerenderPaths: readonly string[] = routes.flatMap((route) =>
  route.path && !route.path.endsWith('*') ? [route.path] : [],
);

/** Rendered to each language's `404.html`, which static hosts serve for unknown paths under it. */
export const notFoundPaths: Record<Locale, string> = Object.fromEntries(
  locales.map((locale) => [locale, `${localeRoot(locale)}404`]),
) as Record<Locale, string>;
