import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/i18n/locales';
import {
  contentSecurityPolicy,
  hostingHeaderRules,
  immutableCache,
  renderHeadersFile,
  renderNginxSnippet,
  renderRedirectsFile,
  revalidateCache,
} from '@/app/hostingHeaders';
import { headersFromFile } from '../../scripts/static-server.mjs';

const hashes = ['sha256-abc='];
const rules = hostingHeaderRules(hashes, ['/', '/terms']);

/** Parses the policy into directive → sources. */
function directives(policy: string) {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('content security policy', () => {
  const policy = directives(contentSecurityPolicy(hashes));

  it('runs only the site, its hashed inline scripts and the calendar script', () => {
    expect(policy['script-src']).toEqual(["'self'", "'sha256-abc='", 'https://calendar.google.com']);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });

  it('connects only to the site and the email provider, frames only the calendar', () => {
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(policy['frame-src']).toEqual(['https://calendar.google.com']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });
});

describe('hosting files', () => {
  it('never sets one header twice for a path (hosts would join the values)', () => {
    for (const urlPath of ['/', '/terms', '/assets/index-1.js', '/index.html']) {
      const names = rules
        .filter((rule) =>
          new RegExp(`^${rule.path.replace(/\./g, '\\.').replace(/\*/g, '.*')}$`).test(urlPath),
        )
        .flatMap((rule) => Object.keys(rule.headers));
      expect(new Set(names).size, urlPath).toBe(names.length);
    }
  });

  it('names each page with and without its trailing slash, never with two', () => {
    const paths = hostingHeaderRules(hashes, ['/', '/terms', '/de/', '/de/impressum']).map(
      (rule) => rule.path,
    );
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/terms', '/terms/', '/de', '/de/', '/de/impressum', '/de/impressum/']),
    );
    expect(paths.filter((rulePath) => rulePath.includes('//'))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('round-trips through the _headers file the local server reads', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'headers-')), '_headers');
    writeFileSync(file, renderHeadersFile(rules));
    const headersFor = headersFromFile(file);
    expect(headersFor('/assets/index-abc.js')['Cache-Control']).toBe(immutableCache);
    expect(headersFor('/terms')['Cache-Control']).toBe(revalidateCache);
    expect(headersFor('/terms')['Content-Security-Policy']).toBe(contentSecurityPolicy(hashes));
    expect(headersFor('/terms')['X-Content-Type-Options']).toBe('nosniff');
    expect(headersFor('/anything')['Cache-Control']).toBeUndefined();
  });

  it('gives nginx the same headers in every location (nginx does not inherit add_header)', () => {
    const nginx = renderNginxSnippet(rules);
    const locations = nginx.split(/^location /m).slice(1);
    // Assets, pages, the hosting files (refused), and for each other language a location with its own 404 page.
    expect(locations).toHaveLength(3 + locales.length - 1);
    for (const location of locations) {
      expect(location).toContain(
        `add_header Content-Security-Policy "${contentSecurityPolicy(hashes)}" always;`,
      );
      expect(location).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(location).toContain(
        'add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;',
      );
    }
    expect(nginx).toContain(`add_header Cache-Control "${immutableCache}" always;`);
    expect(nginx).toContain('try_files $uri $uri/index.html =404;');
    expect(nginx).toContain('error_page 404 /404.html;');
    expect(nginx).toMatch(/location \/de\/ \{[^}]*error_page 404 \/de\/404\.html;/);
  });

  it('sends HSTS to static hosts too', () => {
    expect(renderHeadersFile(rules)).toContain(
      '/*\n  Strict-Transport-Security: max-age=31536000; includeSubDomains\n',
    );
  });

  it('gives nginx gzip with Vary for the text types, no version, and refuses the hosting files', () => {
    const nginx = renderNginxSnippet(rules);
    expect(nginx).toMatch(/^server_tokens off;$/m);
    expect(nginx).toMatch(/^gzip on;$/m);
    expect(nginx).toMatch(/^gzip_vary on;$/m);
    const gzipTypes = /^gzip_types (.*);$/m.exec(nginx)?.[1]?.split(' ') ?? [];
    expect(gzipTypes).toEqual(
      expect.arrayContaining(['text/css', 'application/javascript', 'image/svg+xml', 'application/json']),
    );
    expect(gzipTypes).toEqual(expect.arrayContaining(['application/xml', 'text/xml']));
    expect(nginx).toContain('location ~ ^/(?:_headers|_redirects|nginx\\.conf)$ {');
  });

  it('tells Netlify to answer unknown German paths with the German 404 page', () => {
    expect(renderRedirectsFile()).toContain('/de/*  /de/404.html  404');
  });
});
