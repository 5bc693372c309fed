import { content } from '../content';
import type { PageMeta } from '../content/types';
import { documentTitle } from '../components/layout/documentTitle';

/** Path of the share image (1200 × 630) in `public/`, made by `npm run share-image`. */
export const shareImagePath = '/og-image.png';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Absolute URL of a site path, from the site URL in the content module. */
export function absoluteUrl(path: string): string {
  return new URL(path, content.siteUrl).href;
}

/** Structured data that tells search engines who the site is about. */
export function personJsonLd() {
  const { owner, contact, hero } = content;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: owner.name,
    jobTitle: owner.jobTitle,
    url: absoluteUrl('/'),
    image: absoluteUrl(shareImagePath),
    email: `mailto:${owner.email}`,
    description: hero.tagline,
    address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
    sameAs: contact.links.filter((link) => link.external).map((link) => link.href),
  };
}

interface HeadOptions {
  meta: PageMeta;
  /** The page's own path; leave out for pages that must not be indexed (the 404 page). */
  canonicalPath?: string;
  noindex?: boolean;
}

/** Title, description, canonical URL, Open Graph and Twitter cards, and JSON-LD for one page. */
export function renderHeadTags({ meta, canonicalPath, noindex = false }: HeadOptions): string[] {
  const title = escapeHtml(documentTitle(meta));
  const description = escapeHtml(meta.description);
  const image = absoluteUrl(shareImagePath);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    noindex ? '<meta name="robots" content="noindex" />' : '',
    canonicalPath ? `<link rel="canonical" href="${absoluteUrl(canonicalPath)}" />` : '',
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(content.chrome.siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    canonicalPath ? `<meta property="og:url" content="${absoluteUrl(canonicalPath)}" />` : '',
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${escapeHtml(content.owner.name)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    // `<` is escaped so that no text in the content can close the script element.
    `<script type="application/ld+json">${JSON.stringify(personJsonLd()).replace(/</g, '\\u003c')}</script>`,
  ];
  return tags.filter(Boolean);
}

/** sitemap.xml for the indexable pages. */
export function renderSitemap(paths: readonly string[], lastModified: string): string {
  const urls = paths
    .map((path) => `  <url><loc>${absoluteUrl(path)}</loc><lastmod>${lastModified}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function renderRobots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}
