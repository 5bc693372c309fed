import { describe, expect, it } from 'vitest';
import { words as de } from '@/content/words/de';
import { words as en } from '@/content/words/en';
import { facts } from '@/content/facts';
import type { ContentStrings } from '@/content/schema';
import {
  assertValidContent,
  plansOver,
  validateContent,
  type ContentSources,
  type FileProblems,
} from '@/content/validateContent';

/** The images the real content refers to. */
const images: ReadonlySet<string> = new Set([
  'artworks/tidal-memory',
  'artworks/signal-noise',
  'artworks/quiet-ledger',
]);
const today = new Date('2026-11-26T12:00:00Z');

const linkForms = 'https://…, http://…, mailto: or tel:';

/** The facts as an owner may mistype them: any text where the code has one literal, nothing read-only. */
type Editable<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends readonly (infer Item)[]
      ? readonly Editable<Item>[]
      : T extends object
        ? { -readonly [Key in keyof T]: Editable<T[Key]> }
        : T;
type EditableFacts = Editable<typeof facts>;

const sources = (): ContentSources => ({
  facts: structuredClone(facts),
  words: { en: structuredClone(en), de: structuredClone(de) },
});

/** Copies of the real content for a test to break. */
interface Copies {
  facts: EditableFacts;
  en: ContentStrings;
  de: ContentStrings;
}

/** The problems found after `breakIt` has changed copies of the real facts and words. */
function problemsAfter(breakIt: (copy: Copies) => void): FileProblems[] {
  const copy = structuredClone({ facts, en, de }) as Copies;
  breakIt(copy);
  return validateContent({ facts: copy.facts, words: { en: copy.en, de: copy.de } }, { images, today });
}

/** What `validateContent` reports for one file: each problem as [path, message]. */
const inFile =
  (file: string) =>
  (...problems: [path: string, message: string][]): FileProblems[] => [
    { file, problems: problems.map(([path, message]) => ({ path, message })) },
  ];
const inFacts = inFile('src/content/facts.ts');
const inEnglishWords = inFile('src/content/words/en.ts');
const inGermanWords = inFile('src/content/words/de.ts');

