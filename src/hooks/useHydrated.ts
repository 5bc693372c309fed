import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React hydrates the prerendered markup (so the first render matches the static
 * HTML), true right after. Unlike a state set in an effect, it needs no extra commit on pages
 * rendered from scratch. On a prerendered page React draws every component that calls it again,
 * synchronously, right after hydrating: call it in the small component that shows the
 * difference (the form's character count), not in the one around it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * Whether React is hydrating the prerendered page (the client entry marks <html data-app> as it
 * starts to), rather than prerendering it or rendering from scratch (a page reached by in-app
 * navigation, Storybook, tests).
 */
export function useHydratingPrerenderedPage(): boolean {
  const hydrating = !useHydrated();
  return hydrating && typeof document !== 'undefined' && document.documentElement.dataset.app === 'on';
}
