import { contentByLocale } from '@/content/byLanguage';
import { sitePages } from '@/app/sitePages';
import { defaultLocale, locales, pagePaths } from '@/i18n/locales';

/** Every prerendered route (from the site's page table) with the heading a visitor should see first. */
export const siteRoutes = sitePages.flatMap(({ locale, page, path }) => {
  if (page === 'notFound') return [];
  const name = locale === defaultLocale ? page : `${locale}-${page}`;
  const heading =
    page === 'home' ? contentByLocale[locale].hero.headline : contentByLocale[locale][page].title;
  return [{ path, name, heading, locale, page }];
});

export const unknownPath = '/no-such-page';

/** Each language's not-found page, as the route snapshots name them. */
export const notFoundRoutes = locales.map((locale) =>
  locale === defaultLocale
    ? { path: unknownPath, name: 'not-found' }
    : { path: `${pagePaths[locale].home}no-such-page`, name: `${locale}-not-found` },
);

export const schemes = ['light', 'dark'] as const;

/** Phone and desktop widths that every route is checked at. */
export const widths = { phone: 375, desktop: 1280 } as const;

/** The date the visual tests pretend it is, so the footer year does not change the snapshots. */
export const fixedNow = new Date('2026-06-15T12:00:00Z');
