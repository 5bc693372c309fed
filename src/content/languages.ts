/**
 * The site's languages and where each page lives in each of them. English is the default and
 * keeps the site's root; every other language lives under its own prefix (`/de/`). Routes, the
 * language switch, the document head, the sitemap, the hosting rules and every link the content
 * makes to a page or a section read this one table.
 */

/** The legal pages: one route module draws them all (`src/app/routes/legal.tsx`). */
export const legalPageKeys = ['terms', 'privacy', 'imprint'] as const;
export type LegalPageKey = (typeof legalPageKeys)[number];

/** The pages that exist in every language (the 404 page is per language too, but has no address). */
export const pageKeys = ['home', ...legalPageKeys] as const;
export type PageKey = (typeof pageKeys)[number];

export const isLegalPage = (page: string): page is LegalPageKey =>
  (legalPageKeys as readonly string[]).includes(page);

export interface Language {
  /** The language's name in the language itself: how the switch offers it. */
  name: string;
  /** BCP 47 tag for `Intl` (dates, numbers). */
  intl: string;
  /** Open Graph's `og:locale` form. */
  og: string;
  /** Each page's address in this language; every language but the first lives under its own prefix. */
  paths: Record<PageKey, string>;
  /** The picture link previews show, in `public/` (`npm run share-image` makes one per language). */
  shareImage: string;
  /**
   * Its words file, `src/content/words/<code>.ts`, loaded on its own so that a page fetches only
   * its language. The file checks itself (`satisfies ContentStrings`).
   */
  words: WordsLoader;
}

/**
 * Asserted, not inferred: the words file's type is built from this table's keys, so inferring the
 * table's type from the file would go in a circle.
 */
type WordsLoader = () => Promise<{ words: object }>;

/**
 * The site's languages, the default first. Adding one is an entry here and its words file
 * (`src/content/words/<code>.ts`); everything that lists the languages reads this table.
 */
export const languages = {
  en: {
    name: 'English',
    intl: 'en-GB',
    og: 'en_GB',
    paths: { home: '/', terms: '/terms', privacy: '/privacy', imprint: '/imprint' },
    shareImage: '/og-image.png',
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- see WordsLoader
    words: (() => import('./words/en.ts')) as WordsLoader,
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
    shareImage: '/og-image-de.png',
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- see WordsLoader
    words: (() => import('./words/de.ts')) as WordsLoader,
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
