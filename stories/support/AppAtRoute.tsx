import { MemoryRouter, type RouteObject } from 'react-router-dom';
import { App } from '../../src/app/App';
import { routes } from '../../src/app/routes';
import { alternateHref, localeOfPath } from '../../src/i18n/locales';
import { useLocale } from '../../src/i18n/SiteContentProvider';

/**
 * Renders the real app (layout, header, footer) at one path, as a visitor would see it. The app
 * takes its language from the path, so the path follows the toolbar's language (`/terms` becomes
 * `/de/nutzungsbedingungen`).
 */
export function AppAtRoute({ path, routeTable = routes }: { path: string; routeTable?: RouteObject[] }) {
  const locale = useLocale();
  const localized = localeOfPath(path) === locale ? path : alternateHref(path, locale);
  return (
    <MemoryRouter initialEntries={[localized]}>
      <App routeTable={routeTable} />
    </MemoryRouter>
  );
}

/**
 * What every page story shares: the real app with its own router, the route table hidden from
 * the controls, and the page-level accessibility rule ("bypass blocks": a skip link, headings,
 * landmarks) that component stories leave out.
 */
export const pageStory = {
  component: AppAtRoute,
  argTypes: { routeTable: { control: false, table: { disable: true } } },
  parameters: { router: 'own', a11y: { config: { rules: [] } } },
} as const;
