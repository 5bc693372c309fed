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

/** Called by the client entry as it starts to hydrate a prerendered page (not when it draws one from scratch). */
export function markPrerenderedPage(): void {
  document.documentElement.dataset.app = 'prerendered';
}

/** Whether the app took over a prerendered page (false on the server, in Storybook and in tests). */
export function onPrerenderedPage(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.app === 'prerendered';
}

/** True while React hydrates this component on the prerendered page. */
export function useHydratingPrerenderedPage(): boolean {
  const hydrating = !useHydrated();
  return hydrating && onPrerenderedPage();
}
