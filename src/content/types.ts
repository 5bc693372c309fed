/**
 * The shape of everything the owner may edit. The content module (`index.ts`) must satisfy these
 * types, and `validateContent` checks the values (links, e-mails, images) when the site builds.
 */

export interface Link {
  label: string;
  href: string;
  /** Opens in a new tab (external sites and files). */
  external?: boolean;
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
  anchor: string;
}

export interface FooterColumn {
  title: string;
  links: Link[];
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
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
  themeToggle: { toDark: string; toLight: string; toggle: string };
  backToHome: string;
  lastUpdatedLabel: string;
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

export interface HeroContent {
  eyebrow: string;
  headline: string;
  tagline: string;
  resume: Link;
  contactCta: string;
}

export interface SiteContent {
  siteUrl: string;
  owner: Owner;
  home: { meta: PageMeta };
  chrome: SiteChrome;
  nav: NavItem[];
  hero: HeroContent;
  footer: FooterContent;
  terms: LegalPage;
  privacy: LegalPage;
  imprint: LegalPage;
  notFound: NotFoundContent;
  error: ErrorContent;
}
