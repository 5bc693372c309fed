import { anchors } from './anchors.ts';
import { facts as writtenFacts } from './facts.ts';
import { pageHref, sectionHref, type Locale } from './languages.ts';
import type { ContentStrings, FactsShape } from './schema';

/**
 * The facts as their schema types them: the pages' types say "an icon", not "this icon", so a
 * story or a test may give any.
 */
const facts: FactsShape = writtenFacts;

/** The words for `key` in a record the compiler has matched to the facts' keys. */
function wordFor<Words>(words: Partial<Record<string, Words>>, key: string): Words {
  const word = words[key];
  if (word === undefined) throw new Error(`No words for "${key}".`);
  return word;
}

/** Each item of a keyed list of facts, in the facts' order, with its words. */
function withWords<Fact, Words, Item>(
  items: Record<string, Fact>,
  words: Partial<Record<string, Words>>,
  make: (fact: Fact, words: Words, key: string) => Item,
): Item[] {
  return Object.entries(items).map(([key, fact]) => make(fact, wordFor(words, key), key));
}

/** An upcoming project from its facts and its words (a title or a time from either). */
function upcomingProject(
  fact: { title?: string; year?: number; when?: string },
  words: { title?: string; when?: string; text: string },
) {
  const title = fact.title ?? words.title;
  const when = fact.when ?? words.when;
  if (title === undefined) throw new Error(`An upcoming project ("${words.text}") has no title.`);
  const languages = {
    ...(fact.title !== undefined && { titleLanguage: facts.titlesLanguage }),
    ...(fact.when !== undefined && { whenLanguage: facts.titlesLanguage }),
  };
  if (fact.year !== undefined) {
    return { title, year: fact.year, text: words.text, ...(when && { when }), ...languages };
  }
  if (when === undefined) throw new Error(`The upcoming project "${title}" has neither a year nor a time.`);
  return { title, year: undefined, when, text: words.text, ...languages };
}

/**
 * The content of one language's pages: the facts, written once, with that language's words.
 * Links to the site's pages and sections come from the route table (`languages.ts`).
 */
export function composeContent(locale: Locale, words: ContentStrings) {
  const { owner, exhibition, scheduling } = facts;
  const titleLanguage = facts.titlesLanguage;
  const { privacyPolicyLabel, sitePrivacyPolicyLabel, ...schedulingWords } = words.speaking.scheduling;
  const { resumeLabel, ...hero } = words.hero;
  const { statLabel, ...experience } = words.experience;
  const { next, linkLabel, ...exhibitionWords } = words.art.exhibition;
  const privacyHref = pageHref(locale, 'privacy');
  return {
    siteUrl: facts.siteUrl,
    owner: { ...owner, ...words.owner },
    home: words.home,
    chrome: { siteName: owner.name, ...words.chrome },
    nav: facts.nav.map((anchor) => ({ label: wordFor(words.nav, anchor), anchor })),
    hero: { ...hero, resume: { label: resumeLabel, ...facts.resume } },
    about: {
      ...words.about,
      facts: withWords(facts.aboutFacts, words.about.facts, (fact, said) => ({ ...fact, ...said })),
    },
    experience: {
      ...experience,
      /** The headline number, e.g. "15+", with what it counts. */
      stat: { value: facts.experienceStat, label: statLabel },
      roles: withWords(facts.roles, words.experience.roles, (fact, said) => ({
        ...fact,
        titleLanguage,
        ...said,
      })),
    },
    speaking: {
      ...words.speaking,
      topics: withWords(facts.topics, words.speaking.topics, (fact, said) => ({
        ...fact,
        titleLanguage,
        ...said,
      })),
      scheduling: {
        ...schedulingWords,
        ...scheduling,
        privacyPolicy: { label: privacyPolicyLabel, href: scheduling.privacyPolicy },
        sitePrivacyPolicy: { label: sitePrivacyPolicyLabel, href: privacyHref },
      },
    },
    art: {
      ...words.art,
      artworks: withWords(facts.artworks, words.art.artworks, ({ image, ...fact }, { alt, ...said }) => ({
        ...fact,
        titleLanguage,
        ...said,
        image: { name: image, alt },
      })),
      exhibition: {
        ...exhibitionWords,
        title: exhibition.title,
        titleLanguage,
        venue: exhibition.venue,
        city: exhibition.city,
        year: exhibition.year,
        // The series planned next and the sentence announcing it; none without either.
        ...(exhibition.next &&
          next !== undefined && { next: { ...exhibition.next, titleLanguage, text: next } }),
        link: { label: linkLabel, href: exhibition.href, external: true },
      },
      upcoming: withWords(facts.upcoming, words.art.upcoming, upcomingProject),
    },
    ventures: {
      ...words.ventures,
      ventures: withWords(facts.ventures, words.ventures.ventures, (fact, said) => ({ ...fact, ...said })),
    },
    contact: {
      ...words.contact,
      links: withWords(facts.contactLinks, words.contact.links, (fact, label) => ({ ...fact, label })),
      form: {
        ...words.contact.form,
        privacyNote: { ...words.contact.form.privacyNote, href: privacyHref },
        fields: mapFields(facts.formLimits, (maxLength, field) => ({
          label: words.contact.form.fields[field],
          maxLength,
        })),
      },
    },
    emailProvider: facts.emailProvider,
    footer: {
      ...words.footer,
      contactLink: { label: words.footer.contactLabel, href: sectionHref(locale, anchors.contact) },
      columns: withWords(facts.footerColumns, words.footer.columns, (anchors, column) => ({
        title: column.title,
        links: anchors.map((anchor) => ({
          label: wordFor<string>(column.links, anchor),
          href: sectionHref(locale, anchor),
        })),
      })),
      // The keys facts.ts lists, which type the labels: a legal page without a footer link needs none.
      legalLinks: writtenFacts.legalPages.map((page) => ({
        label: words.footer.legalLinks[page],
        href: pageHref(locale, page),
      })),
    },
    legal: facts.legal,
    terms: { ...words.terms, lastUpdated: facts.lastLegalReview },
    privacy: { ...words.privacy, lastUpdated: facts.lastLegalReview },
    imprint: { ...words.imprint, lastUpdated: facts.lastLegalReview },
    notFound: { ...words.notFound, code: facts.notFoundCode },
    error: words.error,
  };
}

/** Each contact-form field's value made from its limit. */
function mapFields<Field extends string, Value>(
  limits: Record<Field, number>,
  make: (limit: number, field: Field) => Value,
): Record<Field, Value> {
  return Object.fromEntries(
    Object.entries<number>(limits).map(([field, limit]) => [field, make(limit, field as Field)]),
  ) as Record<Field, Value>;
}
