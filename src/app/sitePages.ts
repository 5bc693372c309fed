import {
  isLegalPage,
  localeRoot,
  locales,
  pageKeys,
  pagePaths,
  type LegalPageKey,
  type Locale,
} from '../i18n/locales';
import type { RoutePage } from './routeMeta';

/**
 * Which route module draws a page: `src/app/routes/<module>.tsx`. The legal pages share one; every
 * other page has its own, named by its key.
 */
export type PageModule = 'legal' | Exclude<RoutePage, LegalPageKey>;

/** One page of the site in one language, at its address (the not-found page at its language's catch-all). */
export interface SitePage {
  /** The route's id, unique across languages (`de.terms`). */
  id: string;
  locale: Locale;
  page: RoutePage;
  path: string;
  module: PageModule;
}

const moduleOf = (page: RoutePage): PageModule => (isLegalPage(page) ? 'legal' : page);

/**
 * Every page in every language, read from the language table (`src/content/languages.ts`): the
 * router's routes, the prerendered paths, the sitemap and the tests' route lists all come from here.
 */
export const sitePages: readonly SitePage[] = locales.flatMap((locale) =>
  [...pageKeys, 'notFound' as const].map((page) => ({
    id: `${locale}.${page}`,
    locale,
    page,
    path: page === 'notFound' ? `${localeRoot(locale)}*` : pagePaths[locale][page],
    module: moduleOf(page),
  })),
);

/** Paths prerendered to `<path>/index.html`: every page but the catch-alls. */
export const prerenderPaths: readonly string[] = sitePages
  .filter(({ page }) => page !== 'notFound')
  .map(({ path }) => path);

/**
 * The path each language's not-found page is prerendered at (its catch-all matches it); the build
 * moves the result to that language's `404.html`, which static hosts serve for unknown paths.
 */
export const notFoundPaths: Record<Locale, string> = Object.fromEntries(
  locales.map((locale) => [locale, `${localeRoot(locale)}404`]),
) as Record<Locale, string>;
