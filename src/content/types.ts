import type { Accent } from '../theme/accents';
import type { Anchor } from './anchors';
import type { Locale } from './languages';

/**
 * The shape of a language's content as the pages read it: the facts (`facts.ts`) with one
 * language's words (`en.ts`, `de.ts`, shaped by `strings.ts`), put together by `composeContent`.
 * The schemas in `schema.ts` check the values (links, e-mails, images, lengths) when the site builds.
 */

export interface Link {
  label: string;
  href: string;
  /** Opens in a new tab (external sites and files). */
  external?: boolean;
  /**
   * The language of what it opens (a file, a page elsewhere), when that is fixed: the link says so
   * (`hreflang`), and on a page in another language its label names the language.
   */
  language?: Locale;
}

export interface PageMeta {
  /** The document title; the site name is appended. */
  title: string;
  description: string;
}

export interface Owner {
  name: string;
  /** Short role line, e.g. for the header and structured data. */
  jobTitle: string;
  email: string;
  location: string;
}

export interface NavItem {
  label: string;
  /** An in-page anchor on the home page, without the '#'. */
  anchor: Anchor;
}

export interface FooterColumn {
  title: string;
  links: Link[];
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** A postal address, shown as one block of lines. Optional. */
  address?: string[];
  /** Links shown after the paragraphs, one a line (e.g. the contact form). Optional. */
  links?: Link[];
}

/**
 * A country outside the EU that the privacy policy names (ISO 3166-1 alpha-2). Each language
 * writes its names, so a code added here fails the typecheck until every language has them.
 */
export type CountryCode = 'DE' | 'SG' | 'US';

/** What protects personal data sent to a country outside the EU (chapter V GDPR). */
export type TransferSafeguard =
  /** The EU Commission's standard contractual clauses, Art. 46 (2) (c) GDPR. */
  | 'standardContractualClauses'
  /** An adequacy decision of the EU Commission for that country, Art. 45 GDPR. */
  | 'adequacyDecision';

/**
 * The facts the imprint and the privacy policy state about the operator and the services the site
 * uses. They are kept here once, and every language's legal pages are written from them, so the
 * languages cannot state different facts. An optional fact left out makes the pages say less (no
 * phone line, "the hosting provider" without a name), never something untrue.
 */
export interface LegalFacts {
  /** The operator's postal address below her name (trade name, street, postcode and city), without the country. */
  address: string[];
  /**
   * A phone number for the imprint, e.g. "+49 30 1234567". Optional: e-mail and the contact form
   * already give the fast and direct contact the imprint must offer.
   */
  phone?: string;
  /**
   * The VAT identification number (§ 27a UStG), e.g. "DE123456789". Shown in the imprint when set;
   * left out when none has been issued (the imprint then says nothing about VAT).
   */
  vatId?: string;
  /**
   * The business identification number (Wirtschafts-Identifikationsnummer, § 5 (1) no. 6 DDG,
   * § 139c AO), e.g. "DE123456789-00001". Shown in the imprint when set.
   */
  businessId?: string;
  /** The company that hosts the site: the privacy policy names it and the period its logs are kept. */
  hosting: {
    /** Its name, e.g. "Hetzner Online GmbH". */
    company: string;
    /** Its seat: street, postcode and city, e.g. "Industriestr. 25, 91710 Gunzenhausen". */
    seat: string;
    /** The country of its seat. */
    country: CountryCode;
    /** After how many days its server logs are deleted, as its terms or its data processing agreement state. */
    logRetentionDays: number;
  };
  /** The data protection supervisory authority responsible for the operator, and its postal address. */
  supervisoryAuthority: { address: string[] };
  /**
   * Who keeps the owner's mailbox, where the form's messages end up: the privacy policy names it
   * as a recipient.
   */
  mailbox: LegalCompany;
  /** The contact form's email service (EmailJS). */
  emailService: {
    /** The service's name, as the privacy policy calls it. */
    name: string;
    /** The company behind it, which receives the messages. */
    company: string;
    /** The country where the company is based. */
    seat: CountryCode;
    /** Other countries outside the EU where the service's servers may stand. */
    possibleServerCountries: CountryCode[];
    /** What protects the messages sent there. */
    transferSafeguard: TransferSafeguard;
    /**
     * The mail service the email service hands each message to for delivery (the account connected
     * in EmailJS): `'mailbox'` when that is the mailbox provider's own mail server.
     */
    sendsThrough: 'mailbox' | LegalCompany;
  };
}

/** A company the privacy policy names as a recipient: its name, its seat and the seat's country. */
export interface LegalCompany {
  /** Its name, e.g. "Hetzner Online GmbH". */
  company: string;
  /** Street, postcode and city, e.g. "Industriestr. 25, 91710 Gunzenhausen". */
  seat: string;
  country: CountryCode;
}

export interface LegalPage {
  meta: PageMeta;
  title: string;
  intro?: string;
  /** "Last updated" line: the date the text was last changed, ISO 8601 (YYYY-MM-DD). */
  lastUpdated: string;
  sections: LegalSection[];
}

