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
 * runs this module (src/app/boot/pageBoot.js). React then attaches to the markup that is already
 * shown. The visitor may be scrolling or typing meanwhile, so the work is cut into short tasks
 * (evaluating the modules, building the theme, adopting the server's styles, hydrating) rather
 * than one long one that a phone would spend unresponsive.
 */
async function hydratePrerenderedPage(root: HTMLElement) {
  await nextTask();
  getTheme();
  await nextTask();
  const cache = createEmotionCache();
  await nextTask();
  // As a transition, hydration yields to the browser between small slices of work.
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
