import { z } from 'zod';
import { accents } from '../theme/accents.ts';
import { anchors } from './anchors.ts';
import { facts } from './facts.ts';
import { legalPageKeys, locales } from './languages.ts';

/**
 * The one description of the content's shape: the facts (`facts.ts`) and each language's words
 * (`words/en.ts`, `words/de.ts`), with what each value must look like (texts filled in, the form of links,
 * addresses, dates, colours and numbers, images that exist, texts short enough where they are cut).
 * The compiler checks the files against the types inferred here; the build runs the schemas
 * (`validateContent.ts`) and names the file and the field of every problem.
 */

/** Returns what is wrong with a value that is not empty, or nothing. */
type Check = (value: string) => string | undefined;

function quote(value: string): string {
  return JSON.stringify(value);
}

/** A text that must not be empty; `expected` says what to write there, `check` its form. */
function text(expected?: string, check?: Check) {
  return z.string().superRefine((value, context) => {
    const message =
      value.trim() === '' ? (expected ? `is empty; expected ${expected}` : 'is empty') : check?.(value);
    if (message !== undefined) context.addIssue({ code: 'custom', message });
  });
}

// Deliberately simple: it catches the typos an owner makes (missing @ or domain ending, spaces),
// not every address RFC 5322 allows.
const emailPattern = /^[^\s@<>,;:"]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;

const checkEmail: Check = (value) =>
  emailPattern.test(value)
    ? undefined
    : `${quote(value)} is not a valid e-mail address (expected name@domain.tld)`;

/** Accepts only `scheme://host…` with one of `schemes`; `expected` shapes the message. */
function checkWebAddress(value: string, schemes: readonly string[], expected: string): string | undefined {
  if (/\s/.test(value)) return `${quote(value)} contains spaces; remove them or write them as %20`;
  // Protocol-relative links load over whatever scheme the page uses; the owner should say which.
  if (value.startsWith('//')) return `${quote(value)} has no scheme; write it as https:${value}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return /^[\w-]+(\.[\w-]+)+(\/|$)/.test(value)
      ? `${quote(value)} has no scheme; write it as https://${value}`
      : `${quote(value)} is not ${expected}`;
  }
  if (url.protocol === 'http:' && !schemes.includes('http:')) return `${quote(value)} must use https://`;
  // `new URL` forgives "https:/host" and "https:host" (it adds the slashes), so the raw text is
  // compared too: the owner should see the typo rather than have it silently repaired.
  if (!schemes.includes(url.protocol) || !value.toLowerCase().startsWith(`${url.protocol}//`)) {
    return `${quote(value)} is not ${expected}`;
  }
  // A host without a dot is almost always a lost ".com", not an intranet name.
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') {
    return `${quote(value)} has no complete domain (expected e.g. ${url.protocol}//example.com)`;
  }
  return undefined;
}

const linkForms = 'https://…, http://…, mailto: or tel:';

/**
 * A link in the facts leaves the site: a link within it depends on the page's language, so it is
 * derived from the route table (`pageHref`, `sectionHref`) where the words are, never written here.
 */
const checkLink: Check = (href) => {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return `${quote(href)} is a path on this site; links within the site come from the route table (pageHref, sectionHref in src/content/languages.ts)`;
  }
  const lower = href.toLowerCase();
  if (lower.startsWith('mailto:')) {
    return emailPattern.test(href.slice('mailto:'.length).split('?')[0] ?? '')
      ? undefined
      : `${quote(href)} has no valid e-mail address after mailto: (expected mailto:name@domain.tld)`;
  }
  if (lower.startsWith('tel:')) {
    // Visual separators are allowed by RFC 3966; what remains must be a dialable number.
    return /^\+?\d{3,}$/.test(href.slice('tel:'.length).replace(/[-.()]/g, ''))
      ? undefined
      : `${quote(href)} is not a valid phone link (expected e.g. tel:+4930123456)`;
  }
  // Everything else, "javascript:" and typos such as "htp:" included, must be a web address.
  return checkWebAddress(href, ['https:', 'http:'], `a valid link (expected ${linkForms})`);
};

