import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { routes } from '../../src/app/routes';

/** Renders the real app (layout, header, footer) at one path, as a visitor would see it. */
export function AppAtRoute({ path, routeTable = routes }: { path: string; routeTable?: RouteObject[] }) {
  const [router] = useState(() => createMemoryRouter(routeTable, { initialEntries: [path] }));
  return <RouterProvider router={router} />;
}
