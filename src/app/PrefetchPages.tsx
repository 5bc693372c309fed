import { useEffect, useState } from 'react';
import { PrefetchPageLinks, useLocation } from 'react-router';
import { pagePaths } from '../content/languages';
import { localeOfPath } from '../i18n/locales';

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

/**
 * Once the browser is idle after the app started: fetches the code of every other page in the
 * visitor's language (React Router's own prefetch links), so that a link's press goes straight to
 * drawing the page, and from then on lets the app's router take links to other pages (until then
 * the boot script leaves them to the browser, see pageBoot.js). The prefetch links are rendered
 * only until the first navigation: by then every page's code is in.
 */
export function PrefetchPages() {
  const { pathname } = useLocation();
  const [startPath] = useState(pathname);
  const [idle, setIdle] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        document.documentElement.setAttribute('data-app-links', '');
        setIdle(true);
      }),
    [],
  );
  if (!idle || pathname !== startPath) return null;
  return Object.values(pagePaths[localeOfPath(pathname)])
    .filter((path) => path !== pathname)
    .map((path) => <PrefetchPageLinks key={path} page={path} />);
}
