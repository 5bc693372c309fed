import type { SiteContent } from './types';

/**
 * Everything a visitor reads on the site. The owner edits this file (and the images in
 * `src/content/images/`) and redeploys; no component needs to change.
 */

const owner = {
  name: 'Amara Voss',
  jobTitle: 'Product leader, speaker and artist',
  email: 'hello@amaravoss.example',
  location: 'Berlin, Germany',
};

const lastLegalReview = '2026-11-01';

export const content: SiteContent = {
  siteUrl: 'https://amaravoss.example',
  owner,
  home: {
    meta: {
      title: `${owner.name} — Product leader, speaker and artist`,
      description:
        'Amara Voss builds products people trust, speaks about product leadership and AI, and paints in Berlin. Roles, talks, art and ventures.',
    },
  },
  chrome: {
    siteName: owner.name,
    skipLinkLabel: 'Skip to main content',
    navLabel: 'Main',
    openMenuLabel: 'Open menu',
    closeMenuLabel: 'Close menu',
    themeToggle: {
      toDark: 'Switch to dark theme',
      toLight: 'Switch to light theme',
      toggle: 'Toggle dark theme',
    },
    backToHome: 'Back to Home',
    lastUpdatedLabel: 'Last updated',
    languageOffer: {
      text: 'This site is also available in English.',
      action: 'Read it in English',
      dismiss: 'Close this note',
    },
  },
  nav: [
    { label: 'About', anchor: 'about' },
    { label: 'Experience', anchor: 'experience' },
    { label: 'Speaking', anchor: 'speaking' },
    { label: 'Art', anchor: 'art' },
    { label: 'Ventures', anchor: 'ventures' },
    { label: 'Contact', anchor: 'contact' },
  ],
  hero: {
    eyebrow: 'Product leader · Speaker · Artist',
    headline: 'I build products people trust — and paint what data cannot say.',
    tagline:
      'Fifteen years of shaping fintech and climate products from first sketch to scale, on stage at product conferences, and in the studio in Berlin.',
    resume: {
      label: 'Download Resume',
      href: 'https://files.amaravoss.example/amara-voss-resume.pdf',
      external: true,
    },
    contactCta: 'Get in Touch',
  },
  about: {
    eyebrow: 'About',
    heading: 'Strategy by day, canvas by night',
    paragraphs: [
      'I am a product leader with fifteen years in fintech and climate software. I have taken products from a napkin sketch to millions of users, and I have learned that the hardest part is rarely the technology: it is deciding, together, what is worth building.',
      'Today I lead product at Northwind Pay, where my teams build embedded finance for European small businesses. Before that I helped Canopy Climate grow from seed to Series B, and I spent six years at Kestrel Mobility learning the craft from research interviews to release trains.',
      'On stage I talk about trust, AI and the human side of scaling teams. I care about the moment a talk turns into a conversation, so most of my sessions end in a workshop rather than a Q&A.',
      'In the studio I paint. My abstract work starts from data I cannot stop thinking about, tides, transactions, city noise, and ends somewhere quieter. My first solo exhibition opened in Berlin in 2024.',
    ],
    facts: [
      { icon: 'location', label: 'Location', value: 'Berlin, Germany · open to remote' },
      { icon: 'language', label: 'Languages', value: 'English, German, Swedish, Spanish' },
      { icon: 'focus', label: 'Focus', value: 'Fintech, climate tech, AI products, abstract art' },
    ],
  },
  experience: {
    eyebrow: 'Experience',
    heading: 'Fifteen years of shipping what matters',
    intro:
      'From the first research interview to the quarterly business review: I lead product organisations that are clear about why they build, fast about how, and honest about results.',
    stat: { value: '15+', label: 'years in product leadership' },
    roles: [
      {
        title: 'VP Product',
        company: 'Northwind Pay',
        period: '2021 – today',
        description:
          'Leads a 40-person product and design organisation building embedded payments and lending for small businesses across eleven markets. Launched the partner platform that opened the bank-partnership channel.',
        icon: 'rocket',
        highlight: '$14M pipeline impact',
      },
      {
        title: 'Head of Product',
        company: 'Canopy Climate',
        period: '2017 – 2021',
        description:
          'Built the product team from three to twenty-two and shaped the carbon-accounting platform that took the company from seed to Series B, with enterprise customers in retail and logistics.',
        icon: 'growth',
      },
      {
        title: 'Senior Product Manager',
        company: 'Kestrel Mobility',
        period: '2011 – 2017',
        description:
          'Owned rider experience for a multimodal travel app used in nine cities: journey planning, ticketing and accessibility features that cut support contacts by a third.',
        icon: 'team',
      },
    ],
    skillsHeading: 'Core skills',
    skills: [
      'Product strategy',
      'Discovery & research',
      'AI product design',
      'Platforms & APIs',
      'Go-to-market',
      'Pricing & packaging',
      'Team building',
      'Stakeholder alignment',
    ],
  },
  speaking: {
    eyebrow: 'Speaking & thought leadership',
    heading: 'Talks that turn into conversations',
    intro:
      'Keynotes, workshops and panels for product conferences, leadership offsites and art institutions, in English and German.',
    topicsHeading: 'Talks and workshops',
    formatsLabel: 'Formats',
    topics: [
      {
        title: 'Building products people trust',
        description:
          'What fintech taught me about earning trust by design: transparent defaults, honest errors and the metrics that reward them.',
        icon: 'strategy',
        formats: ['Keynote', 'Workshop'],
      },
      {
        title: 'AI across the product lifecycle',
        description:
          'Where AI genuinely helps product teams, from discovery to delivery, and where it quietly makes decisions worse.',
        icon: 'ai',
        formats: ['Keynote', 'Panel'],
      },
      {
        title: 'Scaling product teams without losing the plot',
        description:
          'Rituals, roles and rules of thumb for growing from one team to many while keeping the strategy legible to everyone.',
        icon: 'leadership',
        formats: ['Workshop', 'Fireside chat'],
      },
      {
        title: 'Creativity as a leadership practice',
        description:
          'What the studio teaches about ambiguity, critique and finishing. A talk with paint on the slides and exercises for the room.',
        icon: 'palette',
        formats: ['Keynote', 'Workshop'],
      },
    ],
    scheduling: {
      heading: 'Planning an event?',
      text: 'Book a 30-minute call to talk about your audience, format and dates.',
      label: 'Schedule a Chat',
      url: 'https://calendar.google.com/calendar/appointments/schedules/AcZssZ0amaraVossSpeakingChat?gv=true',
      color: '#039BE5',
      scriptUrl: 'https://calendar.google.com/calendar/scheduling-button-script.js',
      stylesheetUrl: 'https://calendar.google.com/calendar/scheduling-button-script.css',
    },
  },
  art: {
    eyebrow: 'Art journey',
    heading: 'Painting what data cannot say',
    intro:
      'Large abstract canvases built in layers of acrylic, graphite and cold wax. Each series starts from a data set and ends as a landscape of its own.',
    galleryHeading: 'Selected works',
    artworks: [
      {
        title: 'Tidal Memory',
        description:
          'Twelve months of North Sea tide tables, folded into one slow horizon of blues and rust.',
        medium: 'Acrylic and graphite on canvas, 120 × 150 cm',
        year: 2024,
        image: {
          name: 'artworks/tidal-memory',
          alt: 'Abstract painting: layered horizontal bands of deep blue and teal, broken by a rust-coloured horizon line and fine graphite marks.',
        },
      },
      {
        title: 'Signal / Noise',
        description:
          'A week of city sound levels in Kreuzberg, translated into fields of colour that crowd and part.',
        medium: 'Mixed media on panel, 100 × 100 cm',
        year: 2023,
        image: {
          name: 'artworks/signal-noise',
          alt: 'Abstract painting: overlapping circles and blocks in ochre, coral and charcoal on a pale ground, dense at the centre and sparse at the edges.',
        },
      },
      {
        title: 'Quiet Ledger',
        description:
          'Small transactions drawn as vertical strokes, a ledger of ordinary days rendered almost silent.',
        medium: 'Oil and cold wax on panel, 90 × 120 cm',
        year: 2024,
        image: {
          name: 'artworks/quiet-ledger',
          alt: 'Abstract painting: rows of thin vertical strokes in muted greens and greys over a warm off-white ground, with one band of indigo.',
        },
      },
    ],
    exhibition: {
      eyebrow: 'Solo exhibition',
      heading: 'First solo exhibition',
      title: 'Between the Lines',
      venue: 'Galerie Nordlicht',
      city: 'Berlin',
      year: 2024,
      text: 'My first solo exhibition, in Berlin in 2024, showed fourteen paintings made between 2021 and 2024 about the quiet patterns inside everyday data.',
      next: 'A new series, Field Notes, is planned for 2025.',
      link: {
        label: 'View the exhibition',
        href: 'https://galerie-nordlicht.example/exhibitions/between-the-lines',
        external: true,
      },
    },
    upcomingHeading: 'Upcoming projects',
    upcoming: [
      {
        title: 'Field Notes',
        when: '2025',
        text: 'A new series of paintings from walks along the Spree, recorded as sound and light readings.',
      },
      {
        title: 'Open studio',
        when: 'Berlin Art Week',
        text: 'The studio in Kreuzberg opens its doors for an evening of works in progress.',
      },
      {
        title: 'Data as landscape',
        when: 'Artist talk',
        text: 'A conversation about turning numbers into images, for product people and painters alike.',
      },
    ],
  },
  ventures: {
    eyebrow: 'Ventures',
    heading: 'Building beyond the day job',
    intro: 'Small companies I founded or advise, each started because something felt worth fixing.',
    ventures: [
      {
        name: 'Origen Coffee Trading',
        tagline: 'Coffee export',
        description:
          'Direct-trade export of specialty green coffee from smallholder farms in Huila, Colombia, to independent roasters in Europe, with prices published per lot.',
        icon: 'coffee',
        accent: 'secondary',
        features: ['Direct trade', 'Transparent pricing', 'Traceable lots', 'EU logistics'],
      },
      {
        name: 'Project Lumen',
        tagline: 'Stealth mode',
        description:
          'A new product at the meeting point of AI and personal finance, being built quietly with a small team. More soon.',
        icon: 'stealth',
        accent: 'primary',
        features: ['AI-native', 'Personal finance', 'Privacy first'],
        status: 'Coming Soon',
      },
    ],
    featuresLabel: 'Features',
    cta: { text: 'Interested in investing, partnering or joining?', label: "Let's talk" },
  },
  contact: {
    eyebrow: 'Contact',
    heading: 'Get in touch',
    intro:
      'For advisory roles, speaking invitations, studio visits or a coffee in Berlin: send a message or find me here.',
    links: [
      { icon: 'email', label: 'Email', detail: owner.email, href: `mailto:${owner.email}` },
      {
        icon: 'linkedin',
        label: 'LinkedIn',
        detail: 'in/amara-voss',
        href: 'https://www.linkedin.com/in/amara-voss',
        external: true,
      },
      {
        icon: 'instagram',
        label: 'Instagram',
        detail: '@amaravoss.studio',
        href: 'https://www.instagram.com/amaravoss.studio',
        external: true,
      },
    ],
    form: {
      heading: 'Send a message',
      fields: {
        firstName: { label: 'First Name', maxLength: 100 },
        lastName: { label: 'Last Name', maxLength: 100 },
        email: { label: 'Email', maxLength: 254 },
        subject: { label: 'Subject', maxLength: 200 },
        message: { label: 'Message', maxLength: 5000 },
      },
      honeypotLabel: 'Leave this field empty',
      submitLabel: 'Send Message',
      sendingLabel: 'Sending...',
      requiredHint: 'Required',
      errors: {
        emailRequired: 'Please enter your email address so I can reply.',
        emailInvalid: 'Please enter a valid email address, like name@example.com.',
        messageRequired: 'Please write a message.',
        tooLong: 'Please keep this under {max} characters.',
      },
      toasts: {
        success: { title: 'Message sent', text: 'Thanks! I will get back to you soon.' },
        failure: { title: 'Failed to send', text: 'Please try again later.' },
        throttled: {
          title: 'Message already sent',
          text: 'Please wait a minute before sending another message.',
        },
      },
      noScript: 'The form needs JavaScript. You can also write to me directly:',
      loadFailed: 'The form could not be loaded just now. Please write to me directly:',
    },
  },
  // Public EmailJS identifiers (they are visible in every browser that sends a message). A build
  // may override them with VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID and
  // VITE_EMAILJS_TEMPLATE_ID (see src/services/email.ts).
  emailProvider: {
    publicKey: 'u7Qk2mVossPortfolio',
    serviceId: 'service_amaravoss',
    templateId: 'template_contact',
  },
  footer: {
    about:
      'Product leader, speaker and artist based in Berlin. Open to advisory roles, keynotes and studio visits.',
    columns: [
      {
        title: 'Work',
        links: [
          { label: 'Experience', href: '/#experience' },
          { label: 'Speaking', href: '/#speaking' },
          { label: 'Workshops', href: '/#workshops' },
          { label: 'Ventures', href: '/#ventures' },
        ],
      },
      {
        title: 'Art',
        links: [
          { label: 'Art journey', href: '/#art' },
          { label: 'Gallery', href: '/#gallery' },
          { label: 'Exhibitions', href: '/#exhibitions' },
          { label: 'Contact', href: '/#contact' },
        ],
      },
    ],
    legalLinks: [
      { label: 'Privacy Policy', href: '/privacy' },
      { label: 'Terms of Use', href: '/terms' },
      { label: 'Imprint', href: '/imprint' },
    ],
    legalNavLabel: 'Legal',
    rightsText: 'All rights reserved.',
  },
  terms: {
    meta: {
      title: 'Terms of Use',
      description: `The terms that apply when you use ${owner.name}'s website.`,
    },
    title: 'Terms of Use',
    intro: `These terms apply to everyone who visits this website. By using it, you agree to them.`,
    lastUpdated: lastLegalReview,
    sections: [
      {
        heading: 'Purpose of this site',
        paragraphs: [
          `This website presents the professional and artistic work of ${owner.name}: product leadership, speaking, art and ventures. It is a personal portfolio, not a shop, and offers no services that can be booked or bought here.`,
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          `All texts, images, artworks and designs on this site belong to ${owner.name} unless stated otherwise. They are protected by copyright. Trademarks and company names mentioned belong to their owners.`,
        ],
      },
      {
        heading: 'Use of content',
        paragraphs: [
          'You may view, print and share links to pages of this site for personal, non-commercial use. Reproducing artworks or substantial parts of the text, in print or online, requires prior written permission.',
          'Short quotations with a clear credit and a link back are welcome.',
        ],
      },
      {
        heading: 'External links',
        paragraphs: [
          'This site links to websites run by others, such as professional networks, a photo-sharing profile, a calendar provider and exhibition pages. Their content and privacy practices are their own responsibility; a link is not an endorsement.',
        ],
      },
      {
        heading: 'Contact and submissions',
        paragraphs: [
          'Messages sent through the contact form are read personally. Please do not send confidential information or unsolicited ideas that you expect to be kept secret; submitting them creates no obligation of confidentiality or payment.',
        ],
      },
      {
        heading: 'Disclaimer of warranties',
        paragraphs: [
          'The content is provided for general information, with care but without warranty of completeness, accuracy or availability. The site may be changed, paused or taken offline at any time.',
        ],
      },
      {
        heading: 'Limitation of liability',
        paragraphs: [
          'Liability for damages arising from the use of this site is limited to intent and gross negligence, except for injury to life, body or health and where mandatory law provides otherwise.',
        ],
      },
      {
        heading: 'Changes to these terms',
        paragraphs: [
          'These terms may be updated when the site changes. The date at the top of this page shows the latest version, which applies from the moment it is published.',
        ],
      },
      {
        heading: 'Governing law',
        paragraphs: [
          'These terms are governed by the laws of the Federal Republic of Germany. Mandatory consumer protection rules of your country of residence remain unaffected.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [`Questions about these terms? Write to ${owner.email}.`],
      },
    ],
  },
  privacy: {
    meta: {
      title: 'Privacy Policy',
      description: `How ${owner.name}'s website handles personal data: the contact form, the scheduling widget, no cookies and no analytics.`,
    },
    title: 'Privacy Policy',
    intro:
      'This site collects as little as possible: no cookies, no analytics, no tracking. This page explains what happens when you send a message or open the scheduling widget.',
    lastUpdated: lastLegalReview,
    sections: [
      {
        heading: 'Controller',
        paragraphs: [
          `The controller responsible for this website is ${owner.name}, Berlin, Germany. You can reach me at ${owner.email}.`,
        ],
      },
      {
        heading: 'Visiting the site',
        paragraphs: [
          'When you open a page, the hosting provider processes technical data such as your IP address, the page requested and the time, in order to deliver the page and keep it secure. These server logs are deleted after a short period. This site sets no cookies and uses no analytics or advertising tools.',
        ],
      },
      {
        heading: 'Contact form',
        paragraphs: [
          'If you use the contact form, it collects your first and last name, your email address, a subject and your message. They are used only to answer you.',
          'The message is sent through EmailJS (EmailJS Pte. Ltd., Singapore), an email delivery service, which forwards it to my inbox. EmailJS processes the data on my behalf. Legal basis: Art. 6 (1) (b) and (f) GDPR.',
          'An unsent draft is kept only in your own browser (local storage) so that nothing is lost if the page reloads; it is deleted after a successful send.',
        ],
      },
      {
        heading: 'Scheduling widget',
        paragraphs: [
          'The "Schedule a Chat" button is provided by Google Calendar appointment scheduling (Google Ireland Limited). Its script and stylesheet are loaded from Google only when you scroll near the speaking section; loading them shares your IP address and browser information with Google. Booking an appointment happens on Google\'s pages under Google\'s privacy policy.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You have the right to access, rectify and erase your personal data, to restrict or object to its processing, and to data portability. You may also lodge a complaint with a supervisory authority, for example the Berlin Commissioner for Data Protection and Freedom of Information.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [`For any privacy question or request, write to ${owner.email}.`],
      },
    ],
  },
  imprint: {
    meta: {
      title: 'Imprint',
      description: `Legal notice (Impressum) for ${owner.name}'s website.`,
    },
    title: 'Imprint',
    intro: 'Information according to § 5 DDG (German Digital Services Act).',
    lastUpdated: lastLegalReview,
    sections: [
      {
        heading: 'Operator',
        paragraphs: [],
        address: [owner.name, 'Studio Voss', 'Lindenstraße 34', '10969 Berlin', 'Germany'],
      },
      {
        heading: 'Contact',
        paragraphs: [`Email: ${owner.email}`],
      },
      {
        heading: 'Responsible for content',
        paragraphs: [
          `Responsible for the content according to § 18 (2) MStV: ${owner.name}, address as above.`,
        ],
      },
      {
        heading: 'Liability for links',
        paragraphs: [
          'This site links to external websites whose content I cannot influence. The respective provider is responsible for the content of linked pages. If I become aware of any legal violation, I will remove the link at once.',
        ],
      },
      {
        heading: 'Copyright',
        paragraphs: [
          'The texts, artworks and images on this site are subject to German copyright law. Any use beyond the limits of copyright requires written consent.',
        ],
      },
    ],
  },
  notFound: {
    meta: {
      title: 'Page not found',
      description: 'The page you were looking for does not exist.',
    },
    code: '404',
    title: 'Oops! Page not found',
    text: 'The page you are looking for has moved or never existed. The home page has everything: work, talks, art and a way to get in touch.',
    homeLabel: 'Return to Home',
  },
  error: {
    meta: {
      title: 'Something went wrong',
      description: 'An unexpected error occurred.',
    },
    title: 'Unexpected Application Error!',
    text: 'Something went wrong while showing this page. It is not your fault. Reload the page or go back to the home page.',
    homeLabel: 'Back to Home',
    reloadLabel: 'Reload page',
  },
};
