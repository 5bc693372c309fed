import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { EmotionCache } from '@emotion/react';
import { getTheme } from '../theme/theme';
import { App } from './App';
import { loadPageCode } from './routes';
import { AppProviders } from './AppProviders';
import { createEmotionCache } from './emotionCache';
import { markPrerenderedPage } from '../hooks/useHydrated';

const app = (cache: EmotionCache) => (
  <StrictMode>
    <AppProviders cache={cache}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

/** Resolves in a new task, so the browser can paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Built pages are prerendered and work by themselves; their boot code (src/app/boot/pageBoot.js)
 * runs this module after the first paint, and React attaches to the markup already shown, leaving
 * the static parts as they are (StaticPart). The visitor may be scrolling or typing meanwhile, so
 * the work comes in short tasks: the theme, the styles cache, then hydration as a transition, which
 * yields between slices.
 */
async function hydratePrerenderedPage(root: HTMLElement) {
  const pageCode = loadPageCode(location.pathname);
  await nextTask();
  getTheme();
  await nextTask();
  const cache = createEmotionCache();
  await pageCode;
  await nextTask();
  markPrerenderedPage();
  startTransition(() => {
    hydrateRoot(root, app(cache));
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render into.');
// The dev server sends the empty template, so there the app draws everything from scratch.
if (root.firstElementChild) {
  void hydratePrerenderedPage(root);
} else {
  // What the boot code sets on built pages: scripts run (the contact form shows, not its no-script note).
  document.documentElement.dataset.scripting = 'on';
  createRoot(root).render(app(createEmotionCache()));
}
