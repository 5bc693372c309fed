import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { createEmotionCache } from '../../src/app/emotionCache';
import { routes } from '../../src/app/routes';

/** Renders the app's route table (or another one) at a path, with the real providers. */
export function renderAtPath(path: string, routeTable: RouteObject[] = routes) {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  return render(
    <AppProviders cache={createEmotionCache()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
