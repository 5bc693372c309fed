import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { lazyComponent } from './lazyComponent';

/**
 * Marks <html> once React has taken over the page's content (tests wait for it). It sits inside
 * the page's Suspense boundary, so it fires only when the page itself is hydrated, not just the
 * header around it.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * Shown only when a visitor navigates in the app to a page whose code is not loaded yet (a first
 * visit is prerendered HTML, which stays on screen while its code arrives). It keeps the footer
 * below the fold instead of letting it jump up for a moment.
 */
function PageLoading() {
  return <Box aria-busy="true" sx={{ minHeight: '100vh' }} />;
}

/**
 * A page whose code loads on its own, so visitors of one page never download the others. On the
 * client React keeps the prerendered markup until the code has arrived, then hydrates it
 * (selective hydration), so nothing on screen changes.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  /** Until when the page's code may wait (see firstInteraction). */
  when?: Promise<void>,
) {
  const Page = lazyComponent(load, when);
  return function LazyPage(props: Props): ReactNode {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
        <HydrationMarker />
      </Suspense>
    );
  };
}
