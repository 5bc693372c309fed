import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { hostingFiles, strictTransportSecurity } from '@/app/hostingHeaders';
import { ensureNginx, nginxMimeTypes } from '../../scripts/testing/nginx';
import { get } from '../support/http';
import { notFoundRoutes, siteRoutes } from '../support/site';

/**
 * The generated nginx snippet (dist/nginx.conf), served by a real nginx as the deploy docs say,
 * against the static server every other test reads: the same status, headers and body for every
 * route, each language's unknown paths and 404 file, a hashed asset, a missing one and the hosting
 * files. Where the system has no nginx, Debian's package is unpacked for it (scripts/testing/nginx.ts);
 * on a machine with neither, it is skipped, saying so, except in CI, where that fails.
 */

const dist = path.resolve('dist');
const nginxBinary = ensureNginx();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        resolve(typeof address === 'object' && address ? address.port : 0);
      });
    });
  });
}

/** The media type without parameters, under one name where hosts' type tables differ. */
function mediaType(value: string | undefined): string {
  const type = (value ?? '').split(';')[0]?.trim() ?? '';
  return { 'application/javascript': 'text/javascript', 'text/xml': 'application/xml' }[type] ?? type;
}

/** The headers the build asks every host to send (from dist/_headers), by lower-case name. */
function builtHeaderNames(): string[] {
  const file = readFileSync(path.join(dist, '_headers'), 'utf8');
  return [...new Set([...file.matchAll(/^\s+([\w-]+):/gm)].map((match) => (match[1] ?? '').toLowerCase()))];
}

test.describe('nginx with the generated snippet', () => {
  test.skip(
    !nginxBinary && !process.env.CI,
    'nginx is not installed on this machine and apt-get cannot fetch it, so the generated nginx snippet is not served here (install nginx to run this check)',
  );

  let nginx: ChildProcess | undefined;
  let nginxOrigin = '';
  let workDir = '';

  test.beforeAll(async () => {
    if (!nginxBinary)
      throw new Error("No nginx here, and apt-get could not fetch Debian's: the deploy recipe is unchecked.");
    workDir = mkdtempSync(path.join(tmpdir(), 'nginx-check-'));
    for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(workDir, dir));
    const port = await freePort();
    const mimeTypes = nginxMimeTypes(nginxBinary);
    // A minimal nginx around the snippet, as the deploy docs have it (without TLS: a local check).
    const config = `
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
${process.getuid?.() === 0 ? `user ${userInfo().username};` : ''}
events { worker_connections 64; }
http {
  ${mimeTypes ? `include ${mimeTypes};` : 'types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; application/xml xml; text/plain txt; image/png png; image/avif avif; image/webp webp; font/woff2 woff2; }'}
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  server {
    listen 127.0.0.1:${String(port)};
    root ${dist};
    include ${path.join(dist, 'nginx.conf')};
  }
}
`;
    const configFile = path.join(workDir, 'nginx.conf');
    writeFileSync(configFile, config);
    const checked = spawnSync(nginxBinary, ['-t', '-p', workDir, '-c', configFile], { encoding: 'utf8' });
    expect(checked.status, `nginx -t failed:\n${checked.stderr}`).toBe(0);
    nginx = spawn(nginxBinary, ['-p', workDir, '-c', configFile, '-g', 'daemon off;'], { stdio: 'ignore' });
    nginxOrigin = `http://127.0.0.1:${String(port)}`;
    await expect
      .poll(
        async () => {
          try {
            return (await get(nginxOrigin, '/')).status;
          } catch {
            return 0;
          }
        },
        { timeout: 10_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    nginx?.kill();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  test('answers like the static server: status, headers and body', async ({ baseURL }) => {
    const asset = /\/assets\/entry\.client-[^"\s]+\.js/.exec(
      readFileSync(path.join(dist, 'index.html'), 'utf8'),
    )?.[0];
    expect(asset, 'the home page names its app chunk').toBeTruthy();
    const paths = [
      ...siteRoutes.map((route) => route.path),
      ...notFoundRoutes.map((route) => route.path),
      '/de',
      '/404.html',
      '/de/404.html',
      asset ?? '',
      '/assets/nothing.js',
      ...hostingFiles.map((file) => `/${file}`),
    ];
    const compared = builtHeaderNames();
    expect(compared).toEqual(expect.arrayContaining(['strict-transport-security', 'cache-control']));
    for (const urlPath of paths) {
      const [fromNginx, fromServer] = await Promise.all([
        get(nginxOrigin, urlPath),
        get(String(baseURL), urlPath),
      ]);
      expect(fromNginx.status, urlPath).toBe(fromServer.status);
      expect(mediaType(fromNginx.headers['content-type']), urlPath).toBe(
        mediaType(fromServer.headers['content-type']),
      );
      for (const name of compared)
        expect(fromNginx.headers[name], `${urlPath}: ${name}`).toBe(fromServer.headers[name]);
      expect(fromNginx.body.equals(fromServer.body), `${urlPath}: the body`).toBe(true);
    }
  });

  test('sends HSTS everywhere, no version, gzip with Vary, and each language its own 404 page', async () => {
    const german404 = readFileSync(path.join(dist, 'de', '404.html'));
    const english404 = readFileSync(path.join(dist, '404.html'));
    for (const urlPath of ['/', '/assets/nothing.js', '/de/gibt-es-nicht', '/_headers']) {
      const answer = await get(nginxOrigin, urlPath);
      expect(answer.headers['strict-transport-security'], urlPath).toBe(strictTransportSecurity);
      expect(answer.headers.server, urlPath).toBe('nginx');
    }
    expect((await get(nginxOrigin, '/de/404.html')).body.equals(german404)).toBe(true);
    expect((await get(nginxOrigin, '/de/gibt-es-nicht')).body.equals(german404)).toBe(true);
    expect((await get(nginxOrigin, '/nginx.conf')).body.equals(english404)).toBe(true);

    const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
    const textFiles = [
      '/',
      /\/assets\/entry\.client-[^"\s]+\.js/.exec(html)?.[0] ?? '',
      readdirSync(path.join(dist, 'assets'))
        .map((file) => `/assets/${file}`)
        .find((file) => file.endsWith('.css')),
      '/favicon.svg',
      '/sitemap.xml',
    ].filter((urlPath): urlPath is string => Boolean(urlPath));
    for (const urlPath of textFiles) {
      const answer = await get(nginxOrigin, urlPath, { 'Accept-Encoding': 'gzip' });
      expect(answer.headers['content-encoding'], urlPath).toBe('gzip');
      expect(answer.headers.vary, urlPath).toMatch(/Accept-Encoding/i);
      const plain = await get(nginxOrigin, urlPath);
      expect(gunzipSync(answer.body).equals(plain.body), urlPath).toBe(true);
    }
  });
});
