import { Suspense } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { SiteShell } from './SiteShell';
import { siteRoutes } from './siteRoutes';

/**
 * The whole site under a router of the caller's (a memory router in stories and tests).
 * `routeTable` lets tests mount other pages in the same frame. Another language's copy may still
 * be loading when it first draws: nothing shows until it has.
 */
export function App({ routeTable = siteRoutes }: { routeTable?: RouteObject[] }) {
  return (
    <Suspense fallback={null}>
      <SiteShell>{useRoutes(routeTable)}</SiteShell>
    </Suspense>
  );
}
