import { content as englishContent } from '../content';
import type { SiteContent } from '../content/types';
import {
  defaultLocale,
  localeInfo,
  localeRoot,
  locales,
  pageOfPath,
  pagePaths,
  type Locale,
  type PageKey,
} from '../i18n/locales';
import { documentTitle, pageMeta, type RoutePage } from './routeMeta';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Absolute URL of a site path, from the site URL in the content module. */
export function absoluteUrl(path: string): string {
  return new URL(path, englishContent.siteUrl).href;
}

/** Structured data that tells search engines who the site is about, in the page's language. */
export function personJsonLd(content: SiteContent = englishContent, locale: Locale = defaultLocale) {
  const { owner, contact, hero } = content;
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: owner.name,
    jobTitle: owner.jobTitle,
    url: absoluteUrl(localeRoot(locale)),
    image: absoluteUrl(localeInfo[locale].shareImage),
    email: `mailto:${owner.email}`,
    description: hero.tagline,
    address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' },
    knowsLanguage: locales.map((language) => localeInfo[language].intl),
    sameAs: contact.links.filter((link) => link.external).map((link) => link.href),
    mainEntityOfPage: {
      '@type': 'WebPage',
      url: absoluteUrl(localeRoot(locale)),
      inLanguage: localeInfo[locale].intl,
    },
  };
}

/** A page's `hreflang` alternates: its address in every language, and English for everyone else. */
function alternates(page: PageKey): (readonly [hreflang: string, url: string])[] {
  return [
    ...locales.map((locale) => [locale, absoluteUrl(pagePaths[locale][page])] as const),
    ['x-default', absoluteUrl(pagePaths[defaultLocale][page])] as const,
  ];
}

/** The page's one address for search engines and share sheets; none for a page kept out of search. */
export function canonicalUrl(locale: Locale, page: RoutePage, noindex = false): string | undefined {
  return noindex || page === 'notFound' ? undefined : absoluteUrl(pagePaths[locale][page]);
}

interface HeadOptions {
  content: SiteContent;
  locale: Locale;
  page: RoutePage;
  /** Keep out of search results (the 404 pages): no canonical URL, no alternates. */
  noindex?: boolean;
}

/**
 * Title, description, canonical URL, language alternates, Open Graph and Twitter cards, and
 * JSON-LD for one page, in its language.
 */
export function renderHeadTags({ content, locale, page, noindex = false }: HeadOptions): string[] {
  const meta = pageMeta(content, page);
  const title = escapeHtml(documentTitle(content, page));
  const description = escapeHtml(meta.description);
  const image = absoluteUrl(localeInfo[locale].shareImage);
  const indexable = !noindex && page !== 'notFound';
  const canonical = canonicalUrl(locale, page, noindex);
  const tags = [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    indexable ? '' : '<meta name="robots" content="noindex" />',
    canonical ? `<link rel="canonical" href="${canonical}" />` : '',
    ...(indexable
      ? alternates(page).map(
          ([hreflang, url]) => `<link rel="alternate" hreflang="${hreflang}" href="${url}" />`,
        )
      : []),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="${localeInfo[locale].og}" />`,
    ...locales
      .filter((other) => other !== locale)
      .map((other) => `<meta property="og:locale:alternate" content="${localeInfo[other].og}" />`),
    `<meta property="og:site_name" content="${escapeHtml(content.chrome.siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    canonical ? `<meta property="og:url" content="${canonical}" />` : '',
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${escapeHtml(content.owner.name)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    // `<` is escaped so that no text in the content can close the script element.
    `<script type="application/ld+json">${JSON.stringify(personJsonLd(content, locale)).replace(/</g, '\\u003c')}</script>`,
  ];
  return tags.filter(Boolean);
}

/** sitemap.xml for the indexable pages, each with its language alternates. */
export function renderSitemap(paths: readonly string[], lastModified: string): string {
  const urls = paths.map((path) => {
    const page = pageOfPath(path);
    const links = (page ? alternates(page) : []).map(
      ([hreflang, url]) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${url}" />`,
    );
    return `  <url>\n    <loc>${absoluteUrl(path)}</loc>\n    <lastmod>${lastModified}</lastmod>${links.join('')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function renderRobots(): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}
