import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { createEmotionCache } from './emotionCache';
import { routes } from './routes';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState;
  }
}

/** Marks <html> once React has taken over the page (tests and CSS can wait for it). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

const router = createBrowserRouter(routes, { hydrationData: window.__staticRouterHydrationData });
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const app = (
  <StrictMode>
    <AppProviders cache={createEmotionCache()}>
      <RouterProvider router={router} />
      <HydrationMarker />
    </AppProviders>
  </StrictMode>
);

// Built pages are prerendered: React only attaches to the markup that is already shown.
// The dev server sends the empty template, so there it renders from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
