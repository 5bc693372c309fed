import { content } from '@/content';
import { contentDe } from '@/content/de';

/** Every prerendered route with the heading a visitor should see first. */
export const siteRoutes = [
  { path: '/', name: 'home', heading: content.hero.headline },
  { path: '/terms', name: 'terms', heading: content.terms.title },
  { path: '/privacy', name: 'privacy', heading: content.privacy.title },
  { path: '/imprint', name: 'imprint', heading: content.imprint.title },
  { path: '/de/', name: 'de-home', heading: contentDe.hero.headline },
  { path: '/de/nutzungsbedingungen', name: 'de-terms', heading: contentDe.terms.title },
  { path: '/de/datenschutz', name: 'de-privacy', heading: contentDe.privacy.title },
  { path: '/de/impressum', name: 'de-imprint', heading: contentDe.imprint.title },
] as const;

export const unknownPath = '/no-such-page';

/** Each language's not-found page, as the route snapshots name them. */
export const notFoundRoutes = [
  { path: unknownPath, name: 'not-found' },
  { path: '/de/gibt-es-nicht', name: 'de-not-found' },
] as const;

export const schemes = ['light', 'dark'] as const;

/** Phone and desktop widths that every route is checked at. */
export const widths = { phone: 375, desktop: 1280 } as const;

/** The date the visual tests pretend it is, so the footer year does not change the snapshots. */
export const fixedNow = new Date('2026-06-15T12:00:00Z');
