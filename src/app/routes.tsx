import { matchRoutes, type RouteObject } from 'react-router-dom';
import { content } from '../content';
import { lazyPage } from './lazyPage';
import { findRouteHandle, type RouteHandle } from './routeMeta';

const handle = (meta: RouteHandle['meta'], noindex = false): RouteHandle => ({ meta, noindex });

// Each page is its own chunk: the home page does not ship the legal pages' code and vice versa.
const HomePage = lazyPage(() => import('../pages/HomePage').then((module) => module.HomePage));
const LegalPage = lazyPage(() => import('../pages/LegalPage').then((module) => module.LegalPage));
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage').then((module) => module.NotFoundPage));

/**
 * Every page of the site, shown inside the shared frame (header, footer): the one list of pages
 * and their paths. The build prerenders each path to `<path>/index.html` (`prerenderPaths`), and
 * the catch-all to `404.html`.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <HomePage />, handle: handle(content.home.meta) },
  { path: '/terms', element: <LegalPage page={content.terms} />, handle: handle(content.terms.meta) },
  { path: '/privacy', element: <LegalPage page={content.privacy} />, handle: handle(content.privacy.meta) },
  { path: '/imprint', element: <LegalPage page={content.imprint} />, handle: handle(content.imprint.meta) },
  { path: '*', element: <NotFoundPage />, handle: handle(content.notFound.meta, true) },
];

/** What the page at `pathname` declares about itself, and whether it is the not-found page. */
export function describeRoute(pathname: string, routeTable: RouteObject[] = routes) {
  const matches = matchRoutes(routeTable, pathname) ?? [];
  const handle = findRouteHandle(matches.map((match): unknown => match.route.handle));
  return { handle, notFound: matches.some((match) => match.route.path === '*') };
}

/** Paths prerendered to `<path>/index.html`: every page of the table but the catch-all. */
export const prerenderPaths: string[] = routes.flatMap((route) =>
  route.path && route.path !== '*' ? [route.path] : [],
);

/** Rendered to `404.html`, which static hosts serve for every unknown path. */
export const notFoundPath = '/404';
