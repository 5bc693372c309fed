import { content } from '../content';
import { defaultLocale, localeRoot, locales, notFoundFile } from '../i18n/locales';
import { emailProviderOrigin } from '../services/email';

/** One rule of a static host's `_headers` file: a path pattern and the headers it gets. */
export interface HeaderRule {
  /** `/assets/*` style pattern (Netlify and Cloudflare Pages syntax). */
  path: string;
  headers: Record<string, string>;
}

const origin = (url: string) => new URL(url).origin;

/**
 * The Content Security Policy. Scripts: the site's own files, the inline scripts the build
 * wrote (by hash: the colour-scheme script that prevents a flash of the wrong theme) and the
 * calendar provider's button script. Styles may be inline: MUI writes its CSS into <style>
 * elements at run time, and a style cannot run code. Connections: the email provider only.
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  const { scheduling } = content.speaking;
  const calendar = [
    ...new Set([origin(scheduling.scriptUrl), origin(scheduling.stylesheetUrl), origin(scheduling.url)]),
  ];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`), ...calendar],
    'style-src': ["'self'", "'unsafe-inline'", ...calendar],
    'img-src': ["'self'", 'data:', ...calendar],
    'font-src': ["'self'"],
    'connect-src': ["'self'", emailProviderOrigin],
    // The provider's button opens the booking page in an overlay frame.
    'frame-src': calendar,
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * HTTPS only, for a year, subdomains included: a browser that has seen the site once never asks
 * for it over plain HTTP again, so nobody on the way can strip the encryption. Browsers ignore it
 * on a plain-HTTP answer, so the local server may send it too.
 */
export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/** Headers every response gets. */
export function securityHeaders(inlineScriptHashes: readonly string[]): Record<string, string> {
  return {
    'Strict-Transport-Security': strictTransportSecurity,
    'Content-Security-Policy': contentSecurityPolicy(inlineScriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}

/** Hashed build files never change: cache them for a year. Pages are checked on every visit. */
export const immutableCache = 'public, max-age=31536000, immutable';
export const revalidateCache = 'public, max-age=0, must-revalidate';

/**
 * Every rule, in order. No header is set by two rules for the same path, because Netlify and
 * Cloudflare join the values of a header that several matching rules set.
 */
export function hostingHeaderRules(
  inlineScriptHashes: readonly string[],
  pagePaths: readonly string[],
): HeaderRule[] {
  // Each page with and without its trailing slash (`/terms`, `/terms/`; `/de`, `/de/`), the root once.
  const bare = (path: string) => path.replace(/\/+$/, '');
  const pages = [
    ...new Set(pagePaths.flatMap((path) => (bare(path) ? [bare(path), `${bare(path)}/`] : ['/']))),
    '/*.html',
  ];
  return [
    { path: '/*', headers: securityHeaders(inlineScriptHashes) },
    { path: '/assets/*', headers: { 'Cache-Control': immutableCache } },
    ...pages.map((path) => ({ path, headers: { 'Cache-Control': revalidateCache } })),
  ];
}

/** The `_headers` file (Netlify, Cloudflare Pages). */
export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(
    ({ path, headers }) =>
      `${path}\n${Object.entries(headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `# Written by the build (src/app/hostingHeaders.ts). Do not edit: change the source.\n${blocks.join('\n')}\n`;
}

/** The files that tell a host how to serve the site: never served themselves. */
export const hostingFiles = ['_headers', '_redirects', 'nginx.conf'] as const;

/**
 * What nginx compresses besides HTML (always compressed once gzip is on): the text types of the
 * build, under the names Debian's and nginx's own `mime.types` give them. Fonts and images are
 * compressed already.
 */
export const nginxGzipTypes = [
  'text/css',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'image/svg+xml',
  'application/xml',
  'text/xml',
  'text/plain',
] as const;

/**
 * The same policy for nginx, as a snippet to include in the site's `server { }` block. nginx drops
 * the `add_header` lines of an enclosing block inside a location that has its own, so every
 * location repeats the security headers, and a header added at the server level would be lost.
 */
export function renderNginxSnippet(rules: readonly HeaderRule[]): string {
  const security = rules.find((rule) => rule.path === '/*')?.headers ?? {};
  const addHeaders = (headers: Record<string, string>, indent: string) =>
    Object.entries(headers)
      .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
      .join('\n');
  const assets = rules.find((rule) => rule.path === '/assets/*')?.headers ?? {};
  const pageHeaders = addHeaders({ ...security, 'Cache-Control': revalidateCache }, '  ');
  const hostingFilePattern = hostingFiles.map((file) => file.replace(/\./g, '\\.')).join('|');
  return `# Written by the build (src/app/hostingHeaders.ts). Include it in the site's server { } block:
#   root /var/www/site/dist;  include /var/www/site/dist/nginx.conf;
# Every location sets all the headers: nginx would drop a server-level add_header in each of them.
server_tokens off;
charset utf-8;
charset_types ${nginxGzipTypes.join(' ')};
gzip on;
gzip_vary on;
gzip_types ${nginxGzipTypes.join(' ')};

error_page 404 /404.html;

location /assets/ {
${addHeaders({ ...security, ...assets }, '  ')}
  try_files $uri =404;
}

location / {
${pageHeaders}
  try_files $uri $uri/index.html =404;
}

# The hosting files describe the site to the host; they are not part of it.
location ~ ^/(?:${hostingFilePattern})$ {
${pageHeaders}
  return 404;
}
${otherLocales
  .map(
    (locale) => `
# Unknown paths under ${localeRoot(locale)} get that language's not-found page.
location ${localeRoot(locale)} {
${pageHeaders}
  try_files $uri $uri/index.html =404;
  error_page 404 ${notFoundFile(locale)};
}
`,
  )
  .join('')}`;
}

const otherLocales = locales.filter((locale) => locale !== defaultLocale);

/**
 * The `_redirects` file (Netlify): unknown paths under a language's prefix get that language's
 * not-found page with status 404 (a rule with status 404 applies only where no file exists).
 * Netlify serves `/404.html` for the rest by itself; Cloudflare Pages serves the nearest
 * `404.html` up the path without any rule.
 */
export function renderRedirectsFile(): string {
  const rules = otherLocales.map((locale) => `${localeRoot(locale)}*  ${notFoundFile(locale)}  404`);
  return `# Written by the build (src/app/hostingHeaders.ts). Do not edit: change the source.\n${rules.join('\n')}\n`;
}
