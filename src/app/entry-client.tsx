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

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

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
 * runs this module after the first paint. React then attaches to the markup already shown,
 * leaving the static parts as they are (StaticPart). The visitor may be scrolling or typing
 * meanwhile, so the work is cut into short tasks (building the theme, adopting the server's
 * styles, hydrating as a transition, which yields between slices) rather than one long one.
 */
async function hydratePrerenderedPage(root: HTMLElement) {
  const pageCode = loadPageCode(location.pathname);
  await nextTask();
  getTheme();
  await nextTask();
  const cache = createEmotionCache();
  await pageCode;
  await nextTask();
  // The static parts are left as they are (StaticPart), the form as the visitor left it.
  markPrerenderedPage();
  startTransition(() => {
    hydrateRoot(root, app(cache));
  });
}

// The dev server sends the empty template, so there it renders everything from scratch.
if (container.firstElementChild) {
  void hydratePrerenderedPage(container);
} else {
  // What the boot code of built pages sets: scripts run (the contact form shows, not its no-script note).
  document.documentElement.dataset.scripting = 'on';
  createRoot(container).render(app(createEmotionCache()));
}
