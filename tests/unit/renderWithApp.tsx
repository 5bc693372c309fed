import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import { App } from '@/app/App';
import { AppProviders } from '@/app/AppProviders';
import { createEmotionCache } from '@/app/emotionCache';
import { siteRoutes } from '@/app/siteRoutes';

/** Renders `ui` inside the app's real providers (styles cache and theme), as the site does. */
export function renderWithApp(ui: ReactNode) {
  return render(<AppProviders cache={createEmotionCache()}>{ui}</AppProviders>);
}

/** Renders the app's route table (or another one) at a path, with the real providers. */
export function renderAtPath(path: string, routeTable: RouteObject[] = siteRoutes) {
  return renderWithApp(
    <MemoryRouter initialEntries={[path]}>
      <App routeTable={routeTable} />
    </MemoryRouter>,
  );
}
