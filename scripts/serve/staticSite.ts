// Serves a built folder the way a static host (Netlify, Cloudflare Pages, nginx with the generated
// snippet) serves it: sirv finds the files (`/terms` is `terms/index.html`), and this layer adds what
// hosts do on top: the build's `_headers`, each language's `404.html` for unknown paths, gzip, and
// never the hosting files themselves. Used by `npm start`, the end-to-end tests, Lighthouse and the bench.
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from '@polka/compression';
import sirv from 'sirv';

/** A URL path's headers, as the build's `_headers` file gives them. */
export type HeadersFor = (urlPath: string) => Record<string, string>;

/**
 * Reads a `_headers` file (Netlify / Cloudflare Pages syntax: a path pattern, then indented
 * `Name: value` lines) into a function giving a URL path the headers of every rule it matches.
 */
export function headersFromFile(file: string): HeadersFor {
  if (!existsSync(file)) return () => ({});
  const rules: { pattern: RegExp; headers: Record<string, string> }[] = [];
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
    Object.assign(
      {},
      ...rules.filter((rule) => rule.pattern.test(urlPath)).map((rule) => rule.headers),
    ) as Record<string, string>;
}

/** The build's files for the host: hosts read them and never serve them (nor does the nginx snippet). */
const hostingFiles = ['_headers', '_redirects', 'nginx.conf'];

/** Text types worth compressing; fonts and images are compressed already. */
const compressible = /text|javascript|json|xml/;

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

export interface StaticSiteOptions {
  root: string;
  port: number;
  host?: string;
  /** gzip text answers when the browser accepts it, so transfer sizes are a real host's. */
  compress?: boolean;
  headers?: HeadersFor;
}

export function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  compress = false,
  headers = () => ({}),
}: StaticSiteOptions): Promise<http.Server> {
  const absoluteRoot = path.resolve(root);
  const hostingPaths = new Set(hostingFiles.map((file) => path.join(absoluteRoot, file)));

  /** The `404.html` nearest up the path (Cloudflare Pages' rule: `/de/x` gets `de/404.html`), as a URL path. */
  const notFoundPage = (urlPath: string) => {
    const segments = urlPath.split('/').filter((segment) => segment && segment !== '.' && segment !== '..');
    for (let depth = segments.length - 1; depth >= 0; depth -= 1) {
      const page = ['', ...segments.slice(0, depth), '404.html'].join('/');
      if (isFile(path.join(absoluteRoot, page))) return page;
    }
    return null;
  };

  /**
   * Answers 404 with the nearest not-found page and that page's headers, as nginx does, so a
   * missing asset is never sent with the year-long caching of the asset it stands for.
   */
  const notFound = (request: http.IncomingMessage, response: http.ServerResponse, urlPath: string) => {
    const page = notFoundPage(urlPath);
    const body = page ? readFileSync(path.join(absoluteRoot, page)) : Buffer.from('Not found\n');
    response.writeHead(404, {
      ...headers(page ?? '/404.html'),
      'Content-Type': page ? 'text/html;charset=utf-8' : 'text/plain;charset=utf-8',
      'Content-Length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  // `dev` looks each file up when asked, so a rebuild is served without a restart (a file no rule
  // gives a Cache-Control gets `no-store`). Headers come from `_headers` by the path asked for,
  // which is how hosts match its rules.
  const serveFile = sirv(absoluteRoot, {
    dev: true,
    etag: false,
    setHeaders: (response, urlPath) => {
      for (const [name, value] of Object.entries(headers(urlPath))) response.setHeader(name, value);
    },
  });
  // From nginx's smallest compressed size on, as the deploy recipe serves it.
  const gzip = compress ? compression({ mimes: compressible, threshold: 20 }) : null;

  const server = http.createServer((request, response) => {
    const urlPath = (request.url ?? '/').split(/[?#]/, 1)[0] ?? '/';
    let decoded: string;
    try {
      decoded = decodeURI(urlPath);
    } catch {
      // A malformed escape (`/%zz`) names no file: the client's mistake, not a missing page. It
      // gets the headers an error page gets.
      response.writeHead(400, { ...headers('/404.html'), 'Content-Type': 'text/plain;charset=utf-8' });
      response.end('Bad request\n');
      return;
    }
    const answer = () => {
      // The same file sirv would find (it joins and normalises the decoded path), minus a trailing slash.
      const file = path.join(absoluteRoot, decoded).replace(/[\\/]+$/, '');
      if (hostingPaths.has(file)) notFound(request, response, decoded);
      else
        serveFile(request, response, () => {
          notFound(request, response, decoded);
        });
    };
    if (!gzip) {
      answer();
      return;
    }
    // Any answer may come compressed or not depending on this header: caches must keep both apart.
    response.setHeader('Vary', 'Accept-Encoding');
    gzip(request, response, answer);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve(server);
    });
  });
}
