import { facts } from './facts.ts';
import { pageHref, sectionHref, type Locale } from './languages.ts';
import type { ContentStrings } from './strings';
import type { Exhibition, SiteContent, UpcomingProject } from './types';

/** Each item of a keyed list of facts, in the facts' order, with its key. */
const entries = <Items extends object>(items: Items) =>
  Object.entries(items) as [keyof Items & string, Items[keyof Items]][];

/**
 * The word for `key` in a record the compiler has already matched to the facts' keys (it cannot
 * follow which column's keys a loop variable holds).
 */
function wordFor(words: object, key: string): string {
  const word = (words as Record<string, string | undefined>)[key];
  if (word === undefined) throw new Error(`No words for "${key}".`);
  return word;
}

/** An upcoming project from its facts and its words (a title or a time from either). */
function upcomingProject(
  fact: { title?: string; year?: number; when?: string },
  words: { title?: string; when?: string; text: string },
): UpcomingProject {
  const title = fact.title ?? words.title ?? '';
  const when = fact.when ?? words.when;
  const languages = {
    ...(fact.title !== undefined && { titleLanguage: facts.titlesLanguage }),
    ...(fact.when !== undefined && { whenLanguage: facts.titlesLanguage }),
  };
  if (fact.year !== undefined) {
    return { title, year: fact.year, text: words.text, ...(when && { when }), ...languages };
  }
  if (when === undefined) throw new Error(`The upcoming project "${title}" has neither a year nor a time.`);
  return { title, when, text: words.text, ...languages };
}

/** The series planned next and the sentence announcing it; none without either. */
function nextPlan(
  plan: { title: string; year: number } | undefined,
  sentence: string | undefined,
): Pick<Exhibition, 'next'> {
  if (!plan || sentence === undefined) return {};
  return { next: { ...plan, titleLanguage: facts.titlesLanguage, text: sentence } };
}

/**
 * The content of one language's pages: the facts, written once, with that language's words.
 * Links to the site's pages and sections come from the route table (`languages.ts`).
 */
export function composeContent(locale: Locale, words: ContentStrings): SiteContent {
  const { owner } = facts;
  const section = (anchor: string) => sectionHref(locale, anchor);
  const { exhibition } = facts;
  const titleLanguage = facts.titlesLanguage;
  const { privacyPolicyLabel, sitePrivacyPolicyLabel, ...scheduling } = words.speaking.scheduling;
  return {
    siteUrl: facts.siteUrl,
    owner: { ...owner, ...words.owner },
    home: words.home,
    chrome: { siteName: owner.name, ...words.chrome },
    nav: facts.nav.map((anchor) => ({ label: words.nav[anchor], anchor })),
    hero: {
      eyebrow: words.hero.eyebrow,
      headline: words.hero.headline,
      tagline: words.hero.tagline,
      resume: { label: words.hero.resumeLabel, ...facts.resume },
      contactCta: words.hero.contactCta,
    },
    about: {
      ...words.about,
      facts: entries(facts.aboutFacts).map(([key, fact]) => ({ ...fact, ...words.about.facts[key] })),
    },
    experience: {
      eyebrow: words.experience.eyebrow,
      heading: words.experience.heading,
      intro: words.experience.intro,
      stat: { value: facts.experienceStat, label: words.experience.statLabel },
      roles: entries(facts.roles).map(([key, fact]) => ({
        ...fact,
        titleLanguage,
        ...words.experience.roles[key],
      })),
      skillsHeading: words.experience.skillsHeading,
      skills: words.experience.skills,
    },
    speaking: {
      ...words.speaking,
      topics: entries(facts.topics).map(([key, fact]) => ({
        ...fact,
        titleLanguage,
        ...words.speaking.topics[key],
      })),
      scheduling: {
        ...scheduling,
        url: facts.scheduling.url,
        color: facts.scheduling.color,
        scriptUrl: facts.scheduling.scriptUrl,
        stylesheetUrl: facts.scheduling.stylesheetUrl,
        privacyPolicy: {
          label: privacyPolicyLabel,
          href: facts.scheduling.privacyPolicy,
        },
        sitePrivacyPolicy: {
          label: sitePrivacyPolicyLabel,
          href: pageHref(locale, 'privacy'),
        },
      },
    },
    art: {
      ...words.art,
      artworks: entries(facts.artworks).map(([key, { title, year, image }]) => {
        const { description, medium, alt } = words.art.artworks[key];
        return { title, titleLanguage, description, medium, year, image: { name: image, alt } };
      }),
      exhibition: {
        eyebrow: words.art.exhibition.eyebrow,
        heading: words.art.exhibition.heading,
        title: exhibition.title,
        titleLanguage,
        venue: exhibition.venue,
        city: exhibition.city,
        year: exhibition.year,
        text: words.art.exhibition.text,
        ...nextPlan(exhibition.next, words.art.exhibition.next),
        link: { label: words.art.exhibition.linkLabel, href: exhibition.href, external: true },
      },
      upcoming: entries(facts.upcoming).map(([key, fact]) => upcomingProject(fact, words.art.upcoming[key])),
    },
    ventures: {
      ...words.ventures,
      ventures: entries(facts.ventures).map(([key, fact]) => ({ ...fact, ...words.ventures.ventures[key] })),
    },
    contact: {
      ...words.contact,
      links: entries(facts.contactLinks).map(([key, fact]) => ({ ...fact, label: words.contact.links[key] })),
      form: {
        ...words.contact.form,
        privacyNote: { ...words.contact.form.privacyNote, href: pageHref(locale, 'privacy') },
        fields: {
          firstName: { label: words.contact.form.fields.firstName, maxLength: facts.formLimits.firstName },
          lastName: { label: words.contact.form.fields.lastName, maxLength: facts.formLimits.lastName },
          email: { label: words.contact.form.fields.email, maxLength: facts.formLimits.email },
          subject: { label: words.contact.form.fields.subject, maxLength: facts.formLimits.subject },
          message: { label: words.contact.form.fields.message, maxLength: facts.formLimits.message },
        },
      },
    },
    emailProvider: facts.emailProvider,
    footer: {
      about: words.footer.about,
      columns: entries(facts.footerColumns).map(([key, anchors]) => ({
        title: words.footer.columns[key].title,
        links: anchors.map((anchor) => ({
          label: wordFor(words.footer.columns[key].links, anchor),
          href: section(anchor),
        })),
      })),
      legalLinks: facts.legalPages.map((page) => ({
        label: words.footer.legalLinks[page],
        href: pageHref(locale, page),
      })),
      legalNavLabel: words.footer.legalNavLabel,
      rightsText: words.footer.rightsText,
    },
    legal: facts.legal,
    terms: { ...words.terms, lastUpdated: facts.lastLegalReview },
    privacy: { ...words.privacy, lastUpdated: facts.lastLegalReview },
    imprint: { ...words.imprint, lastUpdated: facts.lastLegalReview },
    notFound: { ...words.notFound, code: facts.notFoundCode },
    error: words.error,
  };
}
