/**
 * What the app does with the site's languages: the name each goes by, the language of an address,
 * the same page in another language, the language a browser prefers. The languages and their
 * page addresses themselves are part of the content (`src/content/languages.ts`), re-exported here.
 */
import {
  defaultLocale,
  languages,
  localeRoot,
  locales,
  pageKeys,
  pagePaths,
  type Language,
  type Locale,
  type PageKey,
} from '../content/languages';

export {
  defaultLocale,
  isLegalPage,
  localeRoot,
  locales,
  pageKeys,
  pagePaths,
  sectionHref,
  type LegalPageKey,
  type Locale,
  type PageKey,
} from '../content/languages';

export type LocaleInfo = Omit<Language, 'paths' | 'words'>;

/** Each language's names (see the language table). */
export const localeInfo: Record<Locale, LocaleInfo> = languages;

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
