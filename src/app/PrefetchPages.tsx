import { useContext, useEffect } from 'react';
import { UNSAFE_FrameworkContext as FrameworkContext } from 'react-router';
import { locales } from '../i18n/locales';
import { siteContent } from '../i18n/siteContents';
import { sitePages } from './sitePages';

/** The routes a link leads to (none leads to a not-found page). */
const linkedRoutes = sitePages.filter(({ page }) => page !== 'notFound').map(({ id }) => id);

/** Runs `task` when the browser is idle (or after a moment where it cannot say), returns a cancel. */
function whenIdle(task: () => void): () => void {
  // Safari has no idle callbacks yet.
  if (typeof window.requestIdleCallback !== 'function') {
    const id = setTimeout(task, 1000);
    return () => {
      clearTimeout(id);
    };
  }
  const id = window.requestIdleCallback(task, { timeout: 2000 });
  return () => {
    window.cancelIdleCallback(id);
  };
}

/** Asks the browser to fetch and compile a module it has not been asked for yet. */
function preloadModule(href: string) {
  const known = Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'),
    ({ href }) => href,
  );
  const url = new URL(href, location.href).href;
  if (known.includes(url)) return;
  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: url }));
}

/**
 * Once the browser is idle after the app started: fetches every page's code (each linked route's
 * module and what it imports, from the router's manifest) and every language's copy, so that a
 * link's press goes straight to drawing the page, and once the copies have come lets the router
 * take links to other pages (until then the boot script leaves them to the browser, see
 * pageBoot.js; if a copy never comes, it always does). Preload links for the code, not imports: a
 * module that fails to arrive here is only not there yet, where React Router's own prefetch would
 * reload the page the visitor is reading.
 */
export function PrefetchPages() {
  const framework = useContext(FrameworkContext);
  useEffect(
    () =>
      whenIdle(() => {
        for (const id of linkedRoutes) {
          const route = framework?.manifest.routes[id];
          if (route) [route.module, ...(route.imports ?? [])].forEach(preloadModule);
        }
        // The language switch draws the other language's page at once only with its copy here.
        Promise.all(locales.map(siteContent)).then(
          () => {
            document.documentElement.setAttribute('data-app-links', '');
          },
          () => undefined,
        );
      }),
    [framework],
  );
  return null;
}
