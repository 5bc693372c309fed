import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { SiteFrame } from '../components/layout/SiteFrame';
import { RouteMeta } from '../components/layout/RouteMeta';
import { ScrollOnNavigate } from '../components/layout/ScrollOnNavigate';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { PagePrefetch } from '../components/links/pagePrefetch';
import { localeOfPath } from '../i18n/locales';
import { useSiteContent } from '../i18n/SiteContentProvider';
import { ErrorPage } from '../pages/ErrorPage';
import { LocaleContent } from './localeContent';
import { documentTitle, pageMeta } from './routeMeta';
import { describeRoute, prefetchPageCode, routes } from './routes';

/** The page for the current path, inside the frame every page shares. */
function Pages({ routeTable }: { routeTable: RouteObject[] }) {
  const { pathname } = useLocation();
  const page = useRoutes(routeTable);
  const { handle } = describeRoute(pathname, routeTable);
  const content = useSiteContent();
  return (
    <SiteFrame>
      {page}
      {handle && (
        <RouteMeta
          title={documentTitle(content, handle.page)}
          description={pageMeta(content, handle.page).description}
        />
      )}
      <ScrollOnNavigate />
    </SiteFrame>
  );
}

/**
 * The whole site under a router (the browser's, the prerenderer's static one, or a memory router
 * in stories and tests), in the language of the path. `routeTable` lets tests mount other pages
 * in the same frame.
 */
export function App({ routeTable = routes }: { routeTable?: RouteObject[] }) {
  const { pathname } = useLocation();
  return (
    <PagePrefetch.Provider value={prefetchPageCode}>
      <LocaleContent locale={localeOfPath(pathname)}>
        {/* Anything that fails while rendering shows the themed error screen, never a blank page. */}
        <ErrorBoundary fallback={<ErrorPage />} resetKey={pathname}>
          <Pages routeTable={routeTable} />
        </ErrorBoundary>
      </LocaleContent>
    </PagePrefetch.Provider>
  );
}
