import type { SiteContent } from './types';
import { sectionAnchors } from './anchors.ts';
import { localeRoot, pageKeys, pagePaths, type Locale } from './languages.ts';

/**
 * Checks the values in the content module that TypeScript cannot: empty texts, malformed links and
 * e-mail addresses, missing images, dates and colours. The build calls `assertValidContent`, so a
 * typo fails the build with the field's path instead of shipping a dead link or a blank heading.
 *
 * The walk is generic: rules apply by field name (`href`, `email`, `color`...) wherever the field
 * sits, and every other string must simply not be empty. A field the owner's types gain later is
 * therefore checked without touching this file.
 */

export interface ContentProblem {
  /** Where the value sits, e.g. `art.artworks[1].image.alt`. */
  path: string;
  message: string;
}

const knownAnchors: ReadonlySet<string> = new Set(sectionAnchors);
const knownAnchorList = sectionAnchors.join(', ');

/** A rule for one field name: what belongs there (for the "is empty" message) and a format check. */
interface FieldRule {
  expected: string;
  /** Returns what is wrong with a non-empty value, or undefined if it is fine. */
  check?: (value: string) => string | undefined;
}

// Deliberately simple: it catches the typos an owner makes (missing @ or domain ending, spaces),
// not every address RFC 5322 allows.
const emailPattern = /^[^\s@<>,;:"]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

const linkForms = 'https://…, http://…, a site path (/terms, /#contact), mailto: or tel:';

function quote(value: string): string {
  return JSON.stringify(value);
}

function checkEmail(value: string): string | undefined {
  return emailPattern.test(value)
    ? undefined
    : `${quote(value)} is not a valid e-mail address (expected name@domain.tld)`;
}

/**
 * Accepts only `scheme://host...` with one of `schemes`; `kind` and `expected` shape the message
 * so it reads naturally for both links and plain URL fields.
 */
function checkAbsoluteUrl(
  value: string,
  schemes: readonly string[],
  kind: string,
  expected: string,
): string | undefined {
  if (/\s/.test(value)) return `${quote(value)} contains spaces; remove them or write them as %20`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return /^[\w-]+(\.[\w-]+)+(\/|$)/.test(value)
      ? `${quote(value)} has no scheme; write it as https://${value}`
      : `${quote(value)} is not a valid ${kind} (expected ${expected})`;
  }
  if (url.protocol === 'http:' && !schemes.includes('http:')) {
    return `${quote(value)} must use https://`;
  }
  // `new URL` forgives "https:/host" and "https:host" (it adds the slashes), so the raw text is
  // compared too: the owner should see the typo rather than have it silently repaired.
  if (!schemes.includes(url.protocol) || !value.toLowerCase().startsWith(`${url.protocol}//`)) {
    return `${quote(value)} is not a valid ${kind} (expected ${expected})`;
  }
  // A host without a dot is almost always a lost ".com", not an intranet name.
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') {
    return `${quote(value)} has no complete domain (expected e.g. ${url.protocol}//example.com)`;
  }
  return undefined;
}

/**
 * A link within the site must lead to a page of the content's own language (a German page links
 * to `/de/datenschutz`, not to `/privacy`), and an anchor on the home page to a section that exists.
 */
function checkSitePath(href: string, locale: Locale): string | undefined {
  const hashAt = href.indexOf('#');
  const path = (hashAt === -1 ? href : href.slice(0, hashAt)).split('?')[0] ?? '';
  const pages = pageKeys.map((page) => pagePaths[locale][page]);
  if (!pages.includes(path)) {
    return `${quote(href)} is not a page of this language (known: ${pages.join(', ')})`;
  }
  // Only the home page's anchors are known; other pages' anchors are left to those pages.
  if (hashAt !== -1 && path === localeRoot(locale)) {
    const anchor = href.slice(hashAt + 1);
    if (!knownAnchors.has(anchor)) {
      return `${quote(href)} points to no section (known: ${knownAnchorList})`;
    }
  }
  return undefined;
}