const link = text(`a link: ${linkForms}`, checkLink);
const httpsUrl = text('an https:// URL', (value) =>
  checkWebAddress(value, ['https:'], 'a valid URL (expected https://…)'),
);
const email = text('an e-mail address (name@domain.tld)', checkEmail);

const hexColour = text('a colour in the form #RRGGBB', (value) =>
  /^#[\da-f]{6}$/i.test(value)
    ? undefined
    : `${quote(value)} is not a colour in the form #RRGGBB (e.g. #039BE5)`,
);

const phone = text('a phone number, e.g. +49 30 1234567', (value) =>
  // Spaces, slashes, dashes and brackets are how people write numbers; what remains must dial.
  /^\+?\d{6,}$/.test(value.replace(/[\s\u00A0/()-]/g, ''))
    ? undefined
    : `${quote(value)} is not a phone number (expected e.g. +49 30 1234567)`,
);

const vatId = text('a VAT identification number, e.g. DE123456789', (value) =>
  /^[A-Z]{2}[\dA-Z]{2,13}$/.test(value.replace(/\s/g, ''))
    ? undefined
    : `${quote(value)} is not a VAT identification number (expected e.g. DE123456789)`,
);

/** Year-month-day, a day that exists: Date.UTC rolls 2026-02-30 over to March, so it is compared back. */
function checkIsoDate(value: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return `${quote(value)} is not an ISO date (expected YYYY-MM-DD, e.g. 2026-11-01)`;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? undefined : `${quote(value)} is not a real date`;
}

const year = z
  .number()
  .int({ error: 'is not a whole year' })
  .min(1900, { error: 'is not a year of this work (expected e.g. 2024)' })
  .max(2100, { error: 'is not a year of this work (expected e.g. 2024)' });

const locale = z.enum(locales);
const legalPageKey = z.enum(legalPageKeys);
/** The contact form's fields, by their `name`: each has a limit in the facts and a label in every language. */
const formFields = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;

/**
 * Icons are named, not imported, so content stays plain data; `src/components/icons/index.tsx` maps
 * each name to one icon of the same family.
 */
const iconName = z.enum([
  'rocket',
  'growth',
  'team',
  'strategy',
  'ai',
  'leadership',
  'palette',
  'coffee',
  'stealth',
  'linkedin',
  'instagram',
  'email',
  'location',
  'language',
  'focus',
  'calendar',
]);

/**
 * A country the privacy policy names (ISO 3166-1 alpha-2). Each language
 * writes its names, so a code added here fails the typecheck until every language has them.
 */
const countryCode = z.enum(['DE', 'SG', 'US']);

/**
 * What protects personal data sent to a country outside the EEA (chapter V GDPR): the EU
 * Commission's standard contractual clauses (Art. 46 (2) (c)) or its adequacy decision (Art. 45).
 */
const transferSafeguard = z.enum(['standardContractualClauses', 'adequacyDecision']);

/** Where a link leaves the site: the facts write only links that do. */
const linkTarget = {
  href: link,
  /** Opens in a new tab (external sites and files). */
  external: z.boolean().optional(),
  /**
   * The language of what it opens (a file, a page elsewhere), when that is fixed: the link says so
   * (`hreflang`), and on a page in another language its label names the language.
   */
  language: locale.optional(),
};

/** A company the privacy policy names as a recipient: its name, its seat and the seat's country. */
const company = (
  name: string,
  seat = 'street, postcode and city, e.g. Industriestr. 25, 91710 Gunzenhausen',
) => z.object({ company: text(name), seat: text(seat), country: countryCode });

