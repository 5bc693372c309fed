import { facts } from '../facts.ts';
import { sectionHref } from '../languages.ts';
import type { ContentStrings, TransferSafeguard } from '../schema';
import { legalWording } from '../legalWording.ts';

/**
 * Every word the English pages show. The facts these words describe (links, images, dates, names,
 * figures, provider settings) are in `facts.ts`, by the same keys, written once for every language.
 *
 * Typography: a no-break space (\u00A0) where a line must not break: inside "§ 5", "Art. 6" and
 * "120 × 150 cm".
 */

const { owner, legal } = facts;

// Numbers up to twelve are written out in running text.
const numberWords: Partial<Record<number, string>> = Object.fromEntries(
  ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].map(
    (word, index) => [index + 1, word],
  ),
);

const { postalAddress, countries, serverCountries, logRetention } = legalWording({
  countries: {
    DE: { name: 'Germany', to: 'to Germany' },
    SG: { name: 'Singapore', to: 'to Singapore' },
    US: { name: 'the USA', to: 'to the USA' },
  },
  and: 'and',
  after: (days) => `after ${numberWords[days] ?? String(days)} ${days === 1 ? 'day' : 'days'}`,
});

const safeguards: Record<TransferSafeguard, string> = {
  standardContractualClauses:
    'The EU Commission’s standard contractual clauses apply to this transfer (Art.\u00A046 (2) (c) GDPR).',
  adequacyDecision: 'An adequacy decision of the EU Commission covers this transfer (Art.\u00A045 GDPR).',
};

const { emailService, hosting, mailbox } = legal;
const { sendsThrough } = emailService;
const mailboxProvider = `${mailbox.company} (${mailbox.seat}, ${countries[mailbox.country].name})`;
// Who carries the form's messages from EmailJS to the mailbox: each is named as a recipient.
const delivery =
  sendsThrough === 'mailbox'
    ? `the mail server of my mailbox provider, ${mailboxProvider}, which puts it in my mailbox`
    : `the mail service ${sendsThrough.company} (${sendsThrough.seat}, ${countries[sendsThrough.country].name}), which delivers it to my mailbox at ${mailboxProvider}`;
const recipients =
  sendsThrough === 'mailbox'
    ? `${emailService.name} and ${mailbox.company}`
    : `${emailService.name}, ${sendsThrough.company} and ${mailbox.company}`;

