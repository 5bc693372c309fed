import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { SiteFrame } from '../components/layout/SiteFrame';
import { RouteMeta } from '../components/layout/RouteMeta';
import { ScrollOnNavigate } from '../components/layout/ScrollOnNavigate';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { ErrorPage } from '../pages/ErrorPage';
import { describeRoute, routes } from './routes';

/** The page for the current path, inside the frame every page shares. */
function Pages({ routeTable }: { routeTable: RouteObject[] }) {
  const { pathname } = useLocation();
  const page = useRoutes(routeTable);
  const { handle } = describeRoute(pathname, routeTable);
  return (
    <SiteFrame>
      {page}
      <RouteMeta meta={handle?.meta} />
      <ScrollOnNavigate />
    </SiteFrame>
  );
}

/**
 * The whole site under a router (the browser's, the prerenderer's static one, or a memory router
 * in stories and tests). `routeTable` lets tests mount other pages in the same frame.
 */
export function App({ routeTable = routes }: { routeTable?: RouteObject[] }) {
  const { pathname } = useLocation();
  return (
    // Anything that fails while rendering shows the themed error screen, never a blank page.
    <ErrorBoundary fallback={<ErrorPage />} resetKey={pathname}>
      <Pages routeTable={routeTable} />
    </ErrorBoundary>
  );
}
