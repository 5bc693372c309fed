import type { PageMeta, SiteContent } from '../content/types';
import type { Locale, PageKey } from '../i18n/locales';

/** A page of the site in one language, or that language's not-found page. */
export type RoutePage = PageKey | 'notFound';

/** What each route declares about itself for the document head (read by the prerenderer and the client). */
export interface RouteHandle {
  locale: Locale;
  page: RoutePage;
  /** Keep the page out of search results (the 404 page). */
  noindex?: boolean;
}

/** The page's title and description, in the language of `content`. */
export function pageMeta(content: SiteContent, page: RoutePage): PageMeta {
  return content[page].meta;
}

/** Page titles read "<page> · <site>", except the home page, whose title already names the owner. */
export function documentTitle(content: SiteContent, page: RoutePage): string {
  const { title } = pageMeta(content, page);
  return page === 'home' ? title : `${title} · ${content.chrome.siteName}`;
}

/** The deepest matched route's handle that declares a page (handles listed from the root down). */
export function findRouteHandle(handles: readonly unknown[]): RouteHandle | undefined {
  return handles.findLast((handle): handle is RouteHandle =>
    Boolean((handle as RouteHandle | undefined)?.page),
  );
}
