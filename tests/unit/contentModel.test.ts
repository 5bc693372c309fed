import { describe, expect, it } from 'vitest';
import { content } from '@/content';
import { contentByLocale } from '@/content/byLanguage';
import { composeContent } from '@/content/compose';
import { words as en } from '@/content/words/en';
import { facts } from '@/content/facts';
import { pagePaths, sectionHref } from '@/content/languages';

/**
 * What a value holds, without its words: an object's fields, each item of a list of parts, and
 * "text" or "texts" for words. Two languages with the same outline fill the same fields.
 */
function outline(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.every((item) => typeof item !== 'object') ? 'texts' : value.map(outline);
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .map(([key, field]) => [key, outline(field)]),
    );
  }
  return typeof value === 'string' ? 'text' : value;
}

describe('one content model for every language', () => {
  it('gives every language the same fields, items and facts (only the words differ)', () => {
    expect(outline(contentByLocale.de)).toEqual(outline(content));
  });

  it('writes each fact once: the same links, images, names and figures in every language', () => {
    const germanFacts = {
      roles: contentByLocale.de.experience.roles.map(({ title, company, icon }) => ({
        title,
        company,
        icon,
      })),
      artworks: contentByLocale.de.art.artworks.map(({ title, year, image }) => ({
        title,
        year,
        image: image.name,
      })),
      contactLinks: contentByLocale.de.contact.links.map(({ icon, detail, href, external }) => ({
        icon,
        detail,
        href,
        ...(external && { external }),
      })),
    };
    expect(germanFacts).toEqual({
      roles: Object.values(facts.roles),
      artworks: Object.values(facts.artworks),
      contactLinks: Object.values(facts.contactLinks),
    });
    expect(contentByLocale.de.legal).toBe(content.legal);
  });

  it("links to the site's pages and sections in the page's own language, from the route table", () => {
    for (const [locale, siteContent] of [
      ['en', content],
      ['de', contentByLocale.de],
    ] as const) {
      expect(siteContent.footer.legalLinks.map((link) => link.href)).toEqual(
        facts.legalPages.map((page) => pagePaths[locale][page]),
      );
      expect(siteContent.footer.contactLink.href).toBe(sectionHref(locale, 'contact'));
      expect(siteContent.footer.columns.flatMap((column) => column.links.map((link) => link.href))).toEqual(
        Object.values(facts.footerColumns).flatMap((anchors) =>
          anchors.map((anchor) => sectionHref(locale, anchor)),
        ),
      );
    }
  });

  it('refuses an upcoming project with neither a year nor a time', () => {
    const words = structuredClone(en);
    delete (words.art.upcoming.dataAsLandscape as { when?: string }).when;
    expect(() => composeContent('en', words)).toThrow('"Data as landscape" has neither a year nor a time');
  });
});
