import { onPrerenderedPage } from '../../../hooks/useHydrated';
import { isNearViewport } from '../../../hooks/whenNearViewport';

/** The id of the form's heading, which also names the form. */
export const formTitleId = 'contact-form-title';

/**
 * Whether React is taking over the form as the prerendered page shows it, rather than drawing it
 * anew: the app took over a prerendered page and the form is on it before React has drawn it.
 * After an in-app navigation the form is drawn anew (the page being left has none).
 */
export function formIsPrerendered(): boolean {
  return onPrerenderedPage() && document.getElementById(formTitleId) !== null;
}

/**
 * Whether the prerendered form is away from the screen as the app takes the page over: React can
 * leave it as it is until it comes near. A page that opens on it or near it (a link to #contact, a
 * reload further down) has it taken over with the rest, so a press on Send waits for no more.
 */
export function prerenderedFormIsAway(): boolean {
  const heading = formIsPrerendered() ? document.getElementById(formTitleId) : null;
  return heading !== null && !isNearViewport(heading.closest('form') ?? heading);
}
