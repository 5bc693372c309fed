import type { RouteObject } from 'react-router-dom';
import { content } from '../content';
import { SiteLayout } from '../components/layout/SiteLayout';
import { HomePage } from '../pages/HomePage';
import { LegalPage } from '../pages/LegalPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorPage } from '../pages/ErrorPage';
import type { RouteHandle } from './routeMeta';

const handle = (meta: RouteHandle['meta'], noindex = false): RouteHandle => ({ meta, noindex });

/** Every screen of the site. The prerenderer writes one HTML file for each path in `prerenderPaths`. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <SiteLayout />,
    errorElement: <ErrorPage />,
    children: [
      { index: true, element: <HomePage />, handle: handle(content.home.meta) },
      { path: 'terms', element: <LegalPage page={content.terms} />, handle: handle(content.terms.meta) },
      {
        path: 'privacy',
        element: <LegalPage page={content.privacy} />,
        handle: handle(content.privacy.meta),
      },
      {
        path: 'imprint',
        element: <LegalPage page={content.imprint} />,
        handle: handle(content.imprint.meta),
      },
      { path: '*', element: <NotFoundPage />, handle: handle(content.notFound.meta, true) },
    ],
  },
];

/** Paths prerendered to `<path>/index.html`. */
export const prerenderPaths = ['/', '/terms', '/privacy', '/imprint'] as const;

/** Rendered to `404.html`, which static hosts serve for every unknown path. */
export const notFoundPath = '/404';
