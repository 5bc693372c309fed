import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { sitePages } from './sitePages';

/** The route modules the framework builds the site from (`routes.ts`), by file. */
const routeModules = import.meta.glob<{ default: ComponentType }>('./routes/*.tsx', { eager: true });

/**
 * The site's pages as plain route objects, for rendering the whole site under a memory router in
 * stories and unit tests: each page drawn by the same route module as in the built site, both read
 * from `sitePages`.
 */
export const siteRoutes: RouteObject[] = sitePages.map(({ id, path, module }) => {
  const routeModule = routeModules[`./routes/${module}.tsx`];
  if (!routeModule) throw new Error(`src/app/routes/${module}.tsx is missing: every page module needs one.`);
  return { id, path, Component: routeModule.default };
});
