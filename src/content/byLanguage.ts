import { composeContent } from './compose.ts';
import { content } from './index.ts';
import { defaultLocale, languages, locales, type Locale } from './languages.ts';
import type { ContentStrings } from './schema';
import type { SiteContent } from './types';

/**
 * Every language's words and composed content at once, for what reads them all: the build's
 * content check and font subsets, Storybook's language toolbar, the tests. (The site itself loads
 * each language's copy on its own: `src/i18n/siteContents.ts`.)
 */
export const wordsByLocale = Object.fromEntries(
  await Promise.all(
    locales.map(async (locale) => [locale, (await languages[locale].words()).words as ContentStrings]),
  ),
) as Record<Locale, ContentStrings>;

/** The default language's is the one the components import (`src/content/index.ts`), not a copy. */
export const contentByLocale = Object.fromEntries(
  locales.map((locale) => [
    locale,
    locale === defaultLocale ? content : composeContent(locale, wordsByLocale[locale]),
  ]),
) as Record<Locale, SiteContent>;
