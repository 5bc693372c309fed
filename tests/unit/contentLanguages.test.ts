import { describe, expect, it } from 'vitest';
import { content } from '@/content';
import { contentDe, keptInEnglish } from '@/content/de';
import { compareWithEnglish } from '@/content/compareLanguages';
import type { SiteContent } from '@/content/types';
import { isRecord } from '@/content/validateContent';
import { checkTranslation } from '../../scripts/contentCheck';

type Key = string | number;

/** A path as the content check names it: `art.artworks[2].image.name`. */
const pathName = (keys: readonly Key[]): string =>
  keys.reduce<string>(
    (name, key) =>
      typeof key === 'number' ? `${name}[${String(key)}]` : name === '' ? key : `${name}.${key}`,
    '',
  );

/** The keys of every list in the content, nested lists included. */
function listsIn(value: unknown, keys: readonly Key[] = []): Key[][] {
  if (Array.isArray(value)) {
    return [[...keys], ...value.flatMap((item, index) => listsIn(item, [...keys, index]))];
  }
  if (isRecord(value)) return Object.entries(value).flatMap(([key, child]) => listsIn(child, [...keys, key]));
  return [];
}

function listAt(root: SiteContent, keys: readonly Key[]): unknown[] {
  const found = keys.reduce<unknown>(
    (value, key) =>
      isRecord(value) || Array.isArray(value) ? (value as Record<Key, unknown>)[key] : undefined,
    root,
  );
  if (!Array.isArray(found)) throw new Error(`The German content has no list at ${pathName(keys)}.`);
  return found;
}

/** Fails loudly, rather than testing nothing, if the content loses the item a test changes. */
function item<T>(items: readonly T[] | undefined, index: number): T {
  const found = items?.[index];
  if (found === undefined) throw new Error(`The content has no item ${String(index)}; update this test.`);
  return found;
}

/** The differences after `change` has altered a deep copy of the German content. */
function differencesAfter(change: (copy: SiteContent) => void) {
  const copy = structuredClone(contentDe);
  change(copy);
  return compareWithEnglish(content, copy, 'de', keptInEnglish);
}

const englishLists = listsIn(content);

describe('the German content against the English', () => {
  it('agrees: every list as long, every link, image, id and legal fact the same', () => {
    expect(compareWithEnglish(content, contentDe, 'de', keptInEnglish)).toEqual([]);
  });

  it('finds a text left in English, naming its field; names and listed exceptions pass', () => {
    const left = differencesAfter((copy) => {
      const [german, english] = [copy.speaking.topics[0], content.speaking.topics[0]];
      if (german && english) german.description = english.description;
      copy.chrome.closeToastLabel = content.chrome.closeToastLabel;
    });
    expect(left.map((problem) => problem.path)).toEqual([
      'chrome.closeToastLabel',
      'speaking.topics[0].description',
    ]);
    expect(left[0]?.message).toMatch(/is the English text/);
    // Without its list of deliberate exceptions, the German content fails on exactly those.
    expect(compareWithEnglish(content, contentDe, 'de').map((problem) => problem.path)).toEqual(
      keptInEnglish,
    );
  });

  it('covers every list of the English content', () => {
    // Sections, cards, tags, paragraphs, legal sections, address lines, links: well over fifty.
    expect(englishLists.length).toBeGreaterThan(50);
  });

  it.each(englishLists.map((keys) => [pathName(keys), keys] as const))(
    'names %s when the German list is shorter or longer',
    (name, keys) => {
      const problems = differencesAfter((copy) => {
        const list = listAt(copy, keys);
        if (list.length > 0) list.pop();
        else list.push('an extra item');
      });
      expect(problems).toContainEqual({
        path: name,
        message: expect.stringMatching(/^has \d+ items; the English list has \d+$/) as unknown,
      });
    },
  );

  it('names a link that leads elsewhere, to another site or to another page', () => {
    const problems = differencesAfter((copy) => {
      copy.art.exhibition.link.href = 'https://galerie-nordlicht.example/';
      item(copy.footer.legalLinks, 1).href = '/de/impressum';
      item(copy.imprint.sections[1]?.links, 0).href = '/#contact';
    });
    expect(problems).toEqual([
      {
        path: 'art.exhibition.link.href',
        message: `"https://galerie-nordlicht.example/" should be "${content.art.exhibition.link.href}", as in English ("${content.art.exhibition.link.href}")`,
      },
      {
        path: 'footer.legalLinks[1].href',
        message: '"/de/impressum" should be "/de/nutzungsbedingungen", as in English ("/terms")',
      },
      {
        path: 'imprint.sections[1].links[0].href',
        message: '"/#contact" should be "/de/#contact", as in English ("/#contact")',
      },
    ]);
  });

  it('names another image, icon, anchor, name, number or new-tab switch', () => {
    const problems = differencesAfter((copy) => {
      item(copy.art.artworks, 0).image.name = 'artworks/signal-noise';
      item(copy.experience.roles, 2).icon = 'rocket';
      item(copy.nav, 0).anchor = 'art';
      item(copy.ventures.ventures, 1).name = 'Projekt Lumen';
      item(copy.art.artworks, 1).year = 2022;
      item(copy.contact.links, 1).external = false;
    });
    expect(problems.map(({ path }) => path)).toEqual([
      'nav[0].anchor',
      'experience.roles[2].icon',
      'art.artworks[0].image.name',
      'art.artworks[1].year',
      'ventures.ventures[1].name',
      'contact.links[1].external',
    ]);
    expect(problems[0]?.message).toBe(
      '"art" differs from the English "about"; it is the same in every language',
    );
  });

  it('names an optional field that only one language has', () => {
    const problems = differencesAfter((copy) => {
      delete item(copy.experience.roles, 0).highlight;
      item(copy.experience.roles, 1).highlight = 'Serie B';
    });
    expect(problems).toEqual([
      { path: 'experience.roles[0].highlight', message: 'is missing; the English content has it' },
      { path: 'experience.roles[1].highlight', message: 'is set here but not in English' },
    ]);
  });

  it('names a legal fact or provider id that differs, since they hold no language', () => {
    const problems = differencesAfter((copy) => {
      copy.legal = { ...copy.legal, phone: '+49 30 23125447', address: ['Studio Voss', 'Lindenstraße 35'] };
      copy.emailProvider = { ...copy.emailProvider, templateId: 'template_de' };
    });
    expect(problems).toEqual([
      {
        path: 'emailProvider.templateId',
        message:
          '"template_de" differs from the English "template_contact"; it is the same in every language',
      },
      { path: 'legal.address', message: 'has 2 items; the English list has 3' },
      {
        path: 'legal.address[1]',
        message:
          '"Lindenstraße 35" differs from the English "Lindenstraße 34"; it is the same in every language',
      },
      { path: 'legal.phone', message: 'is set here but not in English' },
    ]);
  });

  it('fails the build naming the file and the field', () => {
    const copy = structuredClone(contentDe);
    copy.experience.skills.pop();
    expect(() => {
      checkTranslation(copy, 'de');
    }).toThrow(
      'src/content/de.ts (compared with src/content/index.ts) has 1 problem:\nexperience.skills: has 7 items; the English list has 8',
    );
    expect(() => {
      checkTranslation(contentDe, 'de');
    }).not.toThrow();
  });
});