/** The facts (`facts.ts`): what is not language, each with what it must look like. */
export function factsSchema({ images, today }: { images: ReadonlySet<string>; today: Date }) {
  const imageName = text('the name of an image in src/content/images, e.g. artworks/tidal-memory', (name) =>
    images.has(name) ? undefined : `image ${quote(name)} does not exist in src/content/images`,
  );
  const reviewDate = text('a date in the form YYYY-MM-DD', (value) => {
    const problem = checkIsoDate(value);
    if (problem) return problem;
    // A review the pages call done must have happened by the day they are built.
    return value > today.toISOString().slice(0, 10) ? `${quote(value)} is in the future` : undefined;
  });
  const retention = 'the whole number of days the host keeps its server logs, as its terms state, e.g. 7';
  const notDays = (issue: { input?: unknown }) =>
    `${String(issue.input)} is not a whole number of days; expected ${retention}`;
  const item = <Shape extends z.ZodRawShape>(shape: Shape) => z.record(z.string(), z.object(shape));
  const anchor = z.enum(anchors);

  return z.object({
    siteUrl: httpsUrl,
    /** The language the titles are written in: every language's pages show them so, marked as such. */
    titlesLanguage: locale,
    owner: z.object({ name: text('the name the site is about'), email }),
    /**
     * What the imprint and the privacy policy state about the operator and the services the site
     * uses. An optional fact left out makes the pages say less, never something untrue.
     */
    legal: z.object({
      /** The operator's postal address below her name, without the country. */
      address: z
        .array(text('a line of the postal address'))
        .min(1, { error: 'is empty; expected the postal address, a line each' }),
      /** For the imprint; e-mail and the contact form already give the direct contact it must offer. */
      phone: phone.optional(),
      /** The VAT identification number (§ 27a UStG), shown in the imprint when one was issued. */
      vatId: vatId.optional(),
      /** The business identification number (§ 5 (1) no. 6 DDG), shown in the imprint when set. */
      businessId: text('the business identification number, e.g. DE123456789-00001').optional(),
      /** The company that hosts the site, and after how many days its server logs are deleted. */
      hosting: company('the company’s name, e.g. Hetzner Online GmbH').extend({
        logRetentionDays: z
          .number({ error: `is not a number; expected ${retention}` })
          .int({ error: notDays })
          .positive({ error: notDays }),
      }),
      /** The data protection supervisory authority responsible for the operator. */
      supervisoryAuthority: z.object({ address: z.array(text('a line of the authority’s address')).min(1) }),
      /** Who keeps the mailbox the form's messages end up in: a recipient. */
      mailbox: company('the name of the company that keeps the mailbox, e.g. Hetzner Online GmbH'),
      /** The contact form's email service, the company behind it and where its servers may stand. */
      emailService: z.object({
        name: text(),
        company: text(),
        seat: countryCode,
        possibleServerCountries: z.array(countryCode),
        transferSafeguard,
        /** The mail service it hands each message to: `'mailbox'` when it is the mailbox's own server. */
        sendsThrough: z.union([
          z.literal('mailbox'),
          company('the name of the mail service EmailJS delivers through', 'street, postcode and city'),
        ]),
      }),
    }),
    /** When the legal pages were last reviewed (ISO 8601): their "last updated" date. */
    lastLegalReview: reviewDate,
    /** The EmailJS account the form sends through: public values, not secrets. */
    emailProvider: z.object({ publicKey: text(), serviceId: text(), templateId: text() }),
    /** The header's links, in order: sections of the home page. */
    nav: z.array(anchor).readonly(),
    resume: z.object(linkTarget),
    aboutFacts: item({ icon: iconName }),
    experienceStat: text(),
    roles: item({ title: text(), company: text(), icon: iconName }),
    topics: item({ title: text(), icon: iconName }),
    scheduling: z.object({
      url: httpsUrl,
      color: hexColour,
      scriptUrl: httpsUrl,
      stylesheetUrl: httpsUrl,
      privacyPolicy: httpsUrl,
    }),
    artworks: item({ title: text(), year, image: imageName }),
    exhibition: z.object({
      title: text(),
      venue: text(),
      city: text(),
      year,
      /** The series planned next, and its year: shown until that year is over. */
      next: z.object({ title: text(), year }).optional(),
      href: link,
    }),
    /** Each keeps its `title` or its event's name (`when`) in every language; with a `year` it is upcoming until that year is over. */
    upcoming: item({ title: text().optional(), year: year.optional(), when: text().optional() }),
    ventures: item({ name: text(), icon: iconName, accent: z.enum(accents) }),
    contactLinks: item({ ...linkTarget, icon: iconName, detail: text() }),
    /** The most characters each contact-form field accepts. */
    formLimits: z.record(z.enum(formFields), z.number().int().positive()),
    footerColumns: z.record(z.string(), z.array(anchor).readonly()),
    legalPages: z.array(legalPageKey).readonly(),
    notFoundCode: text(),
  });
}

