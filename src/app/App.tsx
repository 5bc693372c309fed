import { useRoutes, type RouteObject } from 'react-router-dom';
import { SiteShell } from './SiteShell';
import { siteRoutes } from './siteRoutes';

/**
 * The whole site under a router of the caller's (a memory router in stories and tests).
 * `routeTable` lets tests mount other pages in the same frame.
 */
export function App({ routeTable = siteRoutes }: { routeTable?: RouteObject[] }) {
  return <SiteShell>{useRoutes(routeTable)}</SiteShell>;
}