describe('validateContent', () => {
  it('finds no problem in the real content', () => {
    expect(validateContent(sources(), { images, today })).toEqual([]);
  });

  // Each case breaks copies of the real content one way and lists every problem it must report.
  it.each<[title: string, breakIt: (copy: Copies) => void, problems: FileProblems[]]>([
    [
      'names the file and the field: an empty text in the German words',
      (copy) => {
        copy.de.about.paragraphs[1] = ' ';
        copy.de.contact.form.toasts.success.text = '';
      },
      inGermanWords(['about.paragraphs[1]', 'is empty'], ['contact.form.toasts.success.text', 'is empty']),
    ],
    [
      'finds an empty text in a field the words gain later',
      (copy) => {
        Object.assign(copy.en.hero, { subtitle: ' ' });
      },
      inEnglishWords(['hero.subtitle', 'is empty']),
    ],
    [
      'says what an alternative text is for when it is empty, once, and how long it may be',
      (copy) => {
        copy.en.art.artworks.signalNoise.alt = '';
        copy.en.art.artworks.quietLedger.alt = 'A long look. '.repeat(20);
      },
      inEnglishWords(
        [
          'art.artworks.signalNoise.alt',
          'is empty; expected a description of what the image shows, for people who cannot see it',
        ],
        [
          'art.artworks.quietLedger.alt',
          'is 260 characters; an alternative text a screen reader reads in one go shows at most 250',
        ],
      ),
    ],
    [
      'keeps page titles and descriptions to what a search result shows',
      (copy) => {
        copy.en.home.meta.title = 'Amara Voss — product leader, keynote speaker, painter and founder';
        copy.en.privacy.meta.description = 'How this site handles personal data. '.repeat(5);
      },
      inEnglishWords(
        ['home.meta.title', 'is 65 characters; a search result shows at most 60'],
        ['privacy.meta.description', 'is 185 characters; a search result shows at most 160'],
      ),
    ],
    [
      'reports a sentence a component fills in that lacks its placeholder, naming the field',
      (copy) => {
        copy.en.speaking.scheduling.privacyLinks = 'More in {google}.';
        copy.en.contact.form.toasts.retryIn = 'You can try again soon.';
      },
      inEnglishWords(
        ['speaking.scheduling.privacyLinks', '"More in {google}." must name {site} once, where it goes'],
        ['contact.form.toasts.retryIn', '"You can try again soon." must name {seconds} once, where it goes'],
      ),
    ],
    [
      'reports a sentence about the next plan that does not say where its title and year go',
      (copy) => {
        copy.en.art.exhibition.next = 'A new series, Field Notes, is planned for {year}.';
      },
      inEnglishWords([
        'art.exhibition.next',
        '"A new series, Field Notes, is planned for {year}." must name {title} once, where it goes',
      ]),
    ],
    [
      'reports an image name that does not exist',
      (copy) => {
        copy.facts.artworks.tidalMemory.image = 'artworks/tidal-memroy';
      },
      inFacts([
        'artworks.tidalMemory.image',
        'image "artworks/tidal-memroy" does not exist in src/content/images',
      ]),
    ],
    [
      'requires https for URL fields',
      (copy) => {
        copy.facts.scheduling.url = 'http://calendar.google.com/calendar/appointments';
        copy.facts.scheduling.scriptUrl = 'calendar.google.com/calendar/scheduling-button-script.js';
      },
      inFacts(
        ['scheduling.url', '"http://calendar.google.com/calendar/appointments" must use https://'],
        [
          'scheduling.scriptUrl',
          '"calendar.google.com/calendar/scheduling-button-script.js" has no scheme; write it as https://calendar.google.com/calendar/scheduling-button-script.js',
        ],
      ),
    ],
    [
      'reports a colour that is not #RRGGBB',
      (copy) => {
        copy.facts.scheduling.color = '#39BE5';
      },
      inFacts(['scheduling.color', '"#39BE5" is not a colour in the form #RRGGBB (e.g. #039BE5)']),
    ],
    [
      'reports a year that is not one',
      (copy) => {
        copy.facts.artworks.quietLedger.year = 24;
      },
      inFacts(['artworks.quietLedger.year', 'is not a year of this work (expected e.g. 2024)']),
    ],
    [
      'reports a phone number or VAT id in the legal facts that is not one',
      (copy) => {
        copy.facts.legal = { ...copy.facts.legal, phone: '030 / call me', vatId: 'none yet' };
      },
      inFacts(
        ['legal.phone', '"030 / call me" is not a phone number (expected e.g. +49 30 1234567)'],
        ['legal.vatId', '"none yet" is not a VAT identification number (expected e.g. DE123456789)'],
      ),
    ],
    [
      'accepts a real phone number and VAT id in the legal facts',
      (copy) => {
        copy.facts.legal = { ...copy.facts.legal, phone: '+49 (0)30 123-456 78', vatId: 'DE 123 456 789' };
      },
      [],
    ],
    [
      'refuses a host left unnamed or a log retention that is not a number of days, saying what to write',
      (copy) => {
        copy.facts.legal.hosting = {
          ...copy.facts.legal.hosting,
          company: '',
          seat: ' ',
          logRetentionDays: 0,
        };
      },
      inFacts(
        ['legal.hosting.company', 'is empty; expected the company’s name, e.g. Hetzner Online GmbH'],
        [
          'legal.hosting.seat',
          'is empty; expected street, postcode and city, e.g. Industriestr. 25, 91710 Gunzenhausen',
        ],
        [
          'legal.hosting.logRetentionDays',
          '0 is not a whole number of days; expected the whole number of days the host keeps its server logs, as its terms state, e.g. 7',
        ],
      ),
    ],
  ])('%s', (_title, breakIt, problems) => {
    expect(problemsAfter(breakIt)).toEqual(problems);
  });

  it.each([
    ['htp:/files', `"htp:/files" is not a valid link (expected ${linkForms})`],
    ['www.example.com', '"www.example.com" has no scheme; write it as https://www.example.com'],
    ['javascript:alert(1)', `"javascript:alert(1)" is not a valid link (expected ${linkForms})`],
    // `new URL` would silently repair this one into https://files.example.com/cv.pdf.
    [
      'https:/files.example.com/cv.pdf',
      `"https:/files.example.com/cv.pdf" is not a valid link (expected ${linkForms})`,
    ],
    [
      '//files.example.com/cv.pdf',
      '"//files.example.com/cv.pdf" has no scheme; write it as https://files.example.com/cv.pdf',
    ],
    ['https://example', '"https://example" has no complete domain (expected e.g. https://example.com)'],
    [
      'https://example.com/my cv.pdf',
      '"https://example.com/my cv.pdf" contains spaces; remove them or write them as %20',
    ],
    [
      'mailto:hello@',
      '"mailto:hello@" has no valid e-mail address after mailto: (expected mailto:name@domain.tld)',
    ],
    ['tel:call-me', '"tel:call-me" is not a valid phone link (expected e.g. tel:+4930123456)'],
    [
      '/terms',
      '"/terms" is a path on this site; links within the site come from the route table (pageHref, sectionHref in src/content/languages.ts)',
    ],
    ['', `is empty; expected a link: ${linkForms}`],
  ])('rejects the link %j with a message saying why', (href, message) => {
    const problems = problemsAfter((copy) => {
      copy.facts.exhibition.href = href;
    });
    expect(problems).toEqual(inFacts(['exhibition.href', message]));
  });

  it.each([
    'http://example.com/page',
    'https://example.com',
    'mailto:hello@example.com?subject=Studio%20visit',
    'tel:+49-30-123456',
  ])('accepts the link %s', (href) => {
    expect(
      problemsAfter((copy) => {
        copy.facts.exhibition.href = href;
      }),
    ).toEqual([]);
  });

  it.each(['hello@amaravoss', 'hello amara@amaravoss.example', 'hello.amaravoss.example'])(
    'reports the malformed e-mail address %s',
    (email) => {
      const problems = problemsAfter((copy) => {
        copy.facts.owner.email = email;
      });
      expect(problems).toEqual(
        inFacts([
          'owner.email',
          `${JSON.stringify(email)} is not a valid e-mail address (expected name@domain.tld)`,
        ]),
      );
    },
  );

  it.each([
    ['01.11.2026', '"01.11.2026" is not an ISO date (expected YYYY-MM-DD, e.g. 2026-11-01)'],
    ['2026-02-30', '"2026-02-30" is not a real date'],
    ['2026-11-27', '"2026-11-27" is in the future'],
  ])('reports the review date %s', (date, message) => {
    const problems = problemsAfter((copy) => {
      copy.facts.lastLegalReview = date;
    });
    expect(problems).toEqual(inFacts(['lastLegalReview', message]));
  });
});

