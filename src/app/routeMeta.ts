import type { PageMeta } from '../content/types';

/** What each route declares about itself for the document head (read by the prerenderer and the client). */
export interface RouteHandle {
  meta: PageMeta;
  /** Keep the page out of search results (the 404 page). */
  noindex?: boolean;
}

/** The deepest matched route's handle that declares meta (handles listed from the root down). */
export function findRouteHandle(handles: readonly unknown[]): RouteHandle | undefined {
  return handles.findLast((handle): handle is RouteHandle =>
    Boolean((handle as RouteHandle | undefined)?.meta),
  );
}
