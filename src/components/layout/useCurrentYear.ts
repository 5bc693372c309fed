import { useSyncExternalStore } from 'react';

// The year changes too rarely to be worth a timer; a reload picks up the new one.
const subscribe = () => () => undefined;

/**
 * The current calendar year. The prerendered HTML carries the build year; after hydration the
 * visitor's clock takes over, so a page built in December still shows the right year in January.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
