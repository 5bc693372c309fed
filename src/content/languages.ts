/**
 * The site's languages and where each page lives in each of them. English is the default and
 * keeps the site's root; every other language lives under its own prefix (`/de/`). Routes, the
 * language switch, the document head, the sitemap, the hosting rules and every link the content
 * makes to a page or a section read this one table.
 */

/** The pages that exist in every language (the 404 page is per language too, but has no address). */
export const pageKeys = ['home', 'terms', 'privacy', 'imprint'] as const;
export type PageKey = (typeof pageKeys)[number];

export interface Language {
  /** The language's name in the language itself: how the switch offers it. */
  name: string;
  /** BCP 47 tag for `Intl` (dates, numbers). */
  intl: string;
  /** Open Graph's `og:locale` form. */
  og: string;
  /** Each page's address in this language; every language but the first lives under its own prefix. */
  paths: Record<PageKey, string>;
}

/**
 * The site's languages, the default first. Adding one is an entry here and its words file
 * (`src/content/<code>.ts`, registered in `src/content/byLanguage.ts`).
 */
export const languages = {
  en: {
    name: 'English',
    intl: 'en-GB',
    og: 'en_GB',
    paths: { home: '/', terms: '/terms', privacy: '/privacy', imprint: '/imprint' },
  },
  de: {
    name: 'Deutsch',
    intl: 'de-DE',
    og: 'de_DE',
    paths: {
      home: '/de/',
      terms: '/de/nutzungsbedingungen',
      privacy: '/de/datenschutz',
      imprint: '/de/impressum',
    },
  },
} as const satisfies Record<string, Language>;

export type Locale = keyof typeof languages;
export const locales = Object.keys(languages) as Locale[];
export const defaultLocale: Locale = 'en';

/** Each page's path in each language. */
export const pagePaths = Object.fromEntries(
  locales.map((locale) => [locale, languages[locale].paths]),
) as Record<Locale, Record<PageKey, string>>;

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
