import { facts } from '../facts.ts';
import { sectionHref } from '../languages.ts';
import type { ContentStrings, TransferSafeguard } from '../schema';
import { legalWording } from '../legalWording.ts';

/**
 * Every word the German pages show, for the same facts (`facts.ts`) the English words describe:
 * links, e-mail, images, provider ids, anchors, dates, colours, and the names of people,
 * companies, artworks, talks and exhibitions, which stay as they are.
 *
 * Typography: „…“ quotes, spaced en dashes, and a no-break space (\u00A0) where a line must not
 * break: before a dash, inside "§ 5", "Art. 6", "120 × 150 cm" and "z. B.". The two long legal
 * page titles carry a soft hyphen (\u00AD) so they can break on a phone.
 */

const { owner, legal } = facts;
const { email } = owner;
const { emailService, hosting, mailbox } = legal;

// Zahlen bis zwölf stehen im Fließtext in Worten („nach einem Tag“, „nach sieben Tagen“).
const numberWords: Partial<Record<number, string>> = Object.fromEntries(
  ['einem', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'].map(
    (word, index) => [index + 1, word],
  ),
);

const { postalAddress, countries, serverCountries, logRetention } = legalWording({
  countries: {
    DE: { name: 'Deutschland', to: 'nach Deutschland' },
    SG: { name: 'Singapur', to: 'nach Singapur' },
    US: { name: 'USA', to: 'in die USA' },
  },
  and: 'und',
  after: (days) => `nach ${numberWords[days] ?? String(days)} ${days === 1 ? 'Tag' : 'Tagen'}`,
});

const { sendsThrough } = emailService;
const mailboxProvider = `${mailbox.company} (${mailbox.seat}, ${countries[mailbox.country].name})`;
// Who carries the form's messages from EmailJS to the mailbox: each is named as a recipient.
const delivery =
  sendsThrough === 'mailbox'
    ? `dem Mailserver meines E-Mail-Anbieters, der ${mailboxProvider}, der sie in meinem Postfach ablegt`
    : `dem E-Mail-Dienst der ${sendsThrough.company} (${sendsThrough.seat}, ${countries[sendsThrough.country].name}), der sie in mein Postfach bei der ${mailboxProvider} zustellt`;
const recipients =
  sendsThrough === 'mailbox'
    ? `${emailService.name} und die ${mailbox.company}`
    : `${emailService.name}, die ${sendsThrough.company} und die ${mailbox.company}`;

const safeguards: Record<TransferSafeguard, string> = {
  standardContractualClauses:
    'Für diese Übermittlung gelten die Standardvertragsklauseln der EU-Kommission (Art.\u00A046 Abs.\u00A02 lit.\u00A0c DSGVO).',
  adequacyDecision:
    'Für diese Übermittlung besteht ein Angemessenheitsbeschluss der EU-Kommission (Art.\u00A045 DSGVO).',
};

