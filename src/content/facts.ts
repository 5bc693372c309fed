import type { FactsShape } from './schema';

/**
 * What the site says that is not language: the owner's name and address, links, images, dates,
 * figures, provider settings, and the names of people, companies, works and talks as they are
 * known. Written once, here; each language's module (`words/en.ts`, `words/de.ts`) adds only its words, for
 * the same items by the same keys. Before publishing, confirm the legal facts (docs/content.md lists
 * them under "Before publishing").
 */

const owner = { name: 'Amara Voss', email: 'hello@amaravoss.example' };

/**
 * What the imprint and the privacy policy state about the operator and the services the site
 * uses; every language's legal pages are written from these values.
 */
const legal: FactsShape['legal'] = {
  address: ['Studio Voss', 'Lindenstraße 34', '10969 Berlin'],
  // Optional, shown in the imprint when set: phone: '+49 30 …', vatId: 'DE…', businessId: 'DE…-00001'.
  hosting: {
    company: 'Hetzner Online GmbH',
    seat: 'Industriestr. 25, 91710 Gunzenhausen',
    country: 'DE',
    logRetentionDays: 7,
  },
  // Placeholder until the owner confirms it: who keeps the mailbox the form's messages land in.
  mailbox: {
    company: 'Hetzner Online GmbH',
    seat: 'Industriestr. 25, 91710 Gunzenhausen',
    country: 'DE',
  },
  supervisoryAuthority: {
    address: ['Alt-Moabit 59–61', '10555 Berlin'],
  },
  emailService: {
    name: 'EmailJS',
    company: 'EmailJS Pte. Ltd.',
    seat: 'SG',
    possibleServerCountries: ['US'],
    transferSafeguard: 'standardContractualClauses',
    // Placeholder until the owner confirms it: EmailJS delivers through the mailbox's own mail server.
    sendsThrough: 'mailbox',
  },
};

// Public EmailJS identifiers (they are visible in every browser that sends a message). A build may
// override them with VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID and VITE_EMAILJS_TEMPLATE_ID
// (see src/services/email.ts).
const emailProvider = {
  publicKey: 'u7Qk2mVossPortfolio',
  serviceId: 'service_amaravoss',
  templateId: 'template_contact',
};

/** The items each language describes, by key; a language's module gives words for each key. */
export const facts = {
  siteUrl: 'https://amaravoss.example',
  /**
   * The language the titles below are written in (job titles, talks, works, the exhibition, the
   * projects and the name of an event): every language's pages show them so, marked as such.
   */
  titlesLanguage: 'en',
  owner,
  legal,
  /** When the legal pages were last reviewed (ISO 8601): their "last updated" date. */
  lastLegalReview: '2026-11-01',
  emailProvider,
  /** The header's links, in order: sections of the home page. */
  nav: ['about', 'experience', 'speaking', 'art', 'ventures', 'contact'],
  resume: {
    href: 'https://files.amaravoss.example/amara-voss-resume.pdf',
    external: true,
    language: 'en',
  },
  aboutFacts: {
    location: { icon: 'location' },
    languages: { icon: 'language' },
    focus: { icon: 'focus' },
  },
  experienceStat: '15+',
  /** Job titles as held, and the companies. */
  roles: {
    northwind: { title: 'VP Product', company: 'Northwind Pay', icon: 'rocket' },
    canopy: { title: 'Head of Product', company: 'Canopy Climate', icon: 'growth' },
    kestrel: { title: 'Senior Product Manager', company: 'Kestrel Mobility', icon: 'team' },
  },
  /** The talks, under the titles they are announced with. */
  topics: {
    trust: { title: 'Building products people trust', icon: 'strategy' },
    ai: { title: 'AI across the product lifecycle', icon: 'ai' },
    scaling: { title: 'Scaling product teams without losing the plot', icon: 'leadership' },
    creativity: { title: 'Creativity as a leadership practice', icon: 'palette' },
  },
  scheduling: {
    url: 'https://calendar.google.com/calendar/appointments/schedules/AcZssZ0amaraVossSpeakingChat?gv=true',
    color: '#039BE5',
    scriptUrl: 'https://calendar.google.com/calendar/scheduling-button-script.js',
    stylesheetUrl: 'https://calendar.google.com/calendar/scheduling-button-script.css',
    privacyPolicy: 'https://policies.google.com/privacy',
  },
  artworks: {
    tidalMemory: { title: 'Tidal Memory', year: 2024, image: 'artworks/tidal-memory' },
    signalNoise: { title: 'Signal / Noise', year: 2023, image: 'artworks/signal-noise' },
    quietLedger: { title: 'Quiet Ledger', year: 2024, image: 'artworks/quiet-ledger' },
  },
  exhibition: {
    title: 'Between the Lines',
    venue: 'Galerie Nordlicht',
    city: 'Berlin',
    year: 2024,
    /** The series planned next, and its year (each language's sentence says where they go). */
    next: { title: 'Field Notes', year: 2025 },
    href: 'https://galerie-nordlicht.example/exhibitions/between-the-lines',
  },
  /**
   * Planned projects. With a `year` each is upcoming until that year is over; a series or a talk
   * keeps its `title` in every language, an event its name (`when`).
   */
  upcoming: {
    fieldNotes: { title: 'Field Notes', year: 2025 },
    openStudio: { when: 'Berlin Art Week' },
    dataAsLandscape: { title: 'Data as landscape' },
  },
  ventures: {
    origen: { name: 'Origen Coffee Trading', icon: 'coffee', accent: 'secondary' },
    lumen: { name: 'Project Lumen', icon: 'stealth', accent: 'primary' },
  },
  contactLinks: {
    email: { icon: 'email', detail: owner.email, href: `mailto:${owner.email}` },
    linkedin: {
      icon: 'linkedin',
      detail: 'in/amara-voss',
      href: 'https://www.linkedin.com/in/amara-voss',
      external: true,
    },
    instagram: {
      icon: 'instagram',
      detail: '@amaravoss.studio',
      href: 'https://www.instagram.com/amaravoss.studio',
      external: true,
    },
  },
  /** The most characters each contact-form field accepts. */
  formLimits: { firstName: 100, lastName: 100, email: 254, subject: 200, message: 5000 },
  /** The footer's columns: sections of the home page, in order. */
  footerColumns: {
    work: ['experience', 'speaking', 'workshops', 'ventures'],
    art: ['art', 'gallery', 'exhibitions'],
  },
  /** The footer's legal links, in order. */
  legalPages: ['privacy', 'terms', 'imprint'],
  notFoundCode: '404',
} as const satisfies FactsShape;

export type Facts = typeof facts;
