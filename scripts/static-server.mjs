// A small static file server that behaves like a static host (Netlify, Cloudflare Pages, nginx with
// try_files): exact files, then <path>/index.html, else the nearest 404.html up the path (so
// /de/unknown gets de/404.html) with status 404.
// Used by `npm start`, by the end-to-end tests (production build), to serve the built Storybook and
// by the Lighthouse budgets (with `compress`, gzip like any production static host).
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Types a static host compresses (fonts and images are compressed already). */
const compressible = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

async function isFile(file) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * The build's files for the host (headers, redirects, the nginx snippet): hosts read them and never
 * serve them (the nginx snippet refuses them too, src/app/hostingHeaders.ts).
 */
const hostingFiles = new Set(['/_headers', '/_redirects', '/nginx.conf']);

/** Finds the file for a URL path, never outside `root`. */
async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (hostingFiles.has(decoded)) return null;
  const candidate = path.normalize(path.join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
  if (await isFile(candidate)) return candidate;
  const index = path.join(candidate, 'index.html');
  if (await isFile(index)) return index;
  return null;
}

/** The `404.html` closest to the requested path (Cloudflare Pages' rule), or null. */
async function nearestNotFoundPage(root, urlPath) {
  const segments = urlPath.split('/').filter((segment) => segment && segment !== '..' && segment !== '.');
  for (let depth = segments.length - 1; depth >= 0; depth -= 1) {
    const candidate = path.join(root, ...segments.slice(0, depth), '404.html');
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/**
 * Reads a `_headers` file (Netlify / Cloudflare Pages syntax: a path pattern, then indented
 * `Name: value` lines) into a function that gives a URL path its headers, so the build is served
 * with exactly the headers a static host would send.
 * @param {string} file
 * @returns {(urlPath: string) => Record<string, string>}
 */
export function headersFromFile(file) {
  if (!existsSync(file)) return () => ({});
  /** @type {{ pattern: RegExp, headers: Record<string, string> }[]} */
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: {} });
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (rule && separator > 0)
      rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return (urlPath) =>
    Object.assign({}, ...rules.filter((rule) => rule.pattern.test(urlPath)).map((rule) => rule.headers));
}

/**
 * `compress`: gzip text files when the browser accepts it, as Netlify, Cloudflare Pages or nginx do, so
 * that transfer sizes (Lighthouse) are those of a real host. Off by default.
 * @param {{ root: string, port: number, host?: string, compress?: boolean, headers?: (urlPath: string) => Record<string,string> }} options
 * @returns {Promise<http.Server>}
 */
export function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  compress = false,
  headers = () => ({}),
}) {
  const absoluteRoot = path.resolve(root);
  const server = http.createServer(async (request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    let file = await resolveFile(absoluteRoot, urlPath);
    let status = 200;
    if (!file) {
      status = 404;
      file = await nearestNotFoundPage(absoluteRoot, urlPath);
    }
    const type = file ? (contentTypes[path.extname(file)] ?? 'application/octet-stream') : 'text/plain';
    const gzip =
      compress &&
      file !== null &&
      compressible.has(path.extname(file)) &&
      /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const encoding = gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {};
    // A not-found answer also gets the headers of the page it shows (caching), as nginx sends them.
    const shownPage =
      status === 404 && file
        ? headers(`/${path.relative(absoluteRoot, file).split(path.sep).join('/')}`)
        : {};
    response.writeHead(status, { 'Content-Type': type, ...encoding, ...shownPage, ...headers(urlPath) });
    if (request.method === 'HEAD') return response.end();
    if (!file) return response.end('Not found');
    if (gzip) createReadStream(file).pipe(createGzip()).pipe(response);
    else createReadStream(file).pipe(response);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
