/**
 * The site's languages and where each page lives in each of them. English is the default and
 * keeps the site's root; every other language lives under its own prefix (`/de/`). Routes, the
 * language switch, the document head, the sitemap and the hosting rules all read this one table.
 */
export const locales = ['en', 'de'] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

export interface LocaleInfo {
  /** The language's name in the language itself: how the switch offers it. */
  name: string;
  /** BCP 47 tag for `Intl` (dates). */
  intl: string;
  /** Open Graph's `og:locale` form. */
  og: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { name: 'English', intl: 'en-GB', og: 'en_GB' },
  de: { name: 'Deutsch', intl: 'de-DE', og: 'de_DE' },
};

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

/** Where each language's not-found page is prerendered (`404.html` under its root). */
export const notFoundFile = (locale: Locale): string => `${localeRoot(locale)}404.html`;

/** The language of a path: the one whose prefix it starts with, English otherwise. */
export function localeOfPath(pathname: string): Locale {
  const prefixed = locales.find(
    (locale) =>
      locale !== defaultLocale &&
      (pathname === localeRoot(locale).slice(0, -1) || pathname.startsWith(localeRoot(locale))),
  );
  return prefixed ?? defaultLocale;
}

/** Which page a path is, in its language; undefined for unknown paths. */
export function pageOfPath(pathname: string): PageKey | undefined {
  const paths = pagePaths[localeOfPath(pathname)];
  const normalized = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return pageKeys.find(
    (key) => paths[key] === pathname || paths[key] === normalized || paths[key] === `${normalized}/`,
  );
}

/** A link to a section of a language's home page, e.g. `/de/#about`. */
export function sectionHref(locale: Locale, anchor: string): string {
  return `${localeRoot(locale)}#${anchor}`;
}

/**
 * The same page in another language (the home page for an unknown path), keeping a section
 * anchor when one is given.
 */
export function alternateHref(pathname: string, locale: Locale, hash = ''): string {
  const page = pageOfPath(pathname) ?? 'home';
  return `${pagePaths[locale][page]}${page === 'home' ? hash : ''}`;
}

/**
 * The first of the browser's preferred languages (`navigator.languages`, best first) that the site
 * has, by primary subtag: `de-AT` counts as German. Undefined when none of them is offered.
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const primary = language.toLowerCase().split('-')[0];
    const match = locales.find((locale) => locale === primary);
    if (match) return match;
  }
  return undefined;
}
