import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';

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
export function lazyPage<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPage(props: Props): ReactNode {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    );
  };
}
