import { useMemo, type ReactNode } from 'react';
import { Outlet, Scripts, useLocation } from 'react-router';
import { PagePrefetch } from '../components/links/pagePrefetch';
import { localeOfPath } from '../i18n/locales';
import { ErrorPage } from '../pages/ErrorPage';
import { SiteShell } from './SiteShell';
import { AppProviders } from './AppProviders';
import { createEmotionCache } from './emotionCache';
import { PrefetchPages } from './PrefetchPages';
import { StaticPartLinks } from './StaticPartLinks';

/**
 * The document every page shares. Its head holds only what is the same everywhere: the prerenderer
 * adds each page's own tags, scripts and styles (entry.server.tsx).
 */
export function Layout({ children }: { children: ReactNode }) {
  const lang = localeOfPath(useLocation().pathname);
  return (
    // The scheme and boot scripts set attributes on <html> before React takes it over.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <div id="root">{children}</div>
        <Scripts />
      </body>
    </html>
  );
}

// In the browser, one styles cache for the page's life; the prerenderer provides its own per page.
const browserCache = typeof document === 'undefined' ? undefined : createEmotionCache();

function Providers({ children }: { children: ReactNode }) {
  return (
    <AppProviders cache={browserCache}>
      <PagePrefetch value="intent">{children}</PagePrefetch>
    </AppProviders>
  );
}

/**
 * The site. When a navigation starts, React Router renders every route's element again to say it is
 * loading, before the new page is known; nothing here reads that state, and the element (like each
 * page route's) is kept so that the press does not render the page it leaves once more.
 */
export default function Root() {
  return useMemo(
    () => (
      <Providers>
        <SiteShell>
          <Outlet />
        </SiteShell>
        <PrefetchPages />
        <StaticPartLinks />
      </Providers>
    ),
    [],
  );
}

/** What the router shows if a page fails outside the shell's own error boundary. */
export function ErrorBoundary() {
  return (
    <Providers>
      <ErrorPage />
    </Providers>
  );
}
