import { describe, expect, it } from 'vitest';
import { content } from '@/content';
import { contentByLocale } from '@/content/byLanguage';
import type { LegalPage } from '@/content/types';

const languages = [
  ['English', content],
  ['German', contentByLocale.de],
] as const;

/** Everything a visitor reads on a legal page, as one text. */
function textOf(page: LegalPage): string {
  return [
    page.title,
    page.intro ?? '',
    ...page.sections.flatMap((section) => [
      section.heading,
      ...(section.address ?? []),
      ...section.paragraphs,
      ...(section.links ?? []).map((link) => link.label),
    ]),
  ].join('\n');
}

/** Every number a page states (a postcode, a phone number, a paragraph of a law, a period), once each. */
const numbersIn = (page: LegalPage): string[] =>
  [
    ...new Set(
      textOf(page)
        .replace(/(\d)[ \u00A0/-](?=\d)/g, '$1')
        .match(/\d+/g) ?? [],
    ),
  ].sort();

describe('the legal pages state the same facts in every language', () => {
  it.each(['imprint', 'privacy', 'terms'] as const)(
    '%s: the same numbers in English and German (addresses, phone, laws, periods)',
    (page) => {
      expect(numbersIn(contentByLocale.de[page])).toEqual(numbersIn(content[page]));
    },
  );

  it.each(languages)('%s imprint: the operator, her address and the ways to reach her', (_, site) => {
    const imprint = textOf(site.imprint);
    for (const fact of [site.owner.name, ...site.legal.address, site.owner.email]) {
      expect(imprint).toContain(fact);
    }
    // Fast, direct contact besides e-mail: the contact form, linked from the imprint.
    const links = site.imprint.sections.flatMap((section) => section.links ?? []);
    expect(links.map((link) => link.href)).toContain(site === content ? '/#contact' : '/de/#contact');
    // A phone number only when the facts give one, and then that one.
    const phoneNumbers = imprint.match(/\+\d[\d\s\u00A0/-]{5,}\d/g) ?? [];
    expect(phoneNumbers).toEqual(site.legal.phone === undefined ? [] : [site.legal.phone]);
    if (site.legal.vatId !== undefined) expect(imprint).toContain(site.legal.vatId);
  });

  it.each(languages)('%s privacy policy: the services and what the facts say of them', (_, site) => {
    const privacy = textOf(site.privacy);
    const { emailService, hosting } = site.legal;
    expect(privacy).toContain(`${emailService.name} (${emailService.company}, `);
    expect(privacy).toContain(`${hosting.company}, ${hosting.seat}, `);
    expect(privacy).toContain(String(hosting.logRetentionDays));
    for (const line of site.legal.supervisoryAuthority.address) expect(privacy).toContain(line);
    expect(privacy).toContain(site.owner.email);
  });
});