function checkHref(href: string, locale: Locale): string | undefined {
  if (/\s/.test(href)) return `${quote(href)} contains spaces; remove them or write them as %20`;
  // Protocol-relative links load over whatever scheme the page uses; the owner should say which.
  if (href.startsWith('//')) return `${quote(href)} has no scheme; write it as https:${href}`;
  if (href.startsWith('/')) return checkSitePath(href, locale);

  const lower = href.toLowerCase();
  if (lower.startsWith('mailto:')) {
    const address = href.slice('mailto:'.length).split('?')[0] ?? '';
    return emailPattern.test(address)
      ? undefined
      : `${quote(href)} has no valid e-mail address after mailto: (expected mailto:name@domain.tld)`;
  }
  if (lower.startsWith('tel:')) {
    // Visual separators are allowed by RFC 3966; what remains must be a dialable number.
    const digits = href.slice('tel:'.length).replace(/[-.()]/g, '');
    return /^\+?\d{3,}$/.test(digits)
      ? undefined
      : `${quote(href)} is not a valid phone link (expected e.g. tel:+4930123456)`;
  }
  // Everything else, "javascript:" and typos such as "htp:" included, must be a web address.
  return checkAbsoluteUrl(href, ['https:', 'http:'], 'link', linkForms);
}

function checkIsoDate(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return `${quote(value)} is not an ISO date (expected YYYY-MM-DD, e.g. 2026-11-01)`;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // Date.UTC rolls 2026-02-30 over to March; comparing back catches days that do not exist.
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? undefined : `${quote(value)} is not a real date`;
}

function checkPhone(value: string): string | undefined {
  // Spaces, slashes, dashes and brackets are how people write numbers; what remains must dial.
  const digits = value.replace(/[\s\u00A0/()-]/g, '');
  return /^\+?\d{6,}$/.test(digits)
    ? undefined
    : `${quote(value)} is not a phone number (expected e.g. +49 30 1234567)`;
}

function checkVatId(value: string): string | undefined {
  return /^[A-Z]{2}[\dA-Z]{2,13}$/.test(value.replace(/\s/g, ''))
    ? undefined
    : `${quote(value)} is not a VAT identification number (expected e.g. DE123456789)`;
}

function checkHexColour(value: string): string | undefined {
  return /^#[\da-f]{6}$/i.test(value)
    ? undefined
    : `${quote(value)} is not a colour in the form #RRGGBB (e.g. #039BE5)`;
}

function checkNavAnchor(value: string): string | undefined {
  if (knownAnchors.has(value)) return undefined;
  const hint = value.startsWith('#') ? '; write it without the #' : '';
  return `${quote(value)} is not a section (known: ${knownAnchorList})${hint}`;
}

const httpsUrl: FieldRule = {
  expected: 'an https:// URL',
  check: (value) => checkAbsoluteUrl(value, ['https:'], 'URL', 'https://…'),
};

// A Map, not an object literal, so a content key such as "constructor" finds no inherited rule.
const fieldRules = (locale: Locale): ReadonlyMap<string, FieldRule> =>
  new Map<string, FieldRule>([
    ['href', { expected: `a link: ${linkForms}`, check: (href) => checkHref(href, locale) }],
    ['url', httpsUrl],
    ['scriptUrl', httpsUrl],
    ['stylesheetUrl', httpsUrl],
    ['siteUrl', httpsUrl],
    ['email', { expected: 'an e-mail address (name@domain.tld)', check: checkEmail }],
    ['phone', { expected: 'a phone number, e.g. +49 30 1234567', check: checkPhone }],
    ['vatId', { expected: 'a VAT identification number, e.g. DE123456789', check: checkVatId }],
    ['company', { expected: 'the company’s name, e.g. Hetzner Online GmbH' }],
    ['seat', { expected: 'street, postcode and city, e.g. Industriestr. 25, 91710 Gunzenhausen' }],
    [
      'logRetentionDays',
      {
        expected: 'the whole number of days the host keeps its server logs, as its terms state, e.g. 7',
        check: (days) => (/^[1-9]\d*$/.test(days) ? undefined : `${days} is not a whole number of days`),
      },
    ],
    ['lastUpdated', { expected: 'a date in the form YYYY-MM-DD', check: checkIsoDate }],
    ['color', { expected: 'a colour in the form #RRGGBB', check: checkHexColour }],
    ['anchor', { expected: 'a section id without the #', check: checkNavAnchor }],
    ['alt', { expected: 'a description of what the image shows, for people who cannot see it' }],
  ]);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An `ImageRef` is recognised by shape, so images are checked wherever they are added. */
