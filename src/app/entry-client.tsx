import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { AppProviders } from './AppProviders';
import { createEmotionCache } from './emotionCache';
import { loadDeferredCodeAtFirstInteraction, loadDeferredCodeNow } from './firstInteraction';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const app = (
  <StrictMode>
    <AppProviders cache={createEmotionCache()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// Built pages are prerendered: React only attaches to the markup that is already shown, and the
// parts that need no script until the visitor acts are hydrated at the first interaction.
// The dev server sends the empty template, so there it renders everything from scratch.
if (container.firstElementChild) {
  loadDeferredCodeAtFirstInteraction();
  // As a transition, hydration yields to the browser between small slices of work instead of
  // blocking the main thread in one long task (the page is already painted and readable).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  loadDeferredCodeNow();
  createRoot(container).render(app);
}
