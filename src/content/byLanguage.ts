import { contentDe, de } from './de.ts';
import { en } from './en.ts';
import { content } from './index.ts';
import type { Locale } from './languages.ts';
import type { ContentStrings } from './schema';
import type { SiteContent } from './types';

/**
 * Every language's words and composed content at once, for what reads them all: the build's
 * content check and font subsets, Storybook's language toolbar, the tests. (The site itself loads
 * each language's copy on its own: `src/i18n/siteContents.ts`.)
 */
export const wordsByLocale: Record<Locale, ContentStrings> = { en, de };

export const contentByLocale: Record<Locale, SiteContent> = { en: content, de: contentDe };
