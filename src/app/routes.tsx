import { matchRoutes, type RouteObject } from 'react-router-dom';
import { content } from '../content';
import { firstInteraction } from './firstInteraction';
import { lazyPage } from './lazyPage';
import { findRouteHandle, type RouteHandle } from './routeMeta';

const handle = (meta: RouteHandle['meta'], noindex = false): RouteHandle => ({ meta, noindex });

// Each page is its own chunk: the home page does not ship the legal pages' code and vice versa.
// The home page's sections need no script until the visitor acts (see firstInteraction).
const HomePage = lazyPage(
  () => import('../pages/HomePage').then((module) => module.HomePage),
  firstInteraction,
);
const LegalPage = lazyPage(() => import('../pages/LegalPage').then((module) => module.LegalPage));
const NotFoundPage = lazyPage(() => import('../pages/NotFoundPage').then((module) => module.NotFoundPage));

/**
 * Every page of the site, shown inside the shared frame (header, footer). The prerenderer writes
 * one HTML file for each path in `prerenderPaths`, and `404.html` for the catch-all.
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

/** Paths prerendered to `<path>/index.html`. */
export const prerenderPaths = ['/', '/terms', '/privacy', '/imprint'] as const;

/** Rendered to `404.html`, which static hosts serve for every unknown path. */
export const notFoundPath = '/404';
