import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/** Holds a page's place if something in it waits for code while the page is drawn anew. */
function PageLoading() {
  return <Box aria-busy="true" sx={{ minHeight: '100vh' }} />;
}

/** A page component whose code loads on its own, with `load()` to fetch it ahead of rendering. */
export type LazyPage<Props extends object> = ((props: Props) => ReactNode) & {
  load: () => Promise<unknown>;
};

/**
 * A page whose code loads on its own, so visitors of one page never download the others.
 *
 * The prerenderer and the client entry load the code of the page they render first (`load()`), so
 * that page is a boundary React can take over as soon as it is asked to: a page still waiting for
 * its code would be one React cannot take over, and an update reaching it meanwhile (an in-page
 * link changes the location) makes React drop its markup and draw it again from scratch.
 * A page reached by in-app navigation whose code has not loaded yet suspends the navigation, a
 * transition: the page being left stays on screen until the next one can be drawn, with no
 * placeholder in between.
 */
export function lazyPage<Props extends object>(
  loadComponent: () => Promise<ComponentType<Props>>,
): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  const load = () =>
    loadComponent().then((component) => {
      loaded = component;
      return component;
    });
  const LoadingPage = lazy(() => load().then((component) => ({ default: component })));
  function Page(props: Props): ReactNode {
    // Decided once per mount: a page must not turn into another component while it is shown.
    const [Loaded] = useState(() => loaded);
    if (!Loaded) return <LoadingPage {...props} />;
    // A boundary of its own, so React takes the page over in a pass after the frame around it (two
    // shorter tasks, not one long one). Its code is there: an update reaching it before that pass
    // makes React take it over at once, never drop its markup.
    return (
      <Suspense fallback={<PageLoading />}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Object.assign(Page, { load });
}
