import type { ComponentType } from 'react';
import { MemoryRouter, type RouteObject } from 'react-router-dom';
import { App } from '@/app/App';
import { siteRoutes } from '@/app/siteRoutes';
import { alternateHref, localeOfPath, localeRoot, pageOfPath } from '@/i18n/locales';
import { useLocale } from '@/i18n/SiteContentProvider';
import type { AccessibilityNotes } from '../../.storybook/docs';

export interface AppAtRouteProps {
  path: string;
  routeTable?: RouteObject[];
}

/**
 * Renders the real app (layout, header, footer) at one path, as a visitor would see it. The app
 * takes its language from the path, so the path follows the toolbar's language (`/terms` becomes
 * `/de/nutzungsbedingungen`).
 */
export function AppAtRoute({ path, routeTable = siteRoutes }: AppAtRouteProps) {
  const locale = useLocale();
  // A path no page has (the 404's) stays unknown in the other language too.
  const localized =
    localeOfPath(path) === locale
      ? path
      : pageOfPath(path)
        ? alternateHref(path, locale)
        : `${localeRoot(locale)}${path.slice(1)}`;
  return (
    <MemoryRouter initialEntries={[localized]}>
      <App routeTable={routeTable} />
    </MemoryRouter>
  );
}

/**
 * What every page story shares: the page is the subject of the docs page (its doc comment is the
 * description, its props the props table), but each story draws the real app with its own router
 * at the story's path, as a visitor sees it; the route table stays out of the controls, and the
 * page-level accessibility rule ("bypass blocks": a skip link, headings, landmarks) that
 * component stories leave out is back on. How a keyboard and a screen reader go through the page
 * is the page's to say.
 */
export function pageStory(page: ComponentType<never>, accessibility: Required<AccessibilityNotes>) {
  // The page's own props, as docgen read them for the props table (where Storybook reads them).
  const pageProps = Object.keys(
    (page as { __docgenInfo?: { props?: Record<string, unknown> } }).__docgenInfo?.props ?? {},
  );
  return {
    // The page is never rendered with the story's args (the app renders it from the route), so
    // its props only describe it: the stories' args are the path's.
    component: page as ComponentType<AppAtRouteProps>,
    render: ({ path, routeTable }: AppAtRouteProps) => <AppAtRoute path={path} routeTable={routeTable} />,
    argTypes: {
      path: {
        description: 'The address the app opens at; it follows the toolbar’s language.',
        type: { name: 'string', required: true },
        control: 'text',
      },
      routeTable: { control: false, table: { disable: true } },
      // Listed with their descriptions but without a control: a value typed there would reach
      // nothing, since the app gives the page its props from the route.
      ...Object.fromEntries(pageProps.map((name) => [name, { control: false }])),
    },
    parameters: { router: 'own', a11y: { config: { rules: [] } }, accessibility },
  } as const;
}