export const words = {
  owner: { jobTitle: 'Produktleiterin, Rednerin und Künstlerin', location: 'Berlin, Deutschland' },
  home: {
    meta: {
      title: `${owner.name} – Produktleiterin, Rednerin und Künstlerin`,
      description:
        'Amara Voss entwickelt Produkte, denen Menschen vertrauen, spricht über Produktmanagement und KI und malt in Berlin. Stationen, Vorträge, Kunst und Gründungen.',
    },
  },
  chrome: {
    skipLinkLabel: 'Zum Hauptinhalt springen',
    navLabel: 'Hauptnavigation',
    openMenuLabel: 'Menü öffnen',
    closeMenuLabel: 'Menü schließen',
    closeToastLabel: 'Schließen',
    themeToggle: { toggle: 'Farbschema wechseln' },
    backToHome: 'Zurück zur Startseite',
    lastUpdatedLabel: 'Stand',
    opensInNewTab: '(öffnet in einem neuen Tab)',
    languageNames: { en: 'Englisch', de: 'Deutsch' },
    languageOffer: {
      text: 'Diese Website gibt es auch auf Deutsch.',
      action: 'Zur deutschen Seite',
      dismiss: 'Hinweis schließen',
    },
  },
  nav: {
    about: 'Über mich',
    experience: 'Erfahrung',
    speaking: 'Vorträge',
    art: 'Kunst',
    ventures: 'Gründungen',
    contact: 'Kontakt',
  },
  hero: {
    eyebrow: 'Produktleiterin · Rednerin · Künstlerin',
    headline: 'Ich baue Produkte, denen Menschen vertrauen\u00A0– und male, was Daten nicht sagen können.',
    tagline:
      'Seit fünfzehn Jahren gestalte ich Fintech- und Klimaprodukte von der ersten Skizze bis zur Skalierung, spreche auf Produktkonferenzen und male in meinem Atelier in Berlin.',
    resumeLabel: 'Zum Lebenslauf',
    contactCta: 'Kontakt aufnehmen',
  },
  about: {
    eyebrow: 'Über mich',
    heading: 'Tagsüber Strategie, nachts Leinwand',
    paragraphs: [
      'Ich bin Produktleiterin mit fünfzehn Jahren Erfahrung in Fintech und Klimasoftware. Ich habe Produkte von der Skizze auf der Serviette bis zu Millionen Nutzerinnen und Nutzern begleitet und dabei gelernt: Das Schwierigste ist selten die Technik\u00A0– meist ist es die gemeinsame Entscheidung, was sich zu bauen lohnt.',
      'Heute leite ich den Produktbereich bei Northwind Pay, wo meine Teams eingebettete Finanzprodukte für kleine Unternehmen in Europa entwickeln. Davor habe ich Canopy Climate von der Seed-Phase bis zur Series\u00A0B begleitet, und sechs Jahre bei Kestrel Mobility haben mir das Handwerk beigebracht\u00A0– vom Nutzerinterview bis zum Release.',
      'Auf der Bühne spreche ich über Vertrauen, KI und die menschliche Seite wachsender Teams. Mir ist der Moment wichtig, in dem aus einem Vortrag ein Gespräch wird. Deshalb enden die meisten meiner Vorträge mit einem Workshop statt mit einer Fragerunde.',
      'Im Atelier male ich. Meine abstrakten Arbeiten beginnen bei Daten, die mich nicht loslassen\u00A0– Gezeiten, Transaktionen, Stadtlärm\u00A0– und enden an einem stilleren Ort. Meine erste Einzelausstellung wurde 2024 in Berlin eröffnet.',
    ],
    facts: {
      location: { label: 'Standort', value: 'Berlin, Deutschland · auch remote' },
      languages: { label: 'Sprachen', value: 'Englisch, Deutsch, Schwedisch, Spanisch' },
      focus: { label: 'Schwerpunkte', value: 'Fintech, Klimatechnologie, KI-Produkte, abstrakte Kunst' },
    },
  },
  experience: {
    eyebrow: 'Erfahrung',
    heading: 'Fünfzehn Jahre Produktarbeit mit Wirkung',
    intro:
      'Vom ersten Nutzerinterview bis zum Quartalsreview: Ich führe Produktorganisationen, die wissen, warum sie etwas bauen, schnell liefern und ehrlich mit ihren Ergebnissen umgehen.',
    statLabel: 'Jahre in leitenden Produktrollen',
    roles: {
      northwind: {
        period: 'seit 2021',
        description:
          'Ich leite eine Produkt- und Designorganisation mit 40 Personen, die eingebettete Zahlungs- und Kreditlösungen für kleine Unternehmen in elf Märkten entwickelt. Mit der Partnerplattform, die ich gestartet habe, haben wir einen neuen Vertriebskanal über Partnerbanken erschlossen.',
        highlight: '+14\u00A0Mio.\u00A0USD Pipeline-Volumen',
      },
      canopy: {
        period: '2017–2021',
        description:
          'Ich habe das Produktteam von drei auf 22\u00A0Personen ausgebaut und die Plattform für Klimabilanzierung geprägt, die das Unternehmen von der Seed-Phase bis zur Series\u00A0B getragen hat\u00A0– mit Großkunden aus Handel und Logistik.',
      },
      kestrel: {
        period: '2011–2017',
        description:
          'Ich war für das Fahrgasterlebnis einer multimodalen Mobilitäts-App in neun Städten verantwortlich: Routenplanung, Fahrscheinkauf und Funktionen für Barrierefreiheit, die die Supportanfragen um ein Drittel senkten.',
      },
    },
    skillsHeading: 'Kernkompetenzen',
    skills: [
      'Produktstrategie',
      'Discovery & Nutzerforschung',
      'KI-Produktdesign',
      'Plattformen & APIs',
      'Markteinführung',
      'Preis- und Paketgestaltung',
      'Teamaufbau',
      'Stakeholder-Abstimmung',
    ],
  },
  speaking: {
    eyebrow: 'Vorträge & Impulse',
    heading: 'Vorträge, aus denen Gespräche werden',
    intro:
      'Keynotes, Workshops und Podiumsdiskussionen für Produktkonferenzen, Führungsklausuren und Kunstinstitutionen\u00A0– auf Deutsch und Englisch.',
    topicsHeading: 'Vorträge und Workshops',
    formatsLabel: 'Formate',
    topics: {
      trust: {
        description:
          'Was mich die Fintech-Branche gelehrt hat: Vertrauen lässt sich gestalten\u00A0– mit transparenten Voreinstellungen, ehrlichen Fehlermeldungen und Kennzahlen, die genau das belohnen.',
        formats: ['Keynote', 'Workshop'],
      },
      ai: {
        description:
          'Wo KI Produktteams wirklich hilft, von der Discovery bis zur Auslieferung\u00A0– und wo sie Entscheidungen unbemerkt schlechter macht.',
        formats: ['Keynote', 'Podiumsdiskussion'],
      },
      scaling: {
        description:
          'Rituale, Rollen und Faustregeln, um von einem Team auf viele zu wachsen und die Strategie dabei für alle nachvollziehbar zu halten.',
        formats: ['Workshop', 'Kamingespräch'],
      },
      creativity: {
        description:
          'Was das Atelier über Mehrdeutigkeit, Kritik und das Fertigwerden lehrt. Ein Vortrag mit Farbe auf den Folien und Übungen für das ganze Publikum.',
        formats: ['Keynote', 'Workshop'],
      },
    },
    scheduling: {
      heading: 'Sie planen eine Veranstaltung?',
      text: 'Buchen Sie ein 30-minütiges Gespräch über Ihr Publikum, das Format und mögliche Termine.',
      label: 'Gespräch vereinbaren',
      consentNote:
        'Den Buchungskalender stellt Google bereit. Wenn Sie ihn hier laden, erhält Google Ihre IP-Adresse und Angaben zu Ihrem Browser, das Skript von Google wird auf dieser Seite ausgeführt, und Daten können an Google in den USA übermittelt werden.',
      privacyLinks: 'Mehr dazu in der {google} und in {site}.',
      privacyPolicyLabel: 'Datenschutzerklärung von Google',
      sitePrivacyPolicyLabel: 'meiner Datenschutzerklärung',
      loadHereLabel: 'Kalender hier laden',
      openThereLabel: 'Bei Google öffnen',
      failedText:
        'Der Kalender konnte hier nicht geladen werden. Sie können stattdessen direkt bei Google buchen.',
    },
  },
  art: {
    eyebrow: 'Aus dem Atelier',
    heading: 'Malen, was Daten nicht sagen können',
    intro:
      'Großformatige abstrakte Leinwände, in Schichten aus Acryl, Graphit und Kaltwachs aufgebaut. Jede Serie beginnt mit einem Datensatz und endet als eigene Landschaft.',
    galleryHeading: 'Ausgewählte Arbeiten',
    artworks: {
      tidalMemory: {
        description:
          'Zwölf Monate Gezeitentafeln der Nordsee, verdichtet zu einem einzigen langsamen Horizont aus Blau und Rost.',
        medium: 'Acryl und Graphit auf Leinwand, 120\u00A0×\u00A0150\u00A0cm',
        alt: 'Abstraktes Gemälde: übereinanderliegende waagerechte Bänder in tiefem Blau und Petrol, durchbrochen von einer rostfarbenen Horizontlinie und feinen Graphitspuren.',
      },
      signalNoise: {
        description:
          'Eine Woche Schallpegel in Kreuzberg, übersetzt in Farbfelder, die sich drängen und wieder auseinandertreten.',
        medium: 'Mischtechnik auf Holz, 100\u00A0×\u00A0100\u00A0cm',
        alt: 'Abstraktes Gemälde: sich überlagernde Kreise und Blöcke in Ocker, Koralle und Anthrazit auf hellem Grund, dicht in der Mitte und locker zu den Rändern hin.',
      },
      quietLedger: {
        description:
          'Kleine Zahlungen als senkrechte Striche\u00A0– ein Kassenbuch gewöhnlicher Tage, beinahe lautlos.',
        medium: 'Öl und Kaltwachs auf Holz, 90\u00A0×\u00A0120\u00A0cm',
        alt: 'Abstraktes Gemälde: Reihen dünner senkrechter Striche in gedämpften Grün- und Grautönen auf warmem, gebrochenem Weiß, mit einem einzelnen Band in Indigo.',
      },
    },
    exhibition: {
      eyebrow: 'Ausstellung',
      heading: 'Erste Einzelausstellung',
      text: 'Vierzehn Gemälde aus den Jahren 2021 bis 2024 über die stillen Muster in alltäglichen Daten.',
      next: 'Für {year} ist eine neue Serie geplant: {title}.',
      linkLabel: 'Zur Ausstellung',
    },
    upcomingHeading: 'Kommende Projekte',
    upcoming: {
      fieldNotes: {
        text: 'Eine neue Bilderserie nach Spaziergängen entlang der Spree, festgehalten als Klang- und Lichtmessungen.',
      },
      openStudio: {
        title: 'Offenes Atelier',
        text: 'Das Atelier in Kreuzberg öffnet für einen Abend seine Türen und zeigt Arbeiten im Entstehen.',
      },
      dataAsLandscape: {
        when: 'Künstlergespräch',
        text: 'Ein Gespräch darüber, wie aus Zahlen Bilder werden\u00A0– für Produktleute wie für Malerinnen und Maler.',
      },
    },
  },
  ventures: {
    eyebrow: 'Gründungen',
    heading: 'Was ich neben dem Hauptberuf aufbaue',
    intro:
      'Kleine Unternehmen, die ich gegründet habe oder berate. Jedes ist entstanden, weil es etwas gab, das sich zu verbessern lohnte.',
    ventures: {
      origen: {
        tagline: 'Kaffee-Export',
        description:
          'Direkthandel mit Rohkaffee in Spezialitätenqualität von kleinbäuerlichen Farmen in Huila, Kolumbien, für unabhängige Röstereien in Europa\u00A0– mit veröffentlichten Preisen für jede Partie.',
        features: ['Direkthandel', 'Transparente Preise', 'Rückverfolgbare Partien', 'EU-Logistik'],
      },
      lumen: {
        tagline: 'Stealth-Modus',
        description:
          'Ein neues Produkt an der Schnittstelle von KI und privaten Finanzen, das ein kleines Team noch im Verborgenen aufbaut. Bald mehr.',
        features: ['KI im Kern', 'Private Finanzen', 'Datenschutz von Anfang an'],
        status: 'Demnächst',
      },
    },
    featuresLabel: 'Merkmale',
    cta: {
      text: 'Interesse an einer Investition, einer Partnerschaft oder einer Mitarbeit?',
      label: 'Sprechen wir darüber',
    },
  },
  contact: {
    eyebrow: 'Kontakt',
    heading: 'Schreiben Sie mir',
    intro:
      'Für Beratungsmandate, Vortragsanfragen, Atelierbesuche oder einen Kaffee in Berlin: Senden Sie mir eine Nachricht oder erreichen Sie mich über diese Kanäle.',
    links: { email: 'E-Mail', linkedin: 'LinkedIn', instagram: 'Instagram' },
    form: {
      heading: 'Ihre Nachricht',
      fields: {
        firstName: 'Vorname',
        lastName: 'Nachname',
        email: 'E-Mail',
        subject: 'Betreff',
        message: 'Nachricht',
      },
      honeypotLabel: 'Dieses Feld bitte leer lassen',
      submitLabel: 'Nachricht senden',
      sendingLabel: 'Wird gesendet\u00A0…',
      requiredHint: 'Pflichtfeld',
      errors: {
        emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an, damit ich antworten kann.',
        emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z.\u00A0B. name@example.com.',
        messageRequired: 'Ihre Nachricht fehlt noch.',
        tooLong: 'Bitte verwenden Sie höchstens {max} Zeichen.',
        invisibleCharacters:
          'Das Feld enthält unsichtbare Zeichen oder Steuerzeichen für die Schreibrichtung (oft beim Kopieren mitgenommen). Bitte geben Sie den Text neu ein.',
      },
      toasts: {
        success: { title: 'Nachricht gesendet', text: 'Danke! Ich melde mich bald bei Ihnen.' },
        failure: { title: 'Senden fehlgeschlagen', text: 'Bitte versuchen Sie es später noch einmal.' },
        throttled: {
          title: 'Nachricht bereits gesendet',
          text: 'Bitte warten Sie eine Minute, bevor Sie eine weitere Nachricht senden.',
        },
        retryIn: 'Ein neuer Versuch ist in {seconds}\u00A0s möglich.',
        wait: {
          title: 'Noch nicht gesendet',
          text: 'Bitte warten Sie noch {seconds}\u00A0s, bevor Sie es erneut versuchen.',
        },
      },
      noScript: 'Das Formular benötigt JavaScript. Sie können mir auch direkt schreiben:',
      draftRestored: 'Ihr noch nicht gesendeter Entwurf ist wieder da.',
      discardDraft: 'Verwerfen',
      loadFailed: 'Das Formular konnte gerade nicht geladen werden. Bitte schreiben Sie mir direkt:',
      notRunning:
        'Die Nachricht kann nicht gesendet werden: Der Code des Formulars wurde in Ihrem Browser nicht geladen (vielleicht hat eine Erweiterung oder ein Netzwerkfilter ihn blockiert). Bitte schreiben Sie mir direkt:',
      privacyNote: {
        text: `Ihre Nachricht geht über den E-Mail-Dienst ${emailService.name} an mein Postfach.`,
        linkLabel: 'Wie ich mit Ihren Angaben umgehe',
      },
    },
  },
  footer: {
    about:
      'Produktleiterin, Rednerin und Künstlerin in Berlin. Offen für Beratungsmandate, Keynotes und Atelierbesuche.',
    contactLabel: 'Schreiben Sie mir',
    columns: {
      work: {
        title: 'Beruflich',
        links: {
          experience: 'Erfahrung',
          speaking: 'Vorträge',
          workshops: 'Workshops',
          ventures: 'Gründungen',
        },
      },
      art: {
        title: 'Kunst',
        links: {
          art: 'Aus dem Atelier',
          gallery: 'Galerie',
          exhibitions: 'Ausstellungen',
        },
      },
    },
    legalLinks: { privacy: 'Datenschutz', terms: 'Nutzungsbedingungen', imprint: 'Impressum' },
    legalNavLabel: 'Rechtliches',
    rightsText: 'Alle Rechte vorbehalten.',
  },
  terms: {
    meta: {
      title: 'Nutzungsbedingungen',
      description: `Die Bedingungen für die Nutzung der Website von ${owner.name}.`,
    },
    title: 'Nutzungs\u00ADbedingungen',
    intro:
      'Hier lesen Sie, wie Sie die Inhalte dieser Website nutzen dürfen und wofür ich hafte. Durch den Besuch der Website kommt kein Vertrag zustande.',
    sections: [
      {
        heading: 'Zweck dieser Website',
        paragraphs: [
          `Diese Website stellt die berufliche und künstlerische Arbeit von ${owner.name} vor: Produktmanagement, Vorträge, Kunst und Gründungen. Sie ist ein persönliches Portfolio und kein Shop; hier lassen sich keine kostenpflichtigen Leistungen buchen oder kaufen.`,
        ],
      },
      {
        heading: 'Geistiges Eigentum',
        paragraphs: [
          `Alle Texte, Bilder, Kunstwerke und Gestaltungselemente dieser Website hat ${owner.name} geschaffen, soweit nicht anders angegeben; sie sind urheberrechtlich geschützt. Genannte Marken und Unternehmensnamen gehören ihren jeweiligen Inhabern.`,
        ],
      },
      {
        heading: 'Nutzung der Inhalte',
        paragraphs: [
          'Sie dürfen die Seiten dieser Website für private, nicht kommerzielle Zwecke ansehen, ausdrucken und Links darauf teilen. Wer Kunstwerke oder wesentliche Teile der Texte vervielfältigen möchte, gedruckt oder online, braucht dafür meine vorherige schriftliche Zustimmung.',
          'Kurze Zitate mit deutlicher Quellenangabe und einem Link auf diese Website sind willkommen.',
        ],
      },
      {
        heading: 'Externe Links',
        paragraphs: [
          'Diese Website verlinkt auf Angebote Dritter, etwa berufliche Netzwerke, ein Fotoprofil, einen Kalenderanbieter und Ausstellungsseiten. Für deren Inhalte und Datenschutz sind allein die jeweiligen Anbieter verantwortlich; ein Link ist keine Empfehlung.',
        ],
      },
      {
        heading: 'Kontakt und Zusendungen',
        paragraphs: [
          'Nachrichten aus dem Kontaktformular lese ich persönlich; mit Ihren Angaben gehe ich so um, wie es die Datenschutzerklärung beschreibt. Bitte senden Sie mir keine Geschäftsgeheimnisse und keine unaufgeforderten Ideen, die Sie geschützt wissen möchten: Eine Zusendung begründet keinen Anspruch auf Vergütung.',
        ],
      },
      {
        heading: 'Keine Gewähr',
        paragraphs: [
          'Die Inhalte dienen der allgemeinen Information. Sie werden sorgfältig erstellt, jedoch ohne Gewähr für Vollständigkeit, Richtigkeit oder ständige Verfügbarkeit. Die Website kann jederzeit geändert, unterbrochen oder eingestellt werden.',
        ],
      },
      {
        heading: 'Haftungsbeschränkung',
        paragraphs: [
          'Für Vorsatz und grobe Fahrlässigkeit hafte ich unbeschränkt. Bei leichter Fahrlässigkeit hafte ich nur für die Verletzung einer wesentlichen Pflicht (einer Pflicht, deren Erfüllung die ordnungsgemäße Nutzung dieser Website überhaupt erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen), und dann nur für den vorhersehbaren, typischerweise eintretenden Schaden. Diese Beschränkungen gelten nicht für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit und nicht, soweit zwingendes Recht, etwa das Produkthaftungsgesetz, eine weitergehende Haftung vorsieht. Die vorstehenden Haftungsbeschränkungen gelten auch zugunsten meiner gesetzlichen Vertreter und Erfüllungsgehilfen.',
        ],
      },
      {
        heading: 'Änderungen dieser Bedingungen',
        paragraphs: [
          'Diese Bedingungen können angepasst werden, wenn sich die Website ändert. Das Datum oben auf dieser Seite nennt die aktuelle Fassung; sie gilt ab ihrer Veröffentlichung.',
        ],
      },
      {
        heading: 'Anwendbares Recht',
        paragraphs: [
          'Es gilt das Recht der Bundesrepublik Deutschland. Zwingende Verbraucherschutzvorschriften des Staates, in dem Sie Ihren gewöhnlichen Aufenthalt haben, bleiben unberührt.',
        ],
      },
      {
        heading: 'Kontakt',
        paragraphs: [`Fragen zu diesen Bedingungen? Schreiben Sie mir an ${email}.`],
      },
    ],
  },
  privacy: {
    meta: {
      title: 'Datenschutzerklärung',
      description: `Wie die Website von ${owner.name} mit personenbezogenen Daten umgeht: Kontaktformular, Terminbuchung, keine Cookies und keine Analyse.`,
    },
    title: 'Datenschutz\u00ADerklärung',
    intro:
      'Diese Website erhebt so wenig Daten wie möglich: keine Cookies, keine Analyse, kein Tracking. Hier lesen Sie, was beim Besuch der Seiten, beim Senden einer Nachricht und bei der Terminbuchung mit Ihren Daten geschieht.',
    sections: [
      {
        heading: 'Verantwortliche',
        paragraphs: [
          `E-Mail: ${email}`,
          'Verantwortlich im Sinne der Datenschutz-Grundverordnung (DSGVO) ist die oben genannte Person. Eine Pflicht, eine Datenschutzbeauftragte oder einen Datenschutzbeauftragten zu benennen, besteht nicht.',
        ],
        address: postalAddress,
      },
      {
        heading: 'Besuch der Website',
        paragraphs: [
          `Wenn Sie eine Seite aufrufen, verarbeitet der Hosting-Anbieter (${hosting.company}, ${hosting.seat}, ${countries[hosting.country].name}), bei dem diese statische Website liegt, technische Daten wie Ihre IP-Adresse, die aufgerufene Seite und den Zeitpunkt des Abrufs (Server-Logfiles). Das ist nötig, um die Seite auszuliefern und sie vor Angriffen zu schützen. Der Anbieter verarbeitet diese Daten in meinem Auftrag (Art.\u00A028 DSGVO).`,
          'Rechtsgrundlage ist Art.\u00A06 Abs.\u00A01 lit.\u00A0f DSGVO; mein berechtigtes Interesse ist eine stabile und sichere Website.',
          'Schriften und Bilder liefert diese Website selbst aus; beim Aufrufen und Scrollen einer Seite wird nichts von Drittanbietern geladen. Den Buchungskalender lädt die Seite nur dann von Google, wenn Sie es wünschen (siehe unten).',
        ],
      },
      {
        heading: 'Keine Cookies, keine Analyse',
        paragraphs: [
          'Diese Website setzt keine Cookies und verwendet keine Analyse-, Tracking- oder Werbedienste. Es werden keine Nutzungsprofile erstellt.',
        ],
      },
      {
        heading: 'Kontaktformular',
        paragraphs: [
          'Wenn Sie das Kontaktformular nutzen, verarbeite ich Ihre Angaben: Vor- und Nachname, E-Mail-Adresse, Betreff und Nachricht. Pflicht sind nur die E-Mail-Adresse und die Nachricht. Ich verwende die Daten ausschließlich, um Ihre Anfrage zu beantworten.',
          'Rechtsgrundlage ist Art.\u00A06 Abs.\u00A01 lit.\u00A0b DSGVO, soweit Ihre Anfrage auf den Abschluss eines Vertrags gerichtet ist (etwa eine Vortragsanfrage), im Übrigen Art.\u00A06 Abs.\u00A01 lit.\u00A0f DSGVO; mein berechtigtes Interesse ist es, Anfragen zu beantworten.',
          `Die Nachricht wird über ${emailService.name} (${emailService.company}, ${countries[emailService.seat].name}) versendet, einen Dienst für den E-Mail-Versand. ${emailService.name} übergibt sie ${delivery}. Empfänger Ihrer Angaben sind damit ${recipients}; sie verarbeiten die Angaben als meine Auftragsverarbeiter (Art.\u00A028 DSGVO).`,
          `Dabei werden Ihre Angaben in Staaten außerhalb des Europäischen Wirtschaftsraums (EWR) übermittelt: ${countries[emailService.seat].to}${serverCountries && ` und gegebenenfalls ${serverCountries}, wo Server des Dienstes stehen können`}. ${safeguards[emailService.transferSafeguard]} Eine Kopie dieser Garantien erhalten Sie auf Anfrage bei mir unter ${email}.`,
        ],
      },
      {
        heading: 'Terminbuchung',
        paragraphs: [
          'Die Schaltfläche „Gespräch vereinbaren“ gehört zur Terminbuchung von Google Kalender, einem Dienst der Google Ireland Limited (Gordon House, Barrow Street, Dublin\u00A04, Irland). Von Google wird nichts geladen, bevor Sie die Schaltfläche anklicken und sich dafür entscheiden, den Kalender auf dieser Seite zu laden: Erst dann werden Skript und Stylesheet von Google geladen, und Google erhält Ihre IP-Adresse und Angaben zu Ihrem Browser. Öffnen Sie die Buchungsseite stattdessen bei Google, wird hier nichts geladen.',
          'Rechtsgrundlage ist Ihre Einwilligung (Art.\u00A06 Abs.\u00A01 lit.\u00A0a DSGVO, §\u00A025 Abs.\u00A01 TDDDG), die Sie erteilen, indem Sie den Kalender laden. Sie gilt nur für diesen Seitenaufruf und wird nicht gespeichert: Beim nächsten Besuch werden Sie erneut gefragt.',
          'Google kann Daten auch an die Google LLC in den USA übermitteln. Die Google LLC ist nach dem EU-US-Datenschutzrahmen (EU-U.S. Data Privacy Framework) zertifiziert; für diese Übermittlung besteht damit ein Angemessenheitsbeschluss der EU-Kommission (Art.\u00A045 DSGVO).',
          'Sobald der Kalender geladen ist, verarbeitet Google die darüber erhaltenen Daten (Ihre IP-Adresse, Angaben zu Ihrem Browser und Ihre Eingaben im Kalender) in eigener Verantwortung.',
          'Wenn Sie einen Termin buchen, geschieht das auf den Seiten von Google; dort gilt die Datenschutzerklärung von Google.',
        ],
      },
      {
        heading: 'Speicherung in Ihrem Browser',
        paragraphs: [
          'Einige Angaben speichert diese Website in Ihrem Browser. Sie bleiben auf Ihrem Gerät und werden nicht an mich übertragen. Im Sitzungsspeicher (Session Storage), den Ihr Browser beim Schließen des Tabs leert, liegt ein noch nicht gesendeter Entwurf des Kontaktformulars, damit beim Neuladen der Seite nichts verloren geht; er wird gelöscht, sobald die Nachricht gesendet ist. Im lokalen Speicher (Local Storage) bleiben, bis Sie sie löschen: der Zeitpunkt Ihrer letzten gesendeten Nachricht, damit nicht mehrfach kurz hintereinander gesendet wird; Ihre Wahl zwischen hellem und dunklem Farbschema; und dass Sie den Hinweis auf diese Website in einer anderen Sprache geschlossen haben, damit er nicht wieder erscheint. Jede Angabe wird erst gespeichert, wenn Sie die jeweilige Funktion nutzen; ein Besuch ohne eine dieser Handlungen speichert nichts.',
          'Rechtsgrundlage für das Speichern und Auslesen ist §\u00A025 Abs.\u00A02 Nr.\u00A02 TDDDG, weil es für die von Ihnen genutzten Funktionen unbedingt erforderlich ist. Sie können diese Einträge jederzeit löschen, indem Sie die Websitedaten in Ihrem Browser entfernen.',
        ],
      },
      {
        heading: 'Speicherdauer',
        paragraphs: [
          `Die Server-Logfiles werden ${logRetention} gelöscht. Ihre Nachricht bewahre ich auf, bis Ihr Anliegen erledigt ist, und lösche sie danach, soweit keine gesetzlichen Aufbewahrungspflichten entgegenstehen. Der Entwurf im Browser wird nach erfolgreichem Versand gelöscht, spätestens aber, wenn Sie den Tab schließen; die übrigen Einträge im Browser bleiben, bis Sie sie löschen.`,
        ],
      },
      {
        heading: 'Ihre Rechte',
        paragraphs: [
          'Sie haben das Recht auf Auskunft über Ihre bei mir gespeicherten Daten (Art.\u00A015 DSGVO), auf Berichtigung (Art.\u00A016), Löschung (Art.\u00A017), Einschränkung der Verarbeitung (Art.\u00A018) und Datenübertragbarkeit (Art.\u00A020 DSGVO).',
          'Soweit eine Verarbeitung auf Ihrer Einwilligung beruht, können Sie diese jederzeit mit Wirkung für die Zukunft widerrufen (Art.\u00A07 Abs.\u00A03 DSGVO).',
        ],
      },
      {
        heading: 'Widerspruchsrecht',
        paragraphs: [
          'Soweit ich Daten auf Grundlage von Art.\u00A06 Abs.\u00A01 lit.\u00A0f DSGVO verarbeite, können Sie dieser Verarbeitung aus Gründen, die sich aus Ihrer besonderen Situation ergeben, jederzeit widersprechen (Art.\u00A021 DSGVO). Ich verarbeite die Daten dann nicht mehr, es sei denn, es gibt zwingende schutzwürdige Gründe, die Ihre Interessen überwiegen, oder die Verarbeitung dient der Geltendmachung, Ausübung oder Verteidigung von Rechtsansprüchen.',
        ],
      },
      {
        heading: 'Beschwerderecht',
        paragraphs: [
          `Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art.\u00A077 DSGVO). Zuständige Aufsichtsbehörde ist die Berliner Beauftragte für Datenschutz und Informationsfreiheit, ${legal.supervisoryAuthority.address.join(', ')}.`,
        ],
      },
      {
        heading: 'Kontakt',
        paragraphs: [
          `Wenn Sie Fragen zum Datenschutz haben oder Ihre Rechte geltend machen möchten, schreiben Sie mir an ${email}.`,
        ],
      },
    ],
  },
  imprint: {
    meta: {
      title: 'Impressum',
      description: `Impressum der Website von ${owner.name}: Anbieterin, Anschrift und Kontakt.`,
    },
    title: 'Impressum',
    intro: 'Angaben gemäß §\u00A05 DDG (Digitale-Dienste-Gesetz)',
    sections: [
      {
        heading: 'Anbieterin',
        paragraphs: [],
        address: postalAddress,
      },
      {
        heading: 'Kontakt',
        paragraphs: [`E-Mail: ${email}`, ...(legal.phone === undefined ? [] : [`Telefon: ${legal.phone}`])],
        links: [{ label: 'Kontaktformular auf der Startseite', href: sectionHref('de', 'contact') }],
      },
      ...(legal.vatId === undefined && legal.businessId === undefined
        ? []
        : [
            {
              heading: 'Steuerliche Angaben',
              paragraphs: [
                ...(legal.vatId === undefined
                  ? []
                  : [
                      `Umsatzsteuer-Identifikationsnummer nach §\u00A027a Umsatzsteuergesetz: ${legal.vatId}`,
                    ]),
                ...(legal.businessId === undefined
                  ? []
                  : [
                      `Wirtschafts-Identifikationsnummer nach §\u00A0139c Abgabenordnung: ${legal.businessId}`,
                    ]),
              ],
            },
          ]),
      {
        heading: 'Redaktionell verantwortlich',
        paragraphs: [
          `Verantwortlich für den Inhalt nach §\u00A018 Abs.\u00A02 MStV: ${owner.name}, Anschrift wie oben.`,
        ],
      },
      {
        heading: 'Verbraucherstreitbeilegung',
        paragraphs: [
          'Ich bin nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
        ],
      },
      {
        heading: 'Haftung für Links',
        paragraphs: [
          'Diese Website enthält Links zu externen Websites, auf deren Inhalte ich keinen Einfluss habe. Für die Inhalte der verlinkten Seiten ist stets der jeweilige Anbieter verantwortlich. Werden mir Rechtsverletzungen bekannt, entferne ich den betreffenden Link umgehend.',
        ],
      },
      {
        heading: 'Urheberrecht',
        paragraphs: [
          'Die Texte, Kunstwerke und Bilder auf dieser Website unterliegen dem deutschen Urheberrecht. Jede Verwertung außerhalb der Grenzen des Urheberrechts bedarf der schriftlichen Zustimmung der Urheberin.',
        ],
      },
    ],
  },
  notFound: {
    meta: {
      title: 'Seite nicht gefunden',
      description: 'Die gesuchte Seite gibt es nicht.',
    },
    title: 'Hoppla! Seite nicht gefunden',
    text: 'Die Seite, die Sie suchen, gibt es nicht oder nicht mehr. Auf der Startseite finden Sie alles: meine Arbeit, Vorträge, Kunst und wie Sie mich erreichen.',
    homeLabel: 'Zurück zur Startseite',
  },
  error: {
    meta: {
      title: 'Etwas ist schiefgelaufen',
      description: 'Ein unerwarteter Fehler ist aufgetreten.',
    },
    title: 'Unerwarteter Fehler',
    text: 'Beim Anzeigen dieser Seite ist etwas schiefgelaufen. Das liegt nicht an Ihnen. Laden Sie die Seite neu oder kehren Sie zur Startseite zurück.',
    homeLabel: 'Zurück zur Startseite',
    reloadLabel: 'Seite neu laden',
  },
} satisfies ContentStrings;