function isImageRef(value: Record<string, unknown>): boolean {
  return typeof value.name === 'string' && typeof value.alt === 'string';
}

/** Returns every problem in the content, in document order; an empty array means it is valid. */
export function validateContent(
  content: SiteContent,
  knownImageNames: ReadonlySet<string>,
  locale: Locale = 'en',
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const rules = fieldRules(locale);

  const imageName: FieldRule = {
    expected: 'the name of an image in src/content/images, e.g. artworks/tidal-memory',
    check: (name) =>
      knownImageNames.has(name) ? undefined : `image ${quote(name)} does not exist in src/content/images`,
  };

  function checkString(value: string, path: string, rule: FieldRule | undefined): void {
    if (value.trim() === '') {
      problems.push({ path, message: rule ? `is empty; expected ${rule.expected}` : 'is empty' });
      return;
    }
    const message = rule?.check?.(value);
    if (message !== undefined) problems.push({ path, message });
  }

  function walk(value: unknown, path: string, rule: FieldRule | undefined): void {
    if (typeof value === 'string') {
      checkString(value, path, rule);
    } else if (typeof value === 'number') {
      const message = rule?.check?.(String(value));
      if (message !== undefined)
        problems.push({ path, message: `${message}; expected ${rule?.expected ?? ''}` });
    } else if (Array.isArray(value)) {
      // Items of a list inherit the list's rule, so e.g. `paragraphs[2]` must not be empty either.
      value.forEach((item, index) => {
        walk(item, `${path}[${String(index)}]`, rule);
      });
    } else if (isRecord(value)) {
      const image = isImageRef(value);
      for (const [key, child] of Object.entries(value)) {
        const childPath = path === '' ? key : `${path}.${key}`;
        walk(child, childPath, image && key === 'name' ? imageName : rules.get(key));
      }
    }
    // Booleans and absent optional fields carry no text a visitor could find empty.
  }

  walk(content, '', undefined);
  // The sentence about the next plan names its year; the page hides it by the year field, so the
  // two must agree.
  const { next } = content.art.exhibition;
  if (next && !next.text.includes(String(next.year))) {
    problems.push({
      path: 'art.exhibition.next.text',
      message: `does not name the year ${String(next.year)}; expected the sentence about the next plan, naming the year in art.exhibition.next.year`,
    });
  }
  return problems;
}

/** Throws one Error listing every problem (one per line, "path: message"), or returns if none. */
export function assertValidContent(
  content: SiteContent,
  knownImageNames: ReadonlySet<string>,
  {
    locale = 'en',
    file = 'The English content (src/content/en.ts, src/content/facts.ts)',
  }: { locale?: Locale; file?: string } = {},
): void {
  const problems = validateContent(content, knownImageNames, locale);
  if (problems.length > 0) throw new Error(describeProblems(file, problems));
}

/** "<file> has 2 problems:" and one line per problem ("path: message"). */
export function describeProblems(file: string, problems: readonly ContentProblem[]): string {
  const count = problems.length === 1 ? '1 problem' : `${String(problems.length)} problems`;
  const lines = problems.map(({ path, message }) => `${path}: ${message}`);
  return [`${file} has ${count}:`, ...lines].join('\n');
}