/** The facts as `facts.ts` must write them. */
export type FactsShape = z.input<ReturnType<typeof factsSchema>>;
/** The facts as the schema passes them. */
export type CheckedFacts = z.output<ReturnType<typeof factsSchema>>;

/** A sentence that says where values go, each placeholder once: "A new series, {title}, is planned for {year}." */
function withPlaceholders(...placeholders: string[]) {
  return text(`a sentence with ${placeholders.join(' and ')} where they go`, (value) => {
    const wrong = placeholders.filter((placeholder) => value.split(placeholder).length !== 2);
    return wrong.length === 0
      ? undefined
      : `${quote(value)} must name ${wrong.join(' and ')} once, where ${wrong.length === 1 ? 'it goes' : 'they go'}`;
  });
}

/** A text that a reader or a search engine cuts off past `most` characters. */
function shortText(most: number, what: string) {
  return z.string().max(most, {
    error: (issue) =>
      `is ${String((issue.input as string).length)} characters; ${what} shows at most ${String(most)}`,
  });
}

/** Words: whether each is filled in is checked over the whole file (`emptyTexts`), new fields too. */
const words = z.string();
const titled = z.object({ title: words, text: words });

const meta = z.object({
  /** The document title; the site name is appended. */
  title: shortText(60, 'a search result'),
  description: shortText(160, 'a search result'),
});

/** Shared head of every home section: a small label, the heading and an optional intro. */
const sectionIntro = { eyebrow: words, heading: words, intro: words.optional() };

/** A link a language's words make (to its own pages, or out), with its label. */
const siteLink = z.object({ label: words, ...linkTarget, href: words });

const legalPage = z.object({
  meta,
  title: words,
  intro: words.optional(),
  sections: z.array(
    z.object({
      heading: words,
      paragraphs: z.array(words),
      /** A postal address, shown as one block of lines. */
      address: z.array(words).optional(),
      /** Links shown after the paragraphs, one a line (e.g. the contact form). */
      links: z.array(siteLink).optional(),
    }),
  ),
});

/** Words for each of `keys`: the compiler and the check both want every one. */
function keyed<Key extends string, Shape extends z.ZodType>(keys: readonly Key[], shape: Shape) {
  return z.object(Object.fromEntries(keys.map((key) => [key, shape])) as Record<Key, Shape>);
}
const keysOf = <Items extends object>(items: Items) => Object.keys(items) as (keyof Items & string)[];

/** Each footer column's title and the label of each of its links. */
type ColumnWords<Columns extends Record<string, readonly string[]>> = z.ZodObject<{
  [Column in keyof Columns]: z.ZodObject<{
    title: typeof words;
    links: z.ZodObject<Record<Columns[Column][number], typeof words>>;
  }>;
}>;

/**
 * A language's words (`words/en.ts`, `words/de.ts`) for the items the facts list, by the same keys: the
 * compiler rejects a key a language lacks or one the facts do not have.
 */