export interface SiteChrome {
  siteName: string;
  skipLinkLabel: string;
  navLabel: string;
  openMenuLabel: string;
  closeMenuLabel: string;
  /** Accessible name and tooltip of a toast's close button. */
  closeToastLabel: string;
  /**
   * The colour-scheme toggle's name: one name before and after the app runs (the prerendered page
   * cannot know the visitor's scheme), so it says what the button does, not which scheme comes next.
   */
  themeToggle: { toggle: string };
  backToHome: string;
  lastUpdatedLabel: string;
  /**
   * Said after the name of every link that opens a new tab, for those who do not see the page
   * ("(opens in a new tab)"): a new tab they did not expect leaves them without a way back.
   */
  opensInNewTab: string;
  /** Each of the site's languages, named in this one: "German", "Englisch". */
  languageNames: Record<Locale, string>;
  /**
   * The invitation to read the site in THIS language, shown on the other language's home page to
   * a visitor whose browser prefers this one. Written in this language.
   */
  languageOffer: LanguageOffer;
}

export interface LanguageOffer {
  text: string;
  /** The link to the page in this language. */
  action: string;
  /** Accessible name of the button that closes the note (for good). */
  dismiss: string;
}

export interface FooterContent {
  about: string;
  columns: FooterColumn[];
  legalLinks: Link[];
  legalNavLabel: string;
  /** Shown after "© <year> <owner name>". */
  rightsText: string;
}

export interface NotFoundContent {
  meta: PageMeta;
  code: string;
  title: string;
  text: string;
  homeLabel: string;
}

export interface ErrorContent {
  meta: PageMeta;
  title: string;
  text: string;
  homeLabel: string;
  reloadLabel: string;
}

/**
 * Icons are named, not imported, so content stays plain data; `src/components/icons/index.tsx` maps each
 * name to one icon of the same family.
 */
export type IconName =
  | 'rocket'
  | 'growth'
  | 'team'
  | 'strategy'
  | 'ai'
  | 'leadership'
  | 'palette'
  | 'coffee'
  | 'stealth'
  | 'linkedin'
  | 'instagram'
  | 'email'
  | 'location'
  | 'language'
  | 'focus'
  | 'calendar';

/**
 * An image in `src/content/images/`, by its name without size or extension (for example
 * `artworks/tidal-memory`). `npm run images` makes the AVIF and WebP sizes and records the
 * dimensions; the build fails if the named image is missing.
 */
export interface ImageRef {
  name: string;
  /** What the image shows, for people who cannot see it. Required. */
  alt: string;
}

/** Shared head of every home section: a small label, the heading and an optional intro. */
export interface SectionIntro {
  eyebrow: string;
  heading: string;
  intro?: string;
}

export interface HeroContent {
  eyebrow: string;
  headline: string;
  tagline: string;
  resume: Link;
  contactCta: string;
}

export interface Fact {
  icon: IconName;
  label: string;
  value: string;
}

export interface AboutContent extends SectionIntro {
  paragraphs: string[];
  facts: Fact[];
}

/**
 * The language of an item's title (or other name) when it is fixed whatever the page's language:
 * a talk, a work or a job title known by its English name. On a page in another language the
 * title is marked with it.
 */
export interface TitledInLanguage {
  titleLanguage?: Locale;
}

export interface Role extends TitledInLanguage {
  title: string;
  company: string;
  period: string;
  description: string;
  icon: IconName;
  /** A headline result, e.g. "$14M pipeline impact". Optional. */
  highlight?: string;
}

export interface ExperienceContent extends SectionIntro {
  /** The headline number, e.g. "15+", with what it counts. */
  stat: { value: string; label: string };
  roles: Role[];
  skillsHeading: string;
  skills: string[];
}

export interface Topic extends TitledInLanguage {
  title: string;
  description: string;
  icon: IconName;
  /** Formats this topic is offered in, e.g. keynote, workshop. Optional. */
  formats?: string[];
}

/** The calendar provider's scheduling button (Google Calendar appointment schedules). */
export interface SchedulingContent {
  heading: string;
  text: string;
  /** The button's label; also the fallback link's text. */
  label: string;
  /** The public appointment-schedule page. */
  url: string;
  /** The button colour the provider draws. */
  color: string;
  scriptUrl: string;
  stylesheetUrl: string;
  /**
   * Shown when the button is pressed, before anything is loaded from the provider: who provides
   * the calendar and what loading it sends them.
   */
  consentNote: string;
  /** The provider's privacy policy, linked after the note. */
  privacyPolicy: { label: string; href: string };
  /** The site's own privacy policy, linked after the note too. */
  sitePrivacyPolicy: { label: string; href: string };
  /** The sentence after the note that links both policies: "{google}" and "{site}" stand where they go. */
  privacyLinks: string;
  /** The choice that loads the provider's calendar on this page. */
  loadHereLabel: string;
  /** The choice that opens the booking page on the provider's site, in a new tab. */
  openThereLabel: string;
  /** Shown with the plain link when the provider's calendar cannot be loaded here. */
  failedText: string;
}

