import { contentByLocale } from '@/content/byLanguage';
import type { SiteContent } from '@/content/types';
import type { Locale } from '@/i18n/locales';

/** The language of the Storybook toolbar, or of the story's own `globals`. */
export function localeFor(globals: Record<string, unknown>): Locale {
  return (globals.locale as Locale | undefined) ?? 'en';
}

/**
 * The content in the story's language: what a play function looks for, so that it passes in
 * either language.
 */
export function contentFor(globals: Record<string, unknown>): SiteContent {
  return contentByLocale[localeFor(globals)];
}

/** The toolbar's colour scheme and the other one: where a play function starts, and where it goes. */
export function schemesFrom(globals: Record<string, unknown>): ['light', 'dark'] | ['dark', 'light'] {
  return globals.theme === 'dark' ? ['dark', 'light'] : ['light', 'dark'];
}

/**
 * The name a screen reader gives a link that opens a new tab: its text, then the note that says
 * so ("View the exhibition (opens in a new tab)").
 */
export function newTabLinkName(globals: Record<string, unknown>, text: string): string {
  return `${text} ${contentFor(globals).chrome.opensInNewTab}`;
}
