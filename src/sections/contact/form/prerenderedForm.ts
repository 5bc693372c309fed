import { onPrerenderedPage } from '../../../hooks/useHydrated';

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
