import type { Page } from '@playwright/test';
import { contentByLocale } from '@/content/byLanguage';
import type { SiteContent } from '@/content/types';
import { locales, pagePaths, type Locale } from '@/i18n/locales';

/** One of the site's languages, as a test visits it: its copy, the other language's, its pages. */
export interface SiteLanguage {
  name: string;
  locale: Locale;
  copy: SiteContent;
  /** The texts only other languages have: none may show up on this language's pages. */
  foreign: string[];
  home: string;
  /** A path under this language's prefix that is no page: its 404. */
  unknown: string;
}

/** A language of the table as a test visits it. */
export function siteLanguage(locale: Locale): SiteLanguage {
  return {
    name: new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale,
    locale,
    copy: contentByLocale[locale],
    foreign: locales
      .filter((other) => other !== locale)
      .flatMap((other) => onlyIn(contentByLocale[other], contentByLocale[locale])),
    home: pagePaths[locale].home,
    unknown: `${pagePaths[locale].home}no-such-page`,
  };
}

/** Fields whose values are not language: addresses, ids, and names (which are never translated). */
const languageNeutral = new Set([
  'href',
  'url',
  'scriptUrl',
  'stylesheetUrl',
  'siteUrl',
  'email',
  'lastUpdated',
  'color',
  'anchor',
  'icon',
  'accent',
  'publicKey',
  'serviceId',
  'templateId',
  'detail',
  'company',
  'venue',
  'city',
  'siteName',
]);

/** Every text of a content module a visitor can read, by field. */
function texts(value: unknown, key = ''): string[] {
  if (languageNeutral.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => texts(item, key));
  if (value && typeof value === 'object') {
    // Names of artworks, talks, ventures and people stay as they are in both languages.
    const named = 'image' in value || 'formats' in value || 'features' in value;
    return Object.entries(value).flatMap(([field, child]) =>
      named && (field === 'title' || field === 'name') ? [] : texts(child, field),
    );
  }
  return [];
}

/** The values that are the same in every language: names, addresses, ids. */
function namesIn(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return languageNeutral.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => namesIn(item, key));
  if (value && typeof value === 'object') {
    const named = 'image' in value || 'formats' in value || 'features' in value;
    return Object.entries(value).flatMap(([field, child]) =>
      named && (field === 'title' || field === 'name') ? texts(child) : namesIn(child, field),
    );
  }
  return [];
}

/**
 * The texts only one language has: what must never appear on the other language's pages. Left
 * out: words that are part of a name ("Galerie" in "Galerie Nordlicht") and very short words.
 */
export function onlyIn(language: SiteContent, other: SiteContent): string[] {
  const shared = new Set(texts(other));
  const names = [...namesIn(language), ...namesIn(other)];
  return [...new Set(texts(language))].filter(
    (text) => !shared.has(text) && text.length > 3 && !names.some((name) => name.includes(text)),
  );
}

/** The text a visitor reads or hears: visible text, alt texts, labels, placeholders. */
export async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    // Text marked as another language (`lang`, e.g. the switch's "Deutsch", the offer of the other
    // language) is that language's on purpose, its labels too.
    const pageLanguage = document.documentElement.lang;
    const attributes = Array.from(
      document.querySelectorAll<HTMLElement>('[alt], [aria-label], [placeholder], [title]'),
    )
      .filter((element) => (element.closest<HTMLElement>('[lang]')?.lang ?? pageLanguage) === pageLanguage)
      .flatMap((element) =>
        ['alt', 'aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
      );
    let text = document.body.innerText;
    for (const element of document.body.querySelectorAll<HTMLElement>('[lang]')) {
      if (element.lang !== pageLanguage) text = text.replace(element.innerText, '');
    }
    return [document.title, text, ...attributes].join('\n');
  });
}

/** The candidates that occur in `text` as whole words ("Work" is not found in "Workshops"). */
export function foundIn(text: string, candidates: string[]): string[] {
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return candidates.filter((candidate) =>
    new RegExp(`(^|[^\\p{L}\\p{N}])${escape(candidate)}($|[^\\p{L}\\p{N}])`, 'u').test(text),
  );
}

/** Tests that must hold in every language run once for each of these. */
export const siteLanguages: readonly SiteLanguage[] = locales.map(siteLanguage);
export const english = siteLanguage('en');
