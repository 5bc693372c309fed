import { createHash } from 'node:crypto';
import { readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { renderRobots, renderSitemap } from '../../src/app/documentHead.ts';
import {
  hostingHeaderRules,
  renderHeadersFile,
  renderNginxSnippet,
  renderRedirectsFile,
} from '../../src/app/hostingHeaders.ts';
import { notFoundPaths, prerenderPaths } from '../../src/app/sitePages.ts';
import { locales, notFoundFile } from '../../src/i18n/locales.ts';

type BuildEnd = NonNullable<Config['buildEnd']>;

/** Every HTML file under `dir`. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** CSP hashes of the inline scripts the browser runs (JSON-LD is data and is not run). */
export function inlineScriptHashes(htmlPages: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const html of htmlPages) {
    for (const [, attributes = '', code = ''] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attributes) || attributes.includes('type="application/ld+json"')) continue;
      hashes.add(`sha256-${createHash('sha256').update(code).digest('base64')}`);
    }
  }
  return [...hashes].sort();
}

/**
 * After React Router has prerendered every page: the pages move to `dist/`, each language's
 * not-found page to the `404.html` static hosts serve for unknown paths, and the sitemap, robots
 * file and hosting rules (security headers with the pages' script hashes, nginx, redirects) are
 * written beside them.
 */
export const finishBuild: BuildEnd = async ({ reactRouterConfig, viteConfig }) => {
  const dist = path.join(viteConfig.root, 'dist');
  await rm(dist, { recursive: true, force: true });
  await rename(path.join(reactRouterConfig.buildDirectory, 'client'), dist);
  await rm(reactRouterConfig.buildDirectory, { recursive: true, force: true });
  // Unknown paths are served this language's 404 page; no SPA fallback is needed.
  await rm(path.join(dist, '__spa-fallback.html'), { force: true });
  for (const locale of locales) {
    const prerendered = path.join(dist, notFoundPaths[locale]);
    await rename(path.join(prerendered, 'index.html'), path.join(dist, notFoundFile(locale)));
    await rm(prerendered, { recursive: true });
  }

  const pages = await Promise.all((await htmlFiles(dist)).map((file) => readFile(file, 'utf8')));
  const today = new Date().toISOString().slice(0, 10);
  await writeFile(path.join(dist, 'sitemap.xml'), renderSitemap(prerenderPaths, today));
  await writeFile(path.join(dist, 'robots.txt'), renderRobots());
  const headerRules = hostingHeaderRules(inlineScriptHashes(pages), prerenderPaths);
  await writeFile(path.join(dist, '_headers'), renderHeadersFile(headerRules));
  await writeFile(path.join(dist, 'nginx.conf'), renderNginxSnippet(headerRules));
  await writeFile(path.join(dist, '_redirects'), renderRedirectsFile());
  viteConfig.logger.info(
    `Wrote ${String(pages.length)} pages and the sitemap, robots.txt, _headers, _redirects and nginx.conf to dist/.`,
  );
};
