import { content as englishContent } from '../content';
import type { SiteContent } from '../content/types';
import { locales, type Locale } from './locales';

/**
 * Each language's copy. English is part of the app's main code (it is every component's default);
 * the others are chunks of their own, so a page downloads only the language it shows.
 */
export const loadSiteContent: Record<Locale, () => Promise<SiteContent>> = {
  en: () => Promise.resolve(englishContent),
  de: () => import('../content/de').then((module) => module.contentDe),
};

/** Every language's copy at once (the build, the hosting rules, the tests). */
export async function loadAllSiteContent(): Promise<Record<Locale, SiteContent>> {
  const entries = await Promise.all(
    locales.map(async (locale) => [locale, await loadSiteContent[locale]()] as const),
  );
  return Object.fromEntries(entries) as Record<Locale, SiteContent>;
}
