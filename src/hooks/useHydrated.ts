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
 * Whether the app is hydrating the prerendered page: the client entry has marked <html data-app>
 * as it started to, and the page is not marked hydrated yet. False when the page is prerendered or
 * rendered from scratch (a page reached by in-app navigation, Storybook, tests). Read once, when a
 * part mounts; the hook below also follows React's own hydration of the part itself.
 */
export function isHydratingPrerenderedPage(): boolean {
  if (typeof document === 'undefined') return false;
  const { app, hydrated } = document.documentElement.dataset;
  return app === 'on' && hydrated !== 'true';
}

/** True while React hydrates this component on the prerendered page (see isHydratingPrerenderedPage). */
export function useHydratingPrerenderedPage(): boolean {
  const hydrating = !useHydrated();
  return hydrating && typeof document !== 'undefined' && document.documentElement.dataset.app === 'on';
}
