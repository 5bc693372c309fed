import type { ReactNode } from 'react';
import type { Locale } from '../content/languages';
import { useLocale } from '../i18n/SiteContentProvider';

/**
 * Text that may be in another language than the page (an English talk title on a German page):
 * marked with its `lang` there, so screen readers pronounce it in its own language and the browser
 * hyphenates it by that language's rules. In the page's own language it is the bare text.
 */
export function TextInLanguage({
  language,
  children,
}: {
  /**
   * The language the text is written in; none when it is the page's.
   * @default none
   */
  language?: Locale;
  /** The text. */
  children: ReactNode;
}) {
  const locale = useLocale();
  if (!language || language === locale) return children;
  return <span lang={language}>{children}</span>;
}
