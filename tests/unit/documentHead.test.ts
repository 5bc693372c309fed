import { describe, expect, it } from 'vitest';
import { content } from '@/content';
import { contentByLocale } from '@/content/byLanguage';
import { absoluteUrl, personJsonLd, renderHeadTags, renderRobots, renderSitemap } from '@/app/documentHead';
import { prerenderPaths } from '@/app/sitePages';

const head = (...args: Parameters<typeof renderHeadTags>) => renderHeadTags(...args).join('\n');

describe('document head', () => {
  it('gives each page a canonical URL, Open Graph and Twitter cards', () => {
    const tags = head({ content, locale: 'en', page: 'terms' });
    expect(tags).toContain(`<link rel="canonical" href="${content.siteUrl}/terms" />`);
    expect(tags).toContain('<meta property="og:title" content="Terms of Use · Amara Voss" />');
    expect(tags).toContain(`<meta property="og:url" content="${content.siteUrl}/terms" />`);
    expect(tags).toContain(`<meta property="og:image" content="${content.siteUrl}/og-image.png" />`);
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).not.toContain('noindex');
  });

  it('links every page to itself in both languages, English for everyone else', () => {
    for (const locale of ['en', 'de'] as const) {
      const tags = head({ content: locale === 'en' ? content : contentByLocale.de, locale, page: 'privacy' });
      expect(tags).toContain(`<link rel="alternate" hreflang="en" href="${content.siteUrl}/privacy" />`);
      expect(tags).toContain(
        `<link rel="alternate" hreflang="de" href="${content.siteUrl}/de/datenschutz" />`,
      );
      expect(tags).toContain(
        `<link rel="alternate" hreflang="x-default" href="${content.siteUrl}/privacy" />`,
      );
    }
  });

  it('gives a German page its own canonical URL, German title and og:locale', () => {
    const tags = head({ content: contentByLocale.de, locale: 'de', page: 'imprint' });
    expect(tags).toContain(`<link rel="canonical" href="${content.siteUrl}/de/impressum" />`);
    expect(tags).toContain(`<title>${contentByLocale.de.imprint.meta.title} · Amara Voss</title>`);
    expect(tags).toContain('<meta property="og:locale" content="de_DE" />');
    expect(tags).toContain('<meta property="og:locale:alternate" content="en_GB" />');
    // The share image says her roles in German too.
    expect(tags).toContain(`<meta property="og:image" content="${content.siteUrl}/og-image-de.png" />`);
    expect(tags).toContain(`<meta name="twitter:image" content="${content.siteUrl}/og-image-de.png" />`);
  });

  it('keeps the 404 page out of the index and without a canonical URL or alternates', () => {
    const tags = head({ content, locale: 'en', page: 'notFound', noindex: true });
    expect(tags).toContain('<meta name="robots" content="noindex" />');
    expect(tags).not.toContain('rel="canonical"');
    expect(tags).not.toContain('hreflang');
  });

  it('describes the owner as a schema.org Person with her profiles, in the page language', () => {
    const person = personJsonLd(content, 'en');
    expect(person).toMatchObject({
      '@type': 'Person',
      name: content.owner.name,
      jobTitle: content.owner.jobTitle,
    });
    expect(person.sameAs).toEqual([
      'https://www.linkedin.com/in/amara-voss',
      'https://www.instagram.com/amaravoss.studio',
    ]);
    const script = renderHeadTags({ content, locale: 'en', page: 'home' }).find((tag) =>
      tag.startsWith('<script type="application/ld+json">'),
    );
    const json = script?.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '') ?? '';
    expect(JSON.parse(json)).toEqual(person);
    expect(personJsonLd(contentByLocale.de, 'de')).toMatchObject({
      jobTitle: contentByLocale.de.owner.jobTitle,
      description: contentByLocale.de.hero.tagline,
      url: `${content.siteUrl}/de/`,
      mainEntityOfPage: { inLanguage: 'de-DE' },
    });
  });

  it('lists every prerendered page in the sitemap, with its alternates, and points robots at it', () => {
    const sitemap = renderSitemap(prerenderPaths, '2026-11-23');
    for (const path of prerenderPaths) expect(sitemap).toContain(`<loc>${absoluteUrl(path)}</loc>`);
    expect(prerenderPaths).toContain('/de/nutzungsbedingungen');
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="de" href="${content.siteUrl}/de/nutzungsbedingungen" />`,
    );
    expect(sitemap.match(/hreflang="x-default"/g)).toHaveLength(prerenderPaths.length);
    expect(renderRobots()).toContain(`Sitemap: ${content.siteUrl}/sitemap.xml`);
  });
});
