import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { EmotionCache } from '@emotion/react';
import { getTheme } from '../theme/theme';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { createEmotionCache } from './emotionCache';

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
 * Built pages are prerendered and work by themselves until the visitor's first gesture, which
 * runs this module (src/app/boot/pageBoot.js). React then attaches to the markup already shown,
 * leaving the static parts as they are (StaticPart). The visitor may be scrolling or typing
 * meanwhile, so the work is cut into short tasks (building the theme, adopting the server's
 * styles, hydrating as a transition, which yields between slices) rather than one long one.
 */
async function hydratePrerenderedPage(root: HTMLElement) {
  await nextTask();
  getTheme();
  await nextTask();
  const cache = createEmotionCache();
  await nextTask();
  // From here React answers the controls (the boot code's stand-in for the scheme toggle stops),
  // and the static parts are left as they are (StaticPart).
  document.documentElement.dataset.app = 'on';
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
  document.documentElement.dataset.app = 'on';
  createRoot(container).render(app(createEmotionCache()));
}