const columns = Object.entries(facts.footerColumns).map(([column, anchors]) => [
  column,
  z.object({ title: words, links: keyed(anchors, words) }),
]);
export const wordsSchema = z.object({
  owner: z.object({ jobTitle: words, location: words }),
  home: z.object({ meta }),
  chrome: z.object({
    skipLinkLabel: words,
    navLabel: words,
    openMenuLabel: words,
    closeMenuLabel: words,
    /** Accessible name and tooltip of a toast's close button. */
    closeToastLabel: words,
    /**
     * The colour-scheme toggle's name: the same before and after the app runs (the prerendered
     * page cannot know the visitor's scheme), so it says what the button does.
     */
    themeToggle: z.object({ toggle: words }),
    backToHome: words,
    lastUpdatedLabel: words,
    /** Said after the name of every link that opens a new tab, for those who do not see the page. */
    opensInNewTab: words,
    /**
     * The site's languages, named in this one: "German", "Englisch". A language missing here goes
     * by its own name (the language table's `name`).
     */
    languageNames: keyed(locales, words).partial(),
    /**
     * The invitation to read the site in THIS language: a bar at the top of every page in the
     * other languages, shown to a visitor whose browser prefers this one. One line on a desktop.
     */
    languageOffer: z.object({
      text: words,
      /** The link to the page in this language. */
      action: words,
      /** Accessible name of the button that closes the bar (for good). */
      dismiss: words,
    }),
  }),
  /** The header's label for each section it links to. */
  nav: keyed(facts.nav, words),
  hero: z.object({
    eyebrow: words,
    headline: words,
    tagline: words,
    resumeLabel: words,
    contactCta: words,
  }),
  about: z.object({
    ...sectionIntro,
    paragraphs: z.array(words),
    facts: keyed(keysOf(facts.aboutFacts), z.object({ label: words, value: words })),
  }),
  experience: z.object({
    ...sectionIntro,
    /** What the headline number counts. */
    statLabel: words,
    roles: keyed(
      keysOf(facts.roles),
      /** `highlight`: a headline result, e.g. "$14M pipeline impact". */
      z.object({ period: words, description: words, highlight: words.optional() }),
    ),
    skillsHeading: words,
    skills: z.array(words),
  }),
  speaking: z.object({
    ...sectionIntro,
    topicsHeading: words,
    /** Accessible name of each topic's list of formats. */
    formatsLabel: words,
    /** Each talk's description and the formats it is offered in (keynote, workshop). */
    topics: keyed(keysOf(facts.topics), z.object({ description: words, formats: z.array(words).optional() })),
    scheduling: z.object({
      heading: words,
      text: words,
      /** The button's label; also the fallback link's text. */
      label: words,
      /** Shown before anything is loaded from the provider: who provides the calendar and what loading it sends them. */
      consentNote: words,
      /** The sentence after the note that links both policies. */
      privacyLinks: withPlaceholders('{google}', '{site}'),
      privacyPolicyLabel: words,
      sitePrivacyPolicyLabel: words,
      /** The choice that loads the provider's calendar on this page. */
      loadHereLabel: words,
      /** The choice that opens the booking page on the provider's site, in a new tab. */
      openThereLabel: words,
      /** Shown with the plain link when the provider's calendar cannot be loaded here. */
      failedText: words,
    }),
  }),
  art: z.object({
    ...sectionIntro,
    galleryHeading: words,
    artworks: keyed(
      keysOf(facts.artworks),
      z.object({
        description: words,
        medium: words,
        alt: text('a description of what the image shows, for people who cannot see it').pipe(
          shortText(250, 'an alternative text a screen reader reads in one go'),
        ),
      }),
    ),
    exhibition: z.object({
      eyebrow: words,
      heading: words,
      text: words,
      /** The sentence announcing the series planned next (`exhibition.next` in the facts). */
      next: withPlaceholders('{title}', '{year}').optional(),
      linkLabel: words,
    }),
    upcomingHeading: words,
    /** Each plan's line, its title unless the facts keep one, and when unless the facts say. */
    upcoming: keyed(
      keysOf(facts.upcoming),
      z.object({ title: words.optional(), when: words.optional(), text: words }),
    ),
  }),
  ventures: z.object({
    ...sectionIntro,
    /** `status`: a badge such as "Coming Soon"; ventures without one are live. */
    ventures: keyed(
      keysOf(facts.ventures),
      z.object({ tagline: words, description: words, features: z.array(words), status: words.optional() }),
    ),
    /** Accessible name of each venture's list of features. */
    featuresLabel: words,
    cta: z.object({ text: words, label: words }),
  }),
  contact: z.object({
    ...sectionIntro,
    links: keyed(keysOf(facts.contactLinks), words),
    form: z.object({
      heading: words,
      fields: keyed(formFields, words),
      /** Label of the hidden spam trap; people never see it, bots fill it in. */
      honeypotLabel: words,
      submitLabel: words,
      sendingLabel: words,
      /** Shown under a required field's label. */
      requiredHint: words,
      errors: z.object({
        emailRequired: words,
        emailInvalid: words,
        messageRequired: words,
        tooLong: withPlaceholders('{max}'),
        /** Invisible or text-direction characters in a name, email or subject, which could mislead the reader. */
        invisibleCharacters: words,
      }),
      toasts: z.object({
        success: titled,
        failure: titled,
        /** A second message too soon after the last one. */
        throttled: titled,
        /** Added to the failure's text after too many requests or none answered: how long the form waits. */
        retryIn: withPlaceholders('{seconds}'),
        /** Send pressed while the form waits after such a failure. */
        wait: titled.extend({ text: withPlaceholders('{seconds}') }),
      }),
      /** Shown where the form would be when JavaScript is off. */
      noScript: words,
      /** Shown above the fields when an unsent message was brought back from the browser's storage. */
      draftRestored: words,
      /** The button beside that note, which empties the form and forgets the message. */
      discardDraft: words,
      /** Shown where the form would be when its code could not be loaded (flaky network). */
      loadFailed: words,
      /** Shown, with the owner's address, when the visitor uses the prerendered form and its code has not run. */
      notRunning: words,
      /** The note under the form: where the message goes; its link goes to the privacy policy. */
      privacyNote: z.object({ text: words, linkLabel: words }),
    }),
  }),
  footer: z.object({
    about: words,
    /** The link under the about text to the contact section. */
    contactLabel: words,
    columns: z.object(Object.fromEntries(columns)) as ColumnWords<(typeof facts)['footerColumns']>,
    /** The footer's label for each legal page. */
    legalLinks: keyed(facts.legalPages, words),
    legalNavLabel: words,
    /** Shown after "© <year> <owner name>". */
    rightsText: words,
  }),
  terms: legalPage,
  privacy: legalPage,
  imprint: legalPage,
  notFound: z.object({ meta, title: words, text: words, homeLabel: words }),
  error: z.object({ meta, title: words, text: words, homeLabel: words, reloadLabel: words }),
});

/** What each language writes (`words/en.ts`, `words/de.ts`): only words, for the facts' items by their keys. */
export type ContentStrings = z.input<typeof wordsSchema>;

/** Every text of a language's words that is not filled in, wherever it sits and however the words grow. */
export function emptyTexts(
  value: unknown,
  path: PropertyKey[] = [],
): { path: PropertyKey[]; message: string }[] {
  if (typeof value === 'string') return value.trim() === '' ? [{ path, message: 'is empty' }] : [];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    emptyTexts(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
}

export type IconName = z.output<typeof iconName>;
export type CountryCode = z.output<typeof countryCode>;
export type TransferSafeguard = z.output<typeof transferSafeguard>;
export type Link = z.output<typeof siteLink>;
export type PageMeta = z.output<typeof meta>;
export type LegalPage = z.output<typeof legalPage> & {
  /** "Last updated" line: the date the text was last changed, ISO 8601 (YYYY-MM-DD). */
  lastUpdated: string;
};
export type SectionIntro = z.output<z.ZodObject<typeof sectionIntro>>;
