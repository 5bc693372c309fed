/**
 * The site's languages and where each page lives in each of them. English is the default and
 * keeps the site's root; every other language lives under its own prefix (`/de/`). Routes, the
 * language switch, the document head, the sitemap, the hosting rules and every link the content
 * makes to a page or a section read this one table.
 */
export const locales = ['en', 'de'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** The pages that exist in every language (the 404 page is per language too, but has no address). */
export const pageKeys = ['home', 'terms', 'privacy', 'imprint'] as const;
export type PageKey = (typeof pageKeys)[number];

/** Each page's path in each language. German pages have German addresses. */
export const pagePaths: Record<Locale, Record<PageKey, string>> = {
  en: { home: '/', terms: '/terms', privacy: '/privacy', imprint: '/imprint' },
  de: {
    home: '/de/',
    terms: '/de/nutzungsbedingungen',
    privacy: '/de/datenschutz',
    imprint: '/de/impressum',
  },
};

/** The prefix under which a language's pages (and its 404 page) live: `/` or `/de/`. */
export const localeRoot = (locale: Locale): string => pagePaths[locale].home;

/** A link to a section of a language's home page, e.g. `/de/#about`. */
export function sectionHref(locale: Locale, anchor: string): string {
  return `${localeRoot(locale)}#${anchor}`;
}

/** A link to a page in a language, e.g. `/de/datenschutz`. */
export function pageHref(locale: Locale, page: PageKey): string {
  return pagePaths[locale][page];
}
