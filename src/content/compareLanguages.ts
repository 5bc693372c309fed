import type { SiteContent } from './types';
import { isRecord, type ContentProblem } from './validateContent.ts';
import { alternateHref, type Locale } from '../i18n/locales.ts';

/**
 * Compares a translation with the English content, the way `validateContent` checks one language:
 * a generic walk that names the path of every difference (`art.artworks[2].image.name`).
 *
 * A translation says the same things in other words. So every list has as many items as the
 * English one (a German list left shorter is a missing role, paragraph or legal section), every
 * optional field is there in both or in neither, and what is not language is identical: numbers,
 * switches, ids, addresses, images, icons, names, and the facts the legal pages state. A link to
 * the site leads to the same page in the translation's language (`/privacy` → `/de/datenschutz`).
 */

/** Fields whose text is the same in every language, wherever they sit. */
const sameInEveryLanguage: ReadonlySet<string> = new Set([
  'siteUrl',
  'url',
  'scriptUrl',
  'stylesheetUrl',
  'email',
  'anchor',
  'icon',
  'accent',
  'color',
  'lastUpdated',
  'code',
  // The language of what a link opens (a language code).
  'language',
  // People, companies, works and images keep their names (an `ImageRef`'s name is its file).
  'name',
  'company',
]);

/**
 * Fields that hold names, kept in a translation though they read as words (paths without list
 * indices): the owner's name, talks, artworks and the exhibition as announced, job titles as held,
 * the venue and city, profile handles, postal address lines.
 */
const namesByPath: ReadonlySet<string> = new Set([
  'chrome.siteName',
  'speaking.topics.title',
  'art.artworks.title',
  'art.exhibition.title',
  'art.exhibition.venue',
  'art.exhibition.city',
  'experience.roles.title',
  'contact.links.detail',
  'privacy.sections.address',
  'imprint.sections.address',
]);

/** Words a translation uses as they are in English: brands, loanwords, formats. */
const sharedWords: ReadonlySet<string> = new Set([
  'Keynote',
  'Workshop',
  'Workshops',
  'LinkedIn',
  'Instagram',
]);

/** Parts of the content that hold no language at all: every value in them is the same. */
const languageFree: ReadonlySet<string> = new Set(['legal', 'emailProvider']);

function quote(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** The English link as the translation must write it: a site path leads to its own language's page. */
function translatedHref(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const hashAt = href.indexOf('#');
  const path = hashAt === -1 ? href : href.slice(0, hashAt);
  return alternateHref(path, locale, hashAt === -1 ? '' : href.slice(hashAt));
}

/**
 * Every difference between the translation and the English content; empty when they agree. A text
 * the same as the English one is a difference too (left untranslated), unless it is a name (see
 * `namesByPath`) or the translation lists its path in `keptInEnglish` (`art.upcoming[2].title`).
 */
export function compareWithEnglish(
  english: SiteContent,
  translation: SiteContent,
  locale: Locale,
  keptInEnglish: readonly string[] = [],
): ContentProblem[] {
  const problems: ContentProblem[] = [];

  function compareText(en: string, text: string, path: string, key: string, fixed: boolean): void {
    if (key === 'href') {
      const expected = translatedHref(en, locale);
      if (text !== expected) {
        problems.push({
          path,
          message: `${quote(text)} should be ${quote(expected)}, as in English (${quote(en)})`,
        });
      }
    } else if (fixed || sameInEveryLanguage.has(key)) {
      if (text !== en) {
        problems.push({
          path,
          message: `${quote(text)} differs from the English ${quote(en)}; it is the same in every language`,
        });
      }
    } else if (
      text === en &&
      /\p{L}{2}/u.test(text) &&
      !sharedWords.has(text) &&
      !namesByPath.has(path.replace(/\[\d+\]/g, '')) &&
      !keptInEnglish.includes(path)
    ) {
      // A text left in English (a card spread from the English one, a field forgotten).
      problems.push({
        path,
        message: `${quote(text)} is the English text; write it in this language`,
      });
    }
  }

  function walk(en: unknown, value: unknown, path: string, key: string, fixed: boolean): void {
    if (Array.isArray(en)) {
      if (!Array.isArray(value)) {
        problems.push({ path, message: 'is not a list, as in English' });
        return;
      }
      if (value.length !== en.length) {
        problems.push({
          path,
          message: `has ${String(value.length)} items; the English list has ${String(en.length)}`,
        });
      }
      // Items of a list are compared under the list's name, so `address[1]` counts as an address.
      en.slice(0, value.length).forEach((item, index) => {
        walk(item, value[index], `${path}[${String(index)}]`, key, fixed);
      });
    } else if (isRecord(en)) {
      if (!isRecord(value)) {
        problems.push({ path, message: 'is not a group of fields, as in English' });
        return;
      }
      for (const field of new Set([...Object.keys(en), ...Object.keys(value)])) {
        const fieldPath = path === '' ? field : `${path}.${field}`;
        const [enField, translated] = [en[field], value[field]];
        if (enField === undefined && translated !== undefined) {
          problems.push({ path: fieldPath, message: 'is set here but not in English' });
        } else if (enField !== undefined && translated === undefined) {
          problems.push({ path: fieldPath, message: 'is missing; the English content has it' });
        } else {
          walk(enField, translated, fieldPath, field, fixed || (path === '' && languageFree.has(field)));
        }
      }
    } else if (typeof en === 'string' && typeof value === 'string') {
      compareText(en, value, path, key, fixed);
    } else if (en !== value) {
      // Numbers (years, limits) and switches (a link's new tab) mean the same in every language.
      problems.push({ path, message: `${quote(value)} differs from the English ${quote(en)}` });
    }
  }

  walk(english, translation, '', '', false);
  return problems;
}
