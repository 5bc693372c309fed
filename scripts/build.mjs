// Production build: the client bundle, then every route prerendered to its own static HTML file.
//   dist/index.html, dist/<route>/index.html, dist/404.html
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { inImportOrder } from './import-order.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const ssrOut = path.join(root, '.ssr-build');

// The manifest maps source files to their chunks: the build reads it (startModules) and removes it.
await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true, manifest: true } });
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/app/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
  // Bundle everything (MUI, fontsource CSS imports) so Node can run the renderer without a loader.
  ssr: { noExternal: true },
});

const server = await import(pathToFileURL(path.join(ssrOut, 'entry-server.js')).href);
// The page template with the boot code and the inlined font rules (scripts/pageTemplate.ts).
const template = await readFile(path.join(dist, 'index.html'), 'utf8');

const manifestFile = path.join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
const appModulesAttribute = /data-modules="([^"]*)"/;

/**
 * The chunks the boot code fetches at start and evaluates in turn (data-modules, see
 * scripts/pageTemplate.ts): the app's, then the chunks of `sources` (the page's own code, its
 * language's copy) with every chunk they import, each after its imports. The app would otherwise ask
 * for them only once it runs, a round trip later.
 */
function startModules(sources) {
  const appModules = (template.match(appModulesAttribute)?.[1] ?? '').split(' ');
  const chunkOf = (key) => {
    if (!manifest[key]) throw new Error(`The client build has no chunk for ${key}.`);
    return manifest[key];
  };
  const pageModules = inImportOrder(sources, (key) => chunkOf(key).imports ?? []).map(
    (key) => `/${chunkOf(key).file}`,
  );
  return [...appModules, ...pageModules.filter((file) => !appModules.includes(file))].join(' ');
}

/** Fills the template, in the page's language; fails loudly if the template lost a placeholder. */
function page({ head, body, lang, startSources }) {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-body-->')) {
    throw new Error('index.html must contain <!--app-head--> and <!--app-body-->.');
  }
  if (!/<html lang="[^"]*"/.test(template)) throw new Error('index.html must have <html lang="…">.');
  if (!appModulesAttribute.test(template)) throw new Error('index.html must list the modules to start.');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(appModulesAttribute, () => `data-modules="${startModules(startSources)}"`)
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-body-->', () => body);
}

const pages = [];
async function write(file, html) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, html);
  pages.push(html);
  console.log(`  prerendered ${path.relative(root, file)}`);
}

/** CSP hashes of the inline scripts the browser runs (JSON-LD is data and is not run). */
function inlineScriptHashes(htmlPages) {
  const hashes = new Set();
  for (const html of htmlPages) {
    for (const [, attributes, code] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue;
      hashes.add(`sha256-${createHash('sha256').update(code).digest('base64')}`);
    }
  }
  return [...hashes].sort();
}

for (const route of server.prerenderPaths) {
  const rendered = await server.render(route);
  if (rendered.status !== 200) throw new Error(`Prerendering ${route} answered ${rendered.status}.`);
  await write(path.join(dist, route, 'index.html'), page(rendered));
}
for (const locale of server.locales) {
  const notFound = await server.render(server.notFoundPaths[locale]);
  if (notFound.status !== 404) throw new Error(`The not-found page answered ${notFound.status}, not 404.`);
  await write(path.join(dist, server.notFoundFile(locale)), page(notFound));
}

const today = new Date().toISOString().slice(0, 10);
await writeFile(path.join(dist, 'sitemap.xml'), server.renderSitemap(server.prerenderPaths, today));
await writeFile(path.join(dist, 'robots.txt'), server.renderRobots());
console.log('  wrote dist/sitemap.xml and dist/robots.txt');

// Security and caching headers for static hosts, and the same for nginx (see README: Deploying).
const headerRules = server.hostingHeaderRules(inlineScriptHashes(pages), server.prerenderPaths);
await writeFile(path.join(dist, '_headers'), server.renderHeadersFile(headerRules));
await writeFile(path.join(dist, 'nginx.conf'), server.renderNginxSnippet(headerRules));
await writeFile(path.join(dist, '_redirects'), server.renderRedirectsFile());
console.log('  wrote dist/_headers, dist/_redirects and dist/nginx.conf');

await rm(ssrOut, { recursive: true, force: true });
await rm(path.dirname(manifestFile), { recursive: true, force: true });
