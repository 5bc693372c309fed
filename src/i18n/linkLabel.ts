import type { Link } from '../content/types';
import { localeInfo } from './locales';
import { useLocale, useSiteContent } from './SiteContentProvider';

/**
 * A link's label as the page shows it: when what it opens is in another language than the page
 * (an English résumé on a German page), the label names that language, so nobody is surprised.
 */
export function useLinkLabel(link: Link): string {
  const locale = useLocale();
  const { chrome } = useSiteContent();
  if (!link.language || link.language === locale) return link.label;
  return `${link.label} (${chrome.languageNames[link.language] ?? localeInfo[link.language].name})`;
}
