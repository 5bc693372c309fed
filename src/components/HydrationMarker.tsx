import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once React has taken over the page's content. The page's boot code
 * (src/app/boot/pageBoot.js) then replays a button pressed before that, and tests wait for it.
 * Rendered inside the page's Suspense boundary, after the page, so it fires only when the whole
 * page is hydrated, not just the header around it.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
