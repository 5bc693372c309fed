import { z } from 'zod';

/**
 * What the compiler cannot check in the content, as schemas: that texts are not empty, the form of
 * links, addresses, dates, colours and numbers, that images exist, and how long the texts that
 * search engines and screen readers cut short may be. The build runs them (`validateContent.ts`)
 * and names the field of every problem. The shape itself is the compiler's job (`facts.ts` and
 * `strings.ts`), so these schemas list only the fields they say more about.
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

/** The facts (`facts.ts`): everything their types leave open. */
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
  const item = <Shape extends z.ZodRawShape>(shape: Shape) => z.record(z.string(), z.object(shape));

  return z.object({
    siteUrl: httpsUrl,
    owner: z.object({ name: text('the name the site is about'), email }),
    legal: z.object({
      address: z
        .array(text('a line of the postal address'))
        .min(1, { error: 'is empty; expected the postal address, a line each' }),
      phone: phone.optional(),
      vatId: vatId.optional(),
      businessId: text('the business identification number, e.g. DE123456789-00001').optional(),
      hosting: z.object({
        company: text('the company’s name, e.g. Hetzner Online GmbH'),
        seat: text('street, postcode and city, e.g. Industriestr. 25, 91710 Gunzenhausen'),
        logRetentionDays: z
          .number({ error: `is not a number; expected ${retention}` })
          .int({
            error: (issue) => `${String(issue.input)} is not a whole number of days; expected ${retention}`,
          })
          .positive({
            error: (issue) => `${String(issue.input)} is not a whole number of days; expected ${retention}`,
          }),
      }),
      supervisoryAuthority: z.object({ address: z.array(text('a line of the authority’s address')).min(1) }),
      mailbox: z.object({
        company: text('the name of the company that keeps the mailbox, e.g. Hetzner Online GmbH'),
        seat: text('street, postcode and city, e.g. Industriestr. 25, 91710 Gunzenhausen'),
      }),
      emailService: z.object({
        name: text(),
        company: text(),
        sendsThrough: z.union([
          z.literal('mailbox'),
          z.object({
            company: text('the name of the mail service EmailJS delivers through'),
            seat: text('street, postcode and city'),
          }),
        ]),
      }),
    }),
    lastLegalReview: reviewDate,
    emailProvider: z.object({ publicKey: text(), serviceId: text(), templateId: text() }),
    resume: z.object({ href: link }),
    roles: item({ title: text(), company: text() }),
    topics: item({ title: text() }),
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
      next: z.object({ title: text(), year }).optional(),
      href: link,
    }),
    upcoming: item({ title: text().optional(), year: year.optional(), when: text().optional() }),
    ventures: item({ name: text(), href: link.optional() }),
    contactLinks: item({ detail: text(), href: link }),
    formLimits: z.record(z.string(), z.number().int().positive()),
  });
}

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

/** A text that a reader or a search engine cuts off past `most` characters (empty ones are found below). */
function shortText(most: number, what: string) {
  return z.string().max(most, {
    error: (issue) =>
      `is ${String((issue.input as string).length)} characters; ${what} shows at most ${String(most)}`,
  });
}

// Loose objects: the words pass through whole, so every text is seen by `everyTextFilled`.
const meta = z.looseObject({
  title: shortText(60, 'a search result'),
  description: shortText(160, 'a search result'),
});

/**
 * Every text of a language's words is filled in, wherever it sits and however the words grow. (A
 * field with a rule of its own says so first; `validateContent` keeps one problem per field.)
 */
function everyTextFilled(value: unknown, context: z.RefinementCtx, path: (string | number)[] = []): void {
  if (typeof value === 'string') {
    if (value.trim() === '') context.addIssue({ code: 'custom', message: 'is empty', path });
  } else if (Array.isArray(value)) {
    value.forEach((child, index) => {
      everyTextFilled(child, context, [...path, index]);
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) everyTextFilled(child, context, [...path, key]);
  }
}

/** The sentences a component fills in, by where they are in a language's words. */
const sentencesWithPlaceholders: [string[], z.ZodType][] = [
  [['speaking', 'scheduling', 'privacyLinks'], withPlaceholders('{google}', '{site}')],
  [['contact', 'form', 'errors', 'tooLong'], withPlaceholders('{max}')],
  [['contact', 'form', 'toasts', 'retryIn'], withPlaceholders('{seconds}')],
  [['contact', 'form', 'toasts', 'wait', 'text'], withPlaceholders('{seconds}')],
];

/** A language's words (`en.ts`, `de.ts`): filled in, and short where they are cut. */
export const wordsSchema = z
  .looseObject({
    home: z.looseObject({ meta }),
    terms: z.looseObject({ meta }),
    privacy: z.looseObject({ meta }),
    imprint: z.looseObject({ meta }),
    notFound: z.looseObject({ meta }),
    error: z.looseObject({ meta }),
    art: z.looseObject({
      exhibition: z.looseObject({ next: withPlaceholders('{title}', '{year}').optional() }),
      artworks: z.record(
        z.string(),
        z.looseObject({
          alt: text('a description of what the image shows, for people who cannot see it').pipe(
            shortText(250, 'an alternative text a screen reader reads in one go'),
          ),
        }),
      ),
    }),
  })
  .superRefine((words, context) => {
    everyTextFilled(words, context);
    // Checked here rather than as keys of the schema above, which would put them first in the
    // parsed words and change the order problems are reported in (the file's order).
    for (const [path, sentence] of sentencesWithPlaceholders) {
      const value = path.reduce<unknown>(
        (node, key) =>
          typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined,
        words,
      );
      if (typeof value !== 'string' || value.trim() === '') continue;
      for (const issue of sentence.safeParse(value).error?.issues ?? [])
        context.addIssue({ code: 'custom', message: issue.message, path });
    }
  });
