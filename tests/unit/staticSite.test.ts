import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingHeaderRules, immutableCache, renderHeadersFile, revalidateCache } from '@/app/hostingHeaders';
import { headersFromFile, startStaticServer } from '../../scripts/serve/staticSite.ts';
import { get as getFrom } from '../support/http';

/** A small built site: two languages, each with its not-found page, a hashed asset and the hosting files. */
const files: Record<string, string> = {
  'index.html': '<p>home</p>',
  'terms/index.html': '<p>terms</p>',
  '404.html': '<p>not found</p>',
  'de/index.html': '<p>Start</p>',
  'de/404.html': '<p>nicht gefunden</p>',
  'assets/app-1a2b.js': `export const text = "${'words '.repeat(400)}";`,
  _headers: renderHeadersFile(hostingHeaderRules(['sha256-abc='], ['/', '/terms', '/de/'])),
  _redirects: '/de/*  /de/404.html  404\n',
  'nginx.conf': 'server_tokens off;\n',
};

let site = '';
let server: http.Server;
let origin = '';

const get = (urlPath: string, headers?: Record<string, string>, method?: string) =>
  getFrom(origin, urlPath, headers, method);

beforeAll(async () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'static-site-'));
  writeFileSync(path.join(parent, 'secret.txt'), 'outside the site');
  site = path.join(parent, 'dist');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
    writeFileSync(path.join(site, name), text);
  }
  server = await startStaticServer({
    root: site,
    port: 0,
    compress: true,
    headers: headersFromFile(path.join(site, '_headers')),
  });
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(() => {
  server.close();
  rmSync(path.dirname(site), { recursive: true, force: true });
});

describe('the static server', () => {
  it('serves each page from its folder with the headers _headers gives its path', async () => {
    for (const urlPath of ['/', '/terms', '/terms/', '/de', '/de/']) {
      const answer = await get(urlPath);
      expect(answer.status, urlPath).toBe(200);
      expect(answer.headers['content-type'], urlPath).toMatch(/^text\/html/);
      expect(answer.headers['cache-control'], urlPath).toBe(revalidateCache);
      expect(answer.headers['content-security-policy'], urlPath).toContain("'sha256-abc='");
    }
    expect((await get('/terms')).body.toString()).toBe(files['terms/index.html']);
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe(immutableCache);
  });

  it('answers a malformed URL with 400 and keeps serving', async () => {
    for (const urlPath of ['//%zz', '/%zz', '/de/%E0%A4%A'])
      expect((await get(urlPath)).status, urlPath).toBe(400);
    expect((await get('/')).status).toBe(200);
  });

  it('answers a missing asset with 404, never cached for a year', async () => {
    const answer = await get('/assets/app-gone.js');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe(revalidateCache);
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it("answers an unknown path with its language's not-found page and status 404", async () => {
    const english = await get('/no-such-page');
    expect(english.status).toBe(404);
    expect(english.headers['content-type']).toMatch(/^text\/html/);
    expect(english.body.toString()).toBe(files['404.html']);
    const german = await get('/de/gibt-es-nicht');
    expect(german.status).toBe(404);
    expect(german.body.toString()).toBe(files['de/404.html']);
    expect((await get('/de/404.html')).status).toBe(200);
    const head = await get('/de/gibt-es-nicht', {}, 'HEAD');
    expect([head.status, head.body.length]).toEqual([404, 0]);
  });

  it('never serves the hosting files or anything outside the folder', async () => {
    for (const urlPath of [
      '/_headers',
      '/_redirects',
      '/nginx.conf',
      '/%5Fheaders',
      '/./nginx.conf',
      '/_headers/',
    ]) {
      const answer = await get(urlPath);
      expect(answer.status, urlPath).toBe(404);
      expect(answer.body.toString(), urlPath).toBe(files['404.html']);
    }
    for (const urlPath of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt'])
      expect((await get(urlPath)).status, urlPath).toBe(404);
  });

  it('gzips text for a browser that accepts it, and says the answer varies by it', async () => {
    const plain = await get('/assets/app-1a2b.js');
    const zipped = await get('/assets/app-1a2b.js', { 'Accept-Encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
