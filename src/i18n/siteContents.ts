import { content as defaultContent } from '../content';
import { composeContent } from '../content/compose';
import type { ContentStrings } from '../content/schema';
import type { SiteContent } from '../content/types';
import { languages } from '../content/languages';
import { defaultLocale, locales, type Locale } from './locales';

/**
 * Each language's copy. The default language's is part of the app's main code (it is every
 * component's default); the others are chunks of their own (the language table's `words`), so a
 * page downloads only the language it shows.
 */
export const loadSiteContent = Object.fromEntries(
  locales.map((locale) => [
    locale,
    locale === defaultLocale
      ? () => Promise.resolve(defaultContent)
      : () => languages[locale].words().then(({ words }) => composeContent(locale, words as ContentStrings)),
  ]),
) as Record<Locale, () => Promise<SiteContent>>;