export interface SpeakingContent extends SectionIntro {
  topicsHeading: string;
  /** Accessible name of each topic's list of formats. */
  formatsLabel: string;
  topics: Topic[];
  scheduling: SchedulingContent;
}

export interface Artwork extends TitledInLanguage {
  title: string;
  description: string;
  medium: string;
  year: number;
  image: ImageRef;
}

export interface Exhibition extends TitledInLanguage {
  eyebrow: string;
  heading: string;
  title: string;
  venue: string;
  city: string;
  year: number;
  text: string;
  /**
   * The series planned next, its year, and the sentence announcing it, in which `{title}` and
   * `{year}` stand where they go (the title drawn in its own language). Shown until that year is
   * over: a page built later leaves it out.
   */
  next?: TitledInLanguage & { title: string; year: number; text: string };
  link: Link;
}

/**
 * Something planned. With a `year` it is upcoming until that year is over; a page built later
 * leaves it out. `when` says when in words ("Berlin Art Week"); without it the year is shown.
 */
export type UpcomingProject = {
  title: string;
  text: string;
  /** The language of `when`, when it is an event's own name ("Berlin Art Week"). */
  whenLanguage?: Locale;
} & TitledInLanguage &
  ({ year: number; when?: string } | { year?: undefined; when: string });

export interface ArtContent extends SectionIntro {
  galleryHeading: string;
  artworks: Artwork[];
  exhibition: Exhibition;
  upcomingHeading: string;
  upcoming: UpcomingProject[];
}

export interface Venture {
  name: string;
  tagline: string;
  description: string;
  icon: IconName;
  /** The card's accent colour, from the theme palette. */
  accent: Accent;
  features: string[];
  /** A badge such as "Coming Soon"; ventures without one are live. */
  status?: string;
  link?: Link;
}

export interface VenturesContent extends SectionIntro {
  ventures: Venture[];
  /** Accessible name of each venture's list of features. */
  featuresLabel: string;
  cta: { text: string; label: string };
}

export interface ContactLink extends Link {
  icon: IconName;
  /** What the link shows, e.g. the address or the handle. */
  detail: string;
}

export interface ContactFormField {
  label: string;
  /** Most characters accepted. */
  maxLength: number;
}

/** Every word of the contact form: labels, button, messages and toasts. */
export interface ContactFormContent {
  heading: string;
  fields: {
    firstName: ContactFormField;
    lastName: ContactFormField;
    email: ContactFormField;
    subject: ContactFormField;
    message: ContactFormField;
  };
  /** Label of the hidden spam trap; people never see it, bots fill it in. */
  honeypotLabel: string;
  submitLabel: string;
  sendingLabel: string;
  /** Shown under a required field's label. */
  requiredHint: string;
  errors: {
    emailRequired: string;
    emailInvalid: string;
    messageRequired: string;
    /** "{max}" is replaced with the field's limit. */
    tooLong: string;
    /** A name, email or subject holding invisible or text-direction characters, which could mislead the reader. */
    invisibleCharacters: string;
  };
  toasts: {
    success: { title: string; text: string };
    failure: { title: string; text: string };
    /** A second message too soon after the last one. */
    throttled: { title: string; text: string };
    /**
     * Added to the failure's text when the provider refused for too many requests or could not be
     * reached: how long the form waits before it sends again ("{seconds}" is replaced).
     */
    retryIn: string;
    /** Send pressed while the form waits after such a failure ("{seconds}" is replaced). */
    wait: { title: string; text: string };
  };
  /** Shown where the form would be when JavaScript is off. */
  noScript: string;
  /** Shown above the fields when an unsent message was brought back from the browser's storage. */
  draftRestored: string;
  /** The button beside that note, which empties the form and forgets the message. */
  discardDraft: string;
  /** Shown where the form would be when its code could not be loaded (flaky network). */
  loadFailed: string;
  /**
   * Shown in the prerendered form, with the owner's address, when the visitor uses it and its code
   * has not run (blocked by an extension or a network filter): the form cannot send.
   */
  notRunning: string;
  /** The note under the form: where the message goes, with a link to the privacy policy. */
  privacyNote: { text: string; linkLabel: string; href: string };
}

/** The email provider (EmailJS) account the form sends through. Public values, not secrets. */
export interface EmailProviderConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

export interface ContactContent extends SectionIntro {
  links: ContactLink[];
  form: ContactFormContent;
}

export interface SiteContent {
  siteUrl: string;
  owner: Owner;
  home: { meta: PageMeta };
  chrome: SiteChrome;
  nav: NavItem[];
  hero: HeroContent;
  about: AboutContent;
  experience: ExperienceContent;
  speaking: SpeakingContent;
  art: ArtContent;
  ventures: VenturesContent;
  contact: ContactContent;
  emailProvider: EmailProviderConfig;
  footer: FooterContent;
  /** The facts the legal pages state; the same in every language. */
  legal: LegalFacts;
  terms: LegalPage;
  privacy: LegalPage;
  imprint: LegalPage;
  notFound: NotFoundContent;
  error: ErrorContent;
}
