import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../pages/HomePage';
import { LegalPageOf } from '../pages/LegalPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import type { RoutePage } from './routeMeta';
import { sitePages } from './sitePages';

function pageElement(page: RoutePage): ReactNode {
  if (page === 'home') return <HomePage />;
  if (page === 'notFound') return <NotFoundPage />;
  return <LegalPageOf page={page} />;
}

/**
 * The site's pages as plain route objects, for rendering the whole site under a memory router in
 * stories and unit tests. The built site gets the same pages from React Router's route table
 * (`routes.ts`), both read from `sitePages`.
 */
export const siteRoutes: RouteObject[] = sitePages.map(({ id, path, page }) => ({
  id,
  path,
  element: pageElement(page),
}));
