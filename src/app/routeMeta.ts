import { content } from '../content';
import type { PageMeta } from '../content/types';

/** What each route declares about itself for the document head (read by the prerenderer and the client). */
export interface RouteHandle {
  meta: PageMeta;
  /** Keep the page out of search results (the 404 page). */
  noindex?: boolean;
}

/** Page titles read "<page> · <site>", except the home page, whose title already names the owner. */
export function documentTitle(meta: PageMeta): string {
  return meta === content.home.meta ? meta.title : `${meta.title} · ${content.chrome.siteName}`;
}

/** The deepest matched route's handle that declares meta (handles listed from the root down). */
export function findRouteHandle(handles: readonly unknown[]): RouteHandle | undefined {
  return handles.findLast((handle): handle is RouteHandle =>
    Boolean((handle as RouteHandle | undefined)?.meta),
  );
}
