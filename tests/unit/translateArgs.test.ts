import { describe, expect, it } from 'vitest';
import { content } from '@/content';
import { contentByLocale } from '@/content/byLanguage';
import type { Locale } from '@/i18n/locales';
import { translateArgs } from '../../stories/support/translateArgs';

/** Every text of a piece of content, by where it sits. */
function texts(value: unknown, at = ''): Map<string, string> {
  if (typeof value === 'string') return new Map([[at, value]]);
  if (value === null || typeof value !== 'object') return new Map();
  return new Map(Object.entries(value).flatMap(([key, child]) => [...texts(child, `${at}.${key}`)]));
}

/**
 * A text that stands alone in a story's args is translated by what it says, so a text used in two
 * places with two translations ("Back to Home" and "Return to Home" are both "Zurück zur
 * Startseite") can only come back as one of them. Every other text must come back exactly.
 */
function expectEveryTextTranslated(from: Locale, to: Locale) {
  const original = texts(contentByLocale[from]);
  const wanted = texts(contentByLocale[to]);
  const translated = translateArgs(Object.fromEntries(original), to);
  const translationsOf = new Map<string, Set<string>>();
  for (const [at, text] of original) {
    translationsOf.set(text, (translationsOf.get(text) ?? new Set()).add(wanted.get(at) ?? ''));
  }
  for (const [at, text] of original) {
    const choices = translationsOf.get(text) ?? new Set();
    if (choices.size === 1) expect(translated[at], at).toBe(wanted.get(at));
    else expect(choices, at).toContain(translated[at]);
  }
}

// The toolbar's language goes both ways: a story's args are translated into German when the
// toolbar is set to it and back into English when it is set back, so Controls show the copy the
// canvas draws.
describe('story args in the toolbar language', () => {
  it('turns every English text into the German one at its place', () => {
    expectEveryTextTranslated('en', 'de');
  });

  it('turns every German text back into the English one', () => {
    expectEveryTextTranslated('de', 'en');
  });

  it('leaves a text already in the toolbar language as it is', () => {
    for (const locale of ['en', 'de'] as const) {
      const own = Object.fromEntries(texts(contentByLocale[locale]));
      expect(translateArgs(own, locale)).toEqual(own);
    }
  });

  it('translates whole parts exactly and leaves what a designer typed', () => {
    const args = {
      hero: content.hero,
      notFound: content.notFound,
      'hero.headline': 'Typed by a designer',
      skills: content.experience.skills.slice(0, 2),
    };
    const german = translateArgs(args, 'de');
    expect(german).toEqual({
      hero: contentByLocale.de.hero,
      notFound: contentByLocale.de.notFound,
      'hero.headline': 'Typed by a designer',
      skills: contentByLocale.de.experience.skills.slice(0, 2),
    });
    expect(translateArgs(german, 'en')).toEqual(args);
  });
});

describe('story args without a text to translate', () => {
  it('are returned as they are, so the story is not drawn again', () => {
    const args = { part: { count: 3, list: [1, 2], flag: true }, typed: 'Typed by a designer' };
    const same = translateArgs(args, 'de');
    expect(same.part).toBe(args.part);
    expect(translateArgs(translateArgs({ hero: { ...content.hero } }, 'de'), 'de').hero).toEqual(
      contentByLocale.de.hero,
    );
  });
});
