import { useDeferredValue } from 'react';
import { NavigationType, useNavigationType } from 'react-router-dom';
import { onPrerenderedPage } from './useHydrated';

/**
 * Whether to draw the whole page or only its first screen. On a page reached by a link inside the
 * app, false in the navigation's own task and true in React's background render just after
 * (`useDeferredValue` with an initial value), so the part on screen is painted without waiting
 * for the whole page's render, styles and layout. Everywhere else true at once: the prerender,
 * the page the app takes over (the first location's navigation type is POP), Storybook and tests,
 * and back and forward, where the browser puts the reader back in their place on the whole page.
 * Nothing here depends on hydration, which would draw the whole page again right after it.
 */
export function useRestAfterFirstPaint(): boolean {
  const linkedTo = useNavigationType() !== NavigationType.Pop && onPrerenderedPage();
  return useDeferredValue(true, !linkedTo);
}
