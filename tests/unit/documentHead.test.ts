import { describe, expect, it } from 'vitest';
import { content } from '../../src/content';
import {
  absoluteUrl,
  personJsonLd,
  renderHeadTags,
  renderRobots,
  renderSitemap,
} from '../../src/app/documentHead';
import { prerenderPaths } from '../../src/app/routes';

describe('document head', () => {
  it('gives each page a canonical URL, Open Graph and Twitter cards', () => {
    const head = renderHeadTags({ meta: content.terms.meta, canonicalPath: '/terms' }).join('\n');
    expect(head).toContain(`<link rel="canonical" href="${content.siteUrl}/terms" />`);
    expect(head).toContain('<meta property="og:title" content="Terms of Use · Amara Voss" />');
    expect(head).toContain(`<meta property="og:url" content="${content.siteUrl}/terms" />`);
    expect(head).toContain(`<meta property="og:image" content="${content.siteUrl}/og-image.png" />`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).not.toContain('noindex');
  });

  it('keeps the 404 page out of the index and without a canonical URL', () => {
    const head = renderHeadTags({ meta: content.notFound.meta, noindex: true }).join('\n');
    expect(head).toContain('<meta name="robots" content="noindex" />');
    expect(head).not.toContain('rel="canonical"');
  });

  it('describes the owner as a schema.org Person with her profiles', () => {
    const person = personJsonLd();
    expect(person).toMatchObject({
      '@type': 'Person',
      name: content.owner.name,
      jobTitle: content.owner.jobTitle,
    });
    expect(person.sameAs).toEqual([
      'https://www.linkedin.com/in/amara-voss',
      'https://www.instagram.com/amaravoss.studio',
    ]);
    const script = renderHeadTags({ meta: content.home.meta, canonicalPath: '/' }).find((tag) =>
      tag.startsWith('<script type="application/ld+json">'),
    );
    const json = script?.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '') ?? '';
    expect(JSON.parse(json)).toEqual(person);
  });

  it('lists every prerendered page in the sitemap and points robots at it', () => {
    const sitemap = renderSitemap(prerenderPaths, '2026-11-23');
    for (const path of prerenderPaths) expect(sitemap).toContain(`<loc>${absoluteUrl(path)}</loc>`);
    expect(renderRobots()).toContain(`Sitemap: ${content.siteUrl}/sitemap.xml`);
  });
});
