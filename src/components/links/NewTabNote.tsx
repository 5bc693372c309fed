import { useSiteContent } from '../../i18n/SiteContentProvider';
import { visuallyHiddenClass } from '../../theme/globalStyles';

/**
 * Hidden from sight, read out with the link's name: "(opens in a new tab)". Sighted visitors see
 * the tab open; a screen reader's user would otherwise find the Back button does nothing.
 */
export function NewTabNote() {
  const { chrome } = useSiteContent();
  return <span className={visuallyHiddenClass}> {chrome.opensInNewTab}</span>;
}
