import type { Facts } from './facts';
import type {
  ContactFormContent,
  ErrorContent,
  FooterContent,
  LegalPage,
  NotFoundContent,
  PageMeta,
  SchedulingContent,
  SectionIntro,
  SiteChrome,
} from './types';

/**
 * What each language writes: only words, for the items `facts.ts` lists and by the same keys. A
 * language's module `satisfies` this type, so the compiler rejects a key it lacks or one that is
 * not in the facts. `composeContent` puts the two together into the content the pages read.
 */

type Keys<Items> = keyof Items & string;
/** Words for each item of a keyed list of facts, by its key. */
type WordsFor<Items, Words> = Record<Keys<Items>, Words>;

/**
 * An upcoming project's words: its title unless the facts keep one, and when it happens unless
 * the facts name it (required when the facts give no year either).
 */
type UpcomingWords<Item> = { text: string } & (Item extends { title: string }
  ? { title?: never }
  : { title: string }) &
  (Item extends { when: string }
    ? { when?: never }
    : Item extends { year: number }
      ? { when?: string }
      : { when: string });

export interface ContentStrings {
  owner: { jobTitle: string; location: string };
  home: { meta: PageMeta };
  chrome: Omit<SiteChrome, 'siteName'>;
  /** The header's label for each section it links to. */
  nav: Record<Facts['nav'][number], string>;
  hero: { eyebrow: string; headline: string; tagline: string; resumeLabel: string; contactCta: string };
  about: SectionIntro & {
    paragraphs: string[];
    facts: WordsFor<Facts['aboutFacts'], { label: string; value: string }>;
  };
  experience: SectionIntro & {
    statLabel: string;
    roles: WordsFor<Facts['roles'], { period: string; description: string; highlight?: string }>;
    skillsHeading: string;
    skills: string[];
  };
  speaking: SectionIntro & {
    topicsHeading: string;
    formatsLabel: string;
    topics: WordsFor<Facts['topics'], { description: string; formats?: string[] }>;
    scheduling: Omit<
      SchedulingContent,
      'url' | 'color' | 'scriptUrl' | 'stylesheetUrl' | 'privacyPolicy' | 'sitePrivacyPolicy'
    > & {
      privacyPolicyLabel: string;
      sitePrivacyPolicyLabel: string;
    };
  };
  art: SectionIntro & {
    galleryHeading: string;
    artworks: WordsFor<Facts['artworks'], { description: string; medium: string; alt: string }>;
    exhibition: {
      eyebrow: string;
      heading: string;
      text: string;
      /**
       * The sentence about the series planned next (`exhibition.next` in the facts): `{title}` and
       * `{year}` stand where its title and year go.
       */
      next?: string;
      linkLabel: string;
    };
    upcomingHeading: string;
    upcoming: { [Key in Keys<Facts['upcoming']>]: UpcomingWords<Facts['upcoming'][Key]> };
  };
  ventures: SectionIntro & {
    ventures: WordsFor<
      Facts['ventures'],
      { tagline: string; description: string; features: string[]; status?: string; linkLabel?: string }
    >;
    featuresLabel: string;
    cta: { text: string; label: string };
  };
  contact: SectionIntro & {
    links: WordsFor<Facts['contactLinks'], string>;
    form: Omit<ContactFormContent, 'fields' | 'privacyNote'> & {
      fields: { [Field in keyof Facts['formLimits']]: string };
      /** The link goes to the privacy policy in the page's language. */
      privacyNote: Omit<ContactFormContent['privacyNote'], 'href'>;
    };
  };
  footer: Pick<FooterContent, 'about' | 'legalNavLabel' | 'rightsText'> & {
    columns: {
      [Column in Keys<Facts['footerColumns']>]: {
        title: string;
        links: Record<Facts['footerColumns'][Column][number], string>;
      };
    };
    /** The footer's label for each legal page. */
    legalLinks: Record<Facts['legalPages'][number], string>;
  };
  terms: Omit<LegalPage, 'lastUpdated'>;
  privacy: Omit<LegalPage, 'lastUpdated'>;
  imprint: Omit<LegalPage, 'lastUpdated'>;
  notFound: Omit<NotFoundContent, 'code'>;
  error: ErrorContent;
}
