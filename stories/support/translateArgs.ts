import { contentByLocale } from '@/content/byLanguage';
import type { SiteContent } from '@/content/types';
import { locales, type Locale } from '@/i18n/locales';

/** Each part and each text of `from`, with the same part of `to`. */
function counterparts(from: SiteContent, to: SiteContent): Map<unknown, unknown> {
  const found = new Map<unknown, unknown>();
  const pair = (original: unknown, other: unknown) => {
    // A text used in several places keeps its first counterpart.
    if (typeof original === 'string' && typeof other === 'string' && !found.has(original)) {
      found.set(original, other);
    }
    if (original === null || typeof original !== 'object') return;
    found.set(original, other);
    for (const [key, value] of Object.entries(original)) {
      pair(value, (other as Record<string, unknown> | undefined)?.[key]);
    }
  };
  pair(from, to);
  return found;
}

/** Into each language: the parts and texts of every other language's content, mapped to its own. */
const into = Object.fromEntries(
  locales.map((locale) => [
    locale,
    new Map(
      locales
        .filter((other) => other !== locale)
        .flatMap((other) => [...counterparts(contentByLocale[other], contentByLocale[locale])]),
    ),
  ]),
) as Record<Locale, Map<unknown, unknown>>;

/**
 * Stories pass parts and texts of the content as args (`hero: content.hero`,
 * `label: content.experience.skillsHeading`, a few skills, an object of such texts). In the
 * toolbar's language each is swapped for the same part of that language's content, so the toolbar
 * switches every story, whatever it renders, without each story knowing about languages. A text a
 * designer typed has no counterpart and stays as typed. What a story draws itself reads the
 * content of the toolbar's language with `useSiteContent()`.
 */
export function translateArgs(args: Record<string, unknown>, locale: Locale): Record<string, unknown> {
  const counterpartOf = into[locale];
  const translate = (value: unknown): unknown => {
    const counterpart = counterpartOf.get(value);
    if (counterpart !== undefined) return counterpart;
    if (Array.isArray(value)) {
      const items = value.map(translate);
      return items.some((item, index) => item !== value[index]) ? items : value;
    }
    // An object a story put together from texts of the content; a React element is left as it is.
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      if ('$$typeof' in value) return value;
      const entries = Object.entries(value).map(([key, child]) => [key, translate(child)] as const);
      const original = value as Record<string, unknown>;
      return entries.some(([key, child]) => child !== original[key]) ? Object.fromEntries(entries) : value;
    }
    // Anything else, and an object with nothing to translate, is returned as it is: a story's args
    // change only where a text does.
    return value;
  };
  return Object.fromEntries(Object.entries(args).map(([name, value]) => [name, translate(value)]));
}
