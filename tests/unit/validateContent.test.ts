import { describe, expect, it } from 'vitest';
import { content } from '@/content';
import type { SiteContent } from '@/content/types';
import type { Anchor } from '@/content/anchors';
import { sectionAnchors } from '@/content/anchors';
import { assertValidContent, validateContent, type ContentProblem } from '@/content/validateContent';

/** The images the real content refers to. */
const imageNames: ReadonlySet<string> = new Set([
  'artworks/tidal-memory',
  'artworks/signal-noise',
  'artworks/quiet-ledger',
]);

const linkForms = 'https://…, http://…, a site path (/terms, /#contact), mailto: or tel:';
const knownAnchors = sectionAnchors.join(', ');

/** Fails loudly, rather than testing nothing, if the real content loses the item a test breaks. */
function item<T>(items: readonly T[], index: number): T {
  const found = items[index];
  if (found === undefined) throw new Error(`The content has no item ${String(index)}; update this test.`);
  return found;
}

/** Validates a deep copy of the real content after `breakIt` has changed it. */
function problemsAfter(breakIt: (copy: SiteContent) => void): ContentProblem[] {
  const copy = structuredClone(content);
  breakIt(copy);
  return validateContent(copy, imageNames);
}

describe('validateContent', () => {
  it('finds no problem in the real content', () => {
    expect(validateContent(content, imageNames)).toEqual([]);
    expect(() => {
      assertValidContent(content, imageNames);
    }).not.toThrow();
  });

  it('reports a next plan whose sentence names another year than its year field', () => {
    const problems = problemsAfter((copy) => {
      copy.art.exhibition.next = { year: 2031, text: 'A new series is planned for 2030.' };
    });
    expect(problems).toEqual([
      {
        path: 'art.exhibition.next.text',
        message:
          'does not name the year 2031; expected the sentence about the next plan, naming the year in art.exhibition.next.year',
      },
    ]);
  });

  it('reports an empty link href', () => {
    const problems = problemsAfter((copy) => {
      item(copy.footer.legalLinks, 0).href = '';
    });
    expect(problems).toEqual([
      { path: 'footer.legalLinks[0].href', message: `is empty; expected a link: ${linkForms}` },
    ]);
  });

  it('reports an empty (whitespace-only) link label', () => {
    const problems = problemsAfter((copy) => {
      item(item(copy.footer.columns, 1).links, 0).label = '   ';
    });
    expect(problems).toEqual([{ path: 'footer.columns[1].links[0].label', message: 'is empty' }]);
  });

  it('reports an empty paragraph inside a list of texts', () => {
    const problems = problemsAfter((copy) => {
      copy.about.paragraphs[2] = '';
    });
    expect(problems).toEqual([{ path: 'about.paragraphs[2]', message: 'is empty' }]);
  });

  it('reports a missing alt text', () => {
    const problems = problemsAfter((copy) => {
      item(copy.art.artworks, 1).image.alt = '';
    });
    expect(problems).toEqual([
      {
        path: 'art.artworks[1].image.alt',
        message: 'is empty; expected a description of what the image shows, for people who cannot see it',
      },
    ]);
  });

  it('reports an image name that does not exist', () => {
    const problems = problemsAfter((copy) => {
      item(copy.art.artworks, 0).image.name = 'artworks/tidal-memroy';
    });
    expect(problems).toEqual([
      {
        path: 'art.artworks[0].image.name',
        message: 'image "artworks/tidal-memroy" does not exist in src/content/images',
      },
    ]);
  });

  it('reports a malformed link URL', () => {
    const problems = problemsAfter((copy) => {
      copy.hero.resume.href = 'htp:/files';
    });
    expect(problems).toEqual([
      { path: 'hero.resume.href', message: `"htp:/files" is not a valid link (expected ${linkForms})` },
    ]);
  });

  it.each([
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
  ])('rejects the href %s with a message saying why', (href, message) => {
    const problems = problemsAfter((copy) => {
      copy.art.exhibition.link.href = href;
    });
    expect(problems).toEqual([{ path: 'art.exhibition.link.href', message }]);
  });

  it.each([
    'http://example.com/page',
    'https://example.com',
    '/privacy',
    '/terms#contact',
    '/#contact',
    'mailto:hello@example.com?subject=Studio%20visit',
    'tel:+49-30-123456',
  ])('accepts the href %s', (href) => {
    const problems = problemsAfter((copy) => {
      copy.art.exhibition.link.href = href;
    });
    expect(problems).toEqual([]);
  });

  it('requires https for URL fields', () => {
    const problems = problemsAfter((copy) => {
      copy.speaking.scheduling.url = 'http://calendar.google.com/calendar/appointments';
      copy.speaking.scheduling.scriptUrl = 'calendar.google.com/calendar/scheduling-button-script.js';
    });
    expect(problems).toEqual([
      {
        path: 'speaking.scheduling.url',
        message: '"http://calendar.google.com/calendar/appointments" must use https://',
      },
      {
        path: 'speaking.scheduling.scriptUrl',
        message:
          '"calendar.google.com/calendar/scheduling-button-script.js" has no scheme; write it as https://calendar.google.com/calendar/scheduling-button-script.js',
      },
    ]);
  });

  it.each(['hello@amaravoss', 'hello amara@amaravoss.example', 'hello.amaravoss.example'])(
    'reports the malformed e-mail address %s',
    (email) => {
      const problems = problemsAfter((copy) => {
        copy.owner.email = email;
      });
      expect(problems).toEqual([
        {
          path: 'owner.email',
          message: `${JSON.stringify(email)} is not a valid e-mail address (expected name@domain.tld)`,
        },
      ]);
    },
  );

  it('reports a home-page link to an anchor no section has', () => {
    const problems = problemsAfter((copy) => {
      item(item(copy.footer.columns, 0).links, 2).href = '/#galery';
    });
    expect(problems).toEqual([
      {
        path: 'footer.columns[0].links[2].href',
        message: `"/#galery" points to no section (known: ${knownAnchors})`,
      },
    ]);
    expect(knownAnchors).toBe(
      'home, about, experience, speaking, workshops, art, gallery, exhibitions, ventures, contact',
    );
  });

  it('reports a navigation anchor no section has, with a hint for a leading #', () => {
    const problems = problemsAfter((copy) => {
      // The type already rules this out in the editor; the check still guards untyped edits.
      item(copy.nav, 1).anchor = '#experience' as Anchor;
    });
    expect(problems).toEqual([
      {
        path: 'nav[1].anchor',
        message: `"#experience" is not a section (known: ${knownAnchors}); write it without the #`,
      },
    ]);
  });

  it('reports a date that is not ISO and a date that does not exist', () => {
    const problems = problemsAfter((copy) => {
      copy.terms.lastUpdated = '01.11.2026';
      copy.privacy.lastUpdated = '2026-02-30';
    });
    expect(problems).toEqual([
      {
        path: 'terms.lastUpdated',
        message: '"01.11.2026" is not an ISO date (expected YYYY-MM-DD, e.g. 2026-11-01)',
      },
      { path: 'privacy.lastUpdated', message: '"2026-02-30" is not a real date' },
    ]);
  });

  it('reports a colour that is not #RRGGBB', () => {
    const problems = problemsAfter((copy) => {
      copy.speaking.scheduling.color = '#39BE5';
    });
    expect(problems).toEqual([
      {
        path: 'speaking.scheduling.color',
        message: '"#39BE5" is not a colour in the form #RRGGBB (e.g. #039BE5)',
      },
    ]);
  });

  it('reports a phone number or VAT id in the legal facts that is not one, and accepts real ones', () => {
    const problems = problemsAfter((copy) => {
      copy.legal = { ...copy.legal, phone: '030 / call me', vatId: 'none yet' };
    });
    expect(problems).toEqual([
      {
        path: 'legal.phone',
        message: '"030 / call me" is not a phone number (expected e.g. +49 30 1234567)',
      },
      {
        path: 'legal.vatId',
        message: '"none yet" is not a VAT identification number (expected e.g. DE123456789)',
      },
    ]);
    expect(
      problemsAfter((copy) => {
        copy.legal = { ...copy.legal, phone: '+49 (0)30 123-456 78', vatId: 'DE 123 456 789' };
      }),
    ).toEqual([]);
  });

  it('refuses a host left unnamed or a log retention that is not a number of days, saying what to write', () => {
    const problems = problemsAfter((copy) => {
      copy.legal = {
        ...copy.legal,
        hosting: { ...copy.legal.hosting, company: '', seat: ' ', logRetentionDays: 0 },
      };
    });
    expect(problems).toEqual([
      {
        path: 'legal.hosting.company',
        message: 'is empty; expected the company’s name, e.g. Hetzner Online GmbH',
      },
      {
        path: 'legal.hosting.seat',
        message: 'is empty; expected street, postcode and city, e.g. Industriestr. 25, 91710 Gunzenhausen',
      },
      {
        path: 'legal.hosting.logRetentionDays',
        message:
          '0 is not a whole number of days; expected the whole number of days the host keeps its server logs, as its terms state, e.g. 7',
      },
    ]);
  });

  it('checks fields the types gain later, by name and by shape', () => {
    const problems = problemsAfter((copy) => {
      Object.assign(copy.hero, { subtitle: ' ' });
      Object.assign(copy.about, { portrait: { name: 'portraits/amara', alt: '' } });
    });
    // Problems come in document order, so the hero's come before the about section's.
    expect(problems).toEqual([
      { path: 'hero.subtitle', message: 'is empty' },
      {
        path: 'about.portrait.name',
        message: 'image "portraits/amara" does not exist in src/content/images',
      },
      {
        path: 'about.portrait.alt',
        message: 'is empty; expected a description of what the image shows, for people who cannot see it',
      },
    ]);
  });
});

describe('assertValidContent', () => {
  it('throws one error listing every problem, one per line', () => {
    const copy = structuredClone(content);
    copy.owner.email = 'hello@amaravoss';
    copy.hero.resume.href = 'htp:/files';
    item(copy.art.artworks, 2).image.alt = '';

    expect(() => {
      assertValidContent(copy, imageNames);
    }).toThrow(
      new Error(
        [
          'The English content (src/content/en.ts, src/content/facts.ts) has 3 problems:',
          'owner.email: "hello@amaravoss" is not a valid e-mail address (expected name@domain.tld)',
          `hero.resume.href: "htp:/files" is not a valid link (expected ${linkForms})`,
          'art.artworks[2].image.alt: is empty; expected a description of what the image shows, for people who cannot see it',
        ].join('\n'),
      ),
    );
  });
});
