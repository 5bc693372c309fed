import { content as englishContent } from '../content';
import type { SiteContent } from '../content/types';
import type { Locale } from './locales';

/**
 * Each language's copy. English is part of the app's main code (it is every component's default);
 * the others are chunks of their own, so a page downloads only the language it shows.
 */
export const loadSiteContent: Record<Locale, () => Promise<SiteContent>> = {
  en: () => Promise.resolve(englishContent),
  de: () => import('../content/de').then((module) => module.contentDe),
};
