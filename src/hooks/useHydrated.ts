import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while React hydrates the prerendered markup (so the first render matches the static
 * HTML), true right after. Unlike a state set in an effect, it needs no extra commit on pages
 * rendered from scratch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
