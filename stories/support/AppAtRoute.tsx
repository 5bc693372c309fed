import { MemoryRouter, type RouteObject } from 'react-router-dom';
import { App } from '../../src/app/App';
import { routes } from '../../src/app/routes';

/** Renders the real app (layout, header, footer) at one path, as a visitor would see it. */
export function AppAtRoute({ path, routeTable = routes }: { path: string; routeTable?: RouteObject[] }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <App routeTable={routeTable} />
    </MemoryRouter>
  );
}