describe('plansOver', () => {
  it('names the plans whose year is over by the given day, and none before', () => {
    const message = (year: number) =>
      `${String(year)} is over, so the pages no longer show this plan; give it a later year or remove it`;
    expect(plansOver(facts, new Date('2025-12-31T12:00:00Z'))).toEqual([]);
    expect(plansOver(facts, new Date('2026-01-01T12:00:00Z'))).toEqual([
      { path: 'exhibition.next.year', message: message(2025) },
      { path: 'upcoming.fieldNotes.year', message: message(2025) },
    ]);
  });
});

describe('assertValidContent', () => {
  it('throws one error listing every problem, file by file, one per line', () => {
    const broken = sources();
    const brokenFacts = structuredClone(facts) as EditableFacts;
    brokenFacts.owner.email = 'hello@amaravoss';
    brokenFacts.resume.href = 'htp:/files';
    const german = structuredClone(de);
    german.art.artworks.quietLedger.alt = '';

    expect(() => {
      assertValidContent({ facts: brokenFacts, words: { ...broken.words, de: german } }, { images, today });
    }).toThrow(
      new Error(
        [
          'src/content/facts.ts has 2 problems:',
          'owner.email: "hello@amaravoss" is not a valid e-mail address (expected name@domain.tld)',
          `resume.href: "htp:/files" is not a valid link (expected ${linkForms})`,
          'src/content/words/de.ts has 1 problem:',
          'art.artworks.quietLedger.alt: is empty; expected a description of what the image shows, for people who cannot see it',
        ].join('\n'),
      ),
    );
  });
});