export const words = {
  owner: { jobTitle: 'Product leader, speaker and artist', location: 'Berlin, Germany' },
  home: {
    meta: {
      title: `${owner.name} — Product leader, speaker and artist`,
      description:
        'Amara Voss builds products people trust, speaks about product leadership and AI, and paints in Berlin. Roles, talks, art and ventures.',
    },
  },
  chrome: {
    skipLinkLabel: 'Skip to main content',
    navLabel: 'Main',
    openMenuLabel: 'Open menu',
    closeMenuLabel: 'Close menu',
    closeToastLabel: 'Close',
    themeToggle: { toggle: 'Toggle dark theme' },
    backToHome: 'Back to Home',
    lastUpdatedLabel: 'Last updated',
    opensInNewTab: '(opens in a new tab)',
    languageNames: { en: 'English', de: 'German' },
    languageOffer: {
      text: 'This site is also available in English.',
      action: 'Read it in English',
      dismiss: 'Close this note',
    },
  },
  nav: {
    about: 'About',
    experience: 'Experience',
    speaking: 'Speaking',
    art: 'Art',
    ventures: 'Ventures',
    contact: 'Contact',
  },
  hero: {
    eyebrow: 'Product leader · Speaker · Artist',
    headline: 'I build products people trust — and paint what data cannot say.',
    tagline:
      'Fifteen years of shaping fintech and climate products from first sketch to scale, on stage at product conferences, and in the studio in Berlin.',
    resumeLabel: 'Download Resume',
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
    facts: {
      location: { label: 'Location', value: 'Berlin, Germany · open to remote' },
      languages: { label: 'Languages', value: 'English, German, Swedish, Spanish' },
      focus: { label: 'Focus', value: 'Fintech, climate tech, AI products, abstract art' },
    },
  },
  experience: {
    eyebrow: 'Experience',
    heading: 'Fifteen years of shipping what matters',
    intro:
      'From the first research interview to the quarterly business review: I lead product organisations that are clear about why they build, fast about how, and honest about results.',
    statLabel: 'years in product leadership',
    roles: {
      northwind: {
        period: '2021 – today',
        description:
          'I lead a 40-person product and design organisation building embedded payments and lending for small businesses across eleven markets, and launched the partner platform that opened the bank-partnership channel.',
        highlight: '$14M pipeline impact',
      },
      canopy: {
        period: '2017 – 2021',
        description:
          'I built the product team from three to twenty-two and shaped the carbon-accounting platform that took the company from seed to Series B, with enterprise customers in retail and logistics.',
      },
      kestrel: {
        period: '2011 – 2017',
        description:
          'I owned rider experience for a multimodal travel app used in nine cities: journey planning, ticketing and accessibility features that cut support contacts by a third.',
      },
    },
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
    topics: {
      trust: {
        description:
          'What fintech taught me about earning trust by design: transparent defaults, honest errors and the metrics that reward them.',
        formats: ['Keynote', 'Workshop'],
      },
      ai: {
        description:
          'Where AI genuinely helps product teams, from discovery to delivery, and where it quietly makes decisions worse.',
        formats: ['Keynote', 'Panel'],
      },
      scaling: {
        description:
          'Rituals, roles and rules of thumb for growing from one team to many while keeping the strategy legible to everyone.',
        formats: ['Workshop', 'Fireside chat'],
      },
      creativity: {
        description:
          'What the studio teaches about ambiguity, critique and finishing. A talk with paint on the slides and exercises for the room.',
        formats: ['Keynote', 'Workshop'],
      },
    },
    scheduling: {
      heading: 'Planning an event?',
      text: 'Book a 30-minute call to talk about your audience, format and dates.',
      label: 'Schedule a Chat',
      consentNote:
        'The booking calendar is provided by Google. If you load it here, Google receives your IP address and information about your browser, Google’s script runs on this page, and data may be transferred to Google in the USA.',
      privacyLinks: 'More in {google} and in {site}.',
      privacyPolicyLabel: 'Google’s privacy policy',
      sitePrivacyPolicyLabel: 'my privacy policy',
      loadHereLabel: 'Load the calendar here',
      openThereLabel: 'Open it on Google’s site',
      failedText: 'The calendar could not be loaded here. You can book on Google’s site instead.',
    },
  },
  art: {
    eyebrow: 'Art journey',
    heading: 'Painting what data cannot say',
    intro:
      'Large abstract canvases built in layers of acrylic, graphite and cold wax. Each series starts from a data set and ends as a landscape of its own.',
    galleryHeading: 'Selected works',
    artworks: {
      tidalMemory: {
        description:
          'Twelve months of North Sea tide tables, folded into one slow horizon of blues and rust.',
        medium: 'Acrylic and graphite on canvas, 120\u00A0×\u00A0150\u00A0cm',
        alt: 'Abstract painting: layered horizontal bands of deep blue and teal, broken by a rust-coloured horizon line and fine graphite marks.',
      },
      signalNoise: {
        description:
          'A week of city sound levels in Kreuzberg, translated into fields of colour that crowd and part.',
        medium: 'Mixed media on panel, 100\u00A0×\u00A0100\u00A0cm',
        alt: 'Abstract painting: overlapping circles and blocks in ochre, coral and charcoal on a pale ground, dense at the centre and sparse at the edges.',
      },
      quietLedger: {
        description:
          'Small transactions drawn as vertical strokes, a ledger of ordinary days rendered almost silent.',
        medium: 'Oil and cold wax on panel, 90\u00A0×\u00A0120\u00A0cm',
        alt: 'Abstract painting: rows of thin vertical strokes in muted greens and greys over a warm off-white ground, with one band of indigo.',
      },
    },
    exhibition: {
      eyebrow: 'Exhibition',
      heading: 'First solo exhibition',
      text: 'Fourteen paintings made between 2021 and 2024 about the quiet patterns inside everyday data.',
      next: 'A new series, {title}, is planned for {year}.',
      linkLabel: 'View the exhibition',
    },
    upcomingHeading: 'Upcoming projects',
    upcoming: {
      fieldNotes: {
        text: 'A new series of paintings from walks along the Spree, recorded as sound and light readings.',
      },
      openStudio: {
        title: 'Open studio',
        text: 'The studio in Kreuzberg opens its doors for an evening of works in progress.',
      },
      dataAsLandscape: {
        when: 'Artist talk',
        text: 'A conversation about turning numbers into images, for product people and painters alike.',
      },
    },
  },
  ventures: {
    eyebrow: 'Ventures',
    heading: 'Building beyond the day job',
    intro: 'Small companies I founded or advise, each started because something felt worth fixing.',
    ventures: {
      origen: {
        tagline: 'Coffee export',
        description:
          'Direct-trade export of specialty green coffee from smallholder farms in Huila, Colombia, to independent roasters in Europe, with prices published per lot.',
        features: ['Direct trade', 'Transparent pricing', 'Traceable lots', 'EU logistics'],
      },
      lumen: {
        tagline: 'Stealth mode',
        description:
          'A new product at the meeting point of AI and personal finance, being built quietly with a small team. More soon.',
        features: ['AI-native', 'Personal finance', 'Privacy first'],
        status: 'Coming Soon',
      },
    },
    featuresLabel: 'Features',
    cta: { text: 'Interested in investing, partnering or joining?', label: 'Let’s talk' },
  },
  contact: {
    eyebrow: 'Contact',
    heading: 'Get in touch',
    intro:
      'For advisory roles, speaking invitations, studio visits or a coffee in Berlin: send a message or find me here.',
    links: { email: 'Email', linkedin: 'LinkedIn', instagram: 'Instagram' },
    form: {
      heading: 'Send a message',
      fields: {
        firstName: 'First Name',
        lastName: 'Last Name',
        email: 'Email',
        subject: 'Subject',
        message: 'Message',
      },
      honeypotLabel: 'Leave this field empty',
      submitLabel: 'Send Message',
      sendingLabel: 'Sending...',
      requiredHint: 'Required',
      errors: {
        emailRequired: 'Please enter your email address so I can reply.',
        emailInvalid: 'Please enter a valid email address, like name@example.com.',
        messageRequired: 'Please write a message.',
        tooLong: 'Please use at most {max} characters.',
        invisibleCharacters:
          'This holds invisible or text-direction characters (often copied along with text). Please type it in again.',
      },
      toasts: {
        success: { title: 'Message sent', text: 'Thanks! I will get back to you soon.' },
        failure: { title: 'Failed to send', text: 'Please try again later.' },
        throttled: {
          title: 'Message already sent',
          text: 'Please wait a minute before sending another message.',
        },
        retryIn: 'You can try again in {seconds} s.',
        wait: { title: 'Not sent yet', text: 'Please wait {seconds} s before trying again.' },
      },
      noScript: 'The form needs JavaScript. You can also write to me directly:',
      draftRestored: 'Your unsent message is back, as you left it.',
      discardDraft: 'Discard',
      loadFailed: 'The form could not be loaded just now. Please write to me directly:',
      notRunning:
        'This form cannot send: its code did not load in your browser (an extension or a network filter may have blocked it). Please write to me directly:',
      privacyNote: {
        text: `Your message goes to my mailbox through the email service ${emailService.name}.`,
        linkLabel: 'How I handle your details',
      },
    },
  },
  footer: {
    about:
      'Product leader, speaker and artist based in Berlin. Open to advisory roles, keynotes and studio visits.',
    contactLabel: 'Write to me',
    columns: {
      work: {
        title: 'Work',
        links: {
          experience: 'Experience',
          speaking: 'Speaking',
          workshops: 'Workshops',
          ventures: 'Ventures',
        },
      },
      art: {
        title: 'Art',
        links: { art: 'Art journey', gallery: 'Gallery', exhibitions: 'Exhibitions' },
      },
    },
    legalLinks: { privacy: 'Privacy Policy', terms: 'Terms of Use', imprint: 'Imprint' },
    legalNavLabel: 'Legal',
    rightsText: 'All rights reserved.',
  },
  terms: {
    meta: {
      title: 'Terms of Use',
      description: `The terms that apply when you use ${owner.name}'s website.`,
    },
    title: 'Terms of Use',
    intro:
      'Here you can read what you may do with the content of this website and what I am responsible for. Visiting the website does not create a contract.',
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
          'I read messages sent through the contact form personally and handle your details as the privacy policy describes. Please do not send trade secrets or unsolicited ideas you want protected: sending them creates no claim to payment.',
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
          'I am liable without limitation for intent and gross negligence. For slight negligence I am liable only for the breach of an essential obligation (one whose fulfilment makes the proper use of this site possible in the first place and on which you may regularly rely), and then only for the foreseeable damage typical of such a breach. These limits do not apply to injury to life, body or health, or where mandatory law (such as the German Product Liability Act) provides otherwise. The same limits apply to the liability of my legal representatives and vicarious agents.',
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
      'This site collects as little as possible: no cookies, no analytics, no tracking. This page explains what happens to your data when you visit the site, send a message or book a call.',
    sections: [
      {
        heading: 'Controller',
        paragraphs: [
          `Email: ${owner.email}`,
          'The controller within the meaning of the General Data Protection Regulation (GDPR) is the person named above. There is no obligation to appoint a data protection officer.',
        ],
        address: postalAddress,
      },
      {
        heading: 'Visiting the site',
        paragraphs: [
          `When you open a page, the hosting provider (${hosting.company}, ${hosting.seat}, ${countries[hosting.country].name}) that serves this static website processes technical data such as your IP address, the page requested and the time of the request (server log files). This is needed to deliver the page and to protect it from attacks. The provider processes this data on my behalf (Art.\u00A028 GDPR).`,
          'The legal basis is Art.\u00A06 (1) (f) GDPR; my legitimate interest is a stable and secure website.',
          'This website serves its fonts and images itself; opening or scrolling a page loads nothing from third parties. The booking calendar is loaded from Google only if you ask for it (see below).',
        ],
      },
      {
        heading: 'No cookies, no analytics',
        paragraphs: [
          'This website sets no cookies and uses no analytics, tracking or advertising services. No usage profiles are created.',
        ],
      },
      {
        heading: 'Contact form',
        paragraphs: [
          'If you use the contact form, I process what you enter: first and last name, email address, subject and message. Only the email address and the message are required. I use the data only to answer your enquiry.',
          'The legal basis is Art.\u00A06 (1) (b) GDPR where your enquiry aims at a contract (a speaking invitation, for example), and Art.\u00A06 (1) (f) GDPR otherwise; my legitimate interest is answering enquiries.',
          `The message is sent through ${emailService.name} (${emailService.company}, ${countries[emailService.seat].name}), an email delivery service. ${emailService.name} hands it to ${delivery}. The recipients of your details are thus ${recipients}; they process them on my behalf as processors (Art.\u00A028 GDPR).`,
          `Your details are thereby transferred to countries outside the European Economic Area (EEA): ${countries[emailService.seat].to}${serverCountries && ` and possibly ${serverCountries}, where the service’s servers may stand`}. ${safeguards[emailService.transferSafeguard]} You can obtain a copy of these safeguards from me at ${owner.email}.`,
        ],
      },
      {
        heading: 'Scheduling button',
        paragraphs: [
          'The “Schedule a Chat” button is provided by Google Calendar appointment scheduling (Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland). Nothing is loaded from Google until you press the button and choose to load the calendar on this page: only then are the button’s script and stylesheet loaded from Google, and Google receives your IP address and information about your browser. If you choose to open the booking page on Google’s site instead, nothing is loaded here.',
          'The legal basis is your consent (Art.\u00A06 (1) (a) GDPR, §\u00A025 (1) TDDDG), given by choosing to load the calendar. It covers that page view only and is not stored: the next visit asks again.',
          'Google may also transfer data to Google LLC in the USA. Google LLC is certified under the EU-US Data Privacy Framework, so an adequacy decision of the EU Commission covers this transfer (Art.\u00A045 GDPR).',
          'Once the calendar is loaded, Google processes the data it receives through it (your IP address, information about your browser and what you enter in the calendar) under its own responsibility.',
          'If you book an appointment, you do so on Google’s pages, where Google’s privacy policy applies.',
        ],
      },
      {
        heading: 'Storage in your browser',
        paragraphs: [
          'This website keeps a few entries in your browser. They stay on your device and are not sent to me. The session storage, which your browser empties when you close the tab, holds an unsent draft of the contact form, so that nothing is lost if the page reloads; the draft is deleted as soon as the message has been sent. The local storage holds, until you delete them: the time of your last sent message, so that the form does not send several times in quick succession; your choice between the light and dark colour scheme; and that you closed the note offering this site in another language, so that it does not appear again. Each entry is written only when you use the function it belongs to; a visit without any of these stores nothing.',
          'The legal basis for storing and reading them is §\u00A025 (2) no. 2 TDDDG, because this is strictly necessary for the functions you use. You can delete these entries at any time by clearing this site’s data in your browser.',
        ],
      },
      {
        heading: 'Retention',
        paragraphs: [
          `Server log files are deleted ${logRetention}. I keep your message until your request has been dealt with and delete it afterwards, unless statutory retention obligations require otherwise. The draft in your browser is deleted after a successful send, and at the latest when you close the tab; the other entries in your browser stay until you delete them.`,
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You have the right of access to the data I hold about you (Art.\u00A015 GDPR), to rectification (Art.\u00A016), erasure (Art.\u00A017), restriction of processing (Art.\u00A018) and data portability (Art.\u00A020 GDPR).',
          'Where processing is based on your consent, you can withdraw it at any time with effect for the future (Art.\u00A07 (3) GDPR).',
        ],
      },
      {
        heading: 'Right to object',
        paragraphs: [
          'Where I process data on the basis of Art.\u00A06 (1) (f) GDPR, you can object to this processing at any time on grounds relating to your particular situation (Art.\u00A021 GDPR). I will then no longer process the data, unless there are compelling legitimate grounds that override your interests, or the processing serves the establishment, exercise or defence of legal claims.',
        ],
      },
      {
        heading: 'Right to lodge a complaint',
        paragraphs: [
          `You can lodge a complaint with a data protection supervisory authority (Art.\u00A077 GDPR). The authority responsible for me is the Berlin Commissioner for Data Protection and Freedom of Information, ${legal.supervisoryAuthority.address.join(', ')}, Germany.`,
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [`For privacy questions and to exercise your rights, write to me at ${owner.email}.`],
      },
    ],
  },
  imprint: {
    meta: {
      title: 'Imprint',
      description: `Legal notice (Impressum) for ${owner.name}'s website.`,
    },
    title: 'Imprint',
    intro: 'Information according to §\u00A05 DDG (German Digital Services Act).',
    sections: [
      {
        heading: 'Operator',
        paragraphs: [],
        address: postalAddress,
      },
      {
        heading: 'Contact',
        paragraphs: [
          `Email: ${owner.email}`,
          ...(legal.phone === undefined ? [] : [`Phone: ${legal.phone}`]),
        ],
        links: [{ label: 'Contact form on the home page', href: sectionHref('en', 'contact') }],
      },
      ...(legal.vatId === undefined && legal.businessId === undefined
        ? []
        : [
            {
              heading: 'Tax identification',
              paragraphs: [
                ...(legal.vatId === undefined
                  ? []
                  : [
                      `VAT identification number under §\u00A027a of the German VAT Act (UStG): ${legal.vatId}`,
                    ]),
                ...(legal.businessId === undefined
                  ? []
                  : [
                      `Business identification number (§\u00A0139c of the German Fiscal Code): ${legal.businessId}`,
                    ]),
              ],
            },
          ]),
      {
        heading: 'Responsible for content',
        paragraphs: [
          `Responsible for the content according to §\u00A018 (2) MStV: ${owner.name}, address as above.`,
        ],
      },
      {
        heading: 'Consumer dispute resolution',
        paragraphs: [
          'I am neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.',
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
} satisfies ContentStrings;
