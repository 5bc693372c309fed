import { readFileSync } from 'node:fs';
import path from 'node:path';
import { colorSchemeAttribute, colorSchemeStorageKey } from '../src/theme/colorScheme.ts';
import { minifySync, type HtmlTagDescriptor, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * The app's client entry: a module script of the dev server's page; on built pages an input of
 * its own (`appInput`, set in vite.config.ts), which the boot code fetches.
 */
export const appEntry = 'src/app/entry-client.tsx';

/** The build's inputs: the page template, and the app's entry beside it (the template has no script tag). */
export const appInput = { index: 'index.html', app: appEntry };

/** The in-page boot code (see the file). */
export const bootScriptFile = 'src/app/boot/pageBoot.js';

/**
 * The boot code as every built page carries it, allowed by the hash of these bytes: minified, since
 * it travels in every page's HTML and is compiled before the first paint (its comments stay in the file).
 */
export function bootScript(root = process.cwd()): string {
  const source = readFileSync(path.join(root, bootScriptFile), 'utf8');
  const { code, errors } = minifySync(bootScriptFile, source);
  const [error] = errors;
  if (error) throw new Error(`Minifying ${bootScriptFile} failed: ${error.message}`);
  return code;
}

const fontFaceRule = /@font-face\s*\{[^}]*\}/g;

/**
 * The app's stylesheet (the `@font-face` rules of the web fonts and their metric-matched
 * fallbacks, see scripts/fonts), checked to hold nothing else: it is inlined into every page, so a
 * stylesheet that grew other rules would silently become part of every page's first load.
 */
export function fontFaceRules(css: string): string {
  if (css.replace(fontFaceRule, '').trim() !== '') {
    throw new Error("The app's stylesheet must hold only @font-face rules (it is inlined into every page).");
  }
  return (css.match(fontFaceRule) ?? []).join('');
}

function appChunk(bundle: OutputBundle): OutputChunk {
  const chunk = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.isEntry && output.name === 'app',
  );
  if (!chunk) throw new Error(`The build has no chunk for ${appEntry}.`);
  return chunk;
}

/** The entry and every chunk it imports statically: what has to arrive before the app can run. */
function staticGraph(entry: OutputChunk, bundle: OutputBundle): OutputChunk[] {
  const chunks = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (chunks.has(chunk)) return;
    chunks.add(chunk);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(entry);
  return [...chunks];
}

/** The CSS these chunks bring along, as text. */
function stylesOf(chunks: readonly OutputChunk[], bundle: OutputBundle): string {
  const cssFiles = new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
  return [...cssFiles]
    .map((file) => {
      const asset = bundle[file];
      return asset?.type === 'asset' ? String(asset.source) : '';
    })
    .join('');
}

/**
 * The page template (index.html) for the dev server and the build:
 * - the dev server renders from scratch: the page gets the app's entry as a module script;
 * - built pages are prerendered and draw by themselves: the stylesheet (only `@font-face` rules)
 *   is inlined, and instead of the entry the page gets the boot code (src/app/boot/pageBoot.js),
 *   which starts the app after the first paint.
 * Only the site's own index.html is touched (Storybook's pages go through the same Vite config).
 */
export function pageTemplate(): Plugin {
  let config: ResolvedConfig;
  const isSitePage = (filename: string) => path.resolve(filename) === path.join(config.root, 'index.html');
  return {
    name: 'portfolio:page-template',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { filename, bundle }): HtmlTagDescriptor[] | undefined {
        if (!isSitePage(filename)) return undefined;
        if (!bundle) {
          return [{ tag: 'script', attrs: { type: 'module', src: `/${appEntry}` }, injectTo: 'body' }];
        }
        const chunks = staticGraph(appChunk(bundle), bundle);
        const url = (chunk: OutputChunk) => `${config.base}${chunk.fileName}`;
        const boot = bootScript(config.root);
        return [
          // The browser fetches a web font when text needs it and swaps it in once, in place of a
          // fallback with the same metrics: nothing moves.
          { tag: 'style', children: fontFaceRules(stylesOf(chunks, bundle)), injectTo: 'head' },
          {
            tag: 'script',
            attrs: {
              // The entry first, then the chunks it imports: all fetched after the first paint.
              'data-modules': chunks.map(url).join(' '),
              'data-scheme-attribute': colorSchemeAttribute,
              'data-scheme-key': colorSchemeStorageKey,
            },
            children: boot,
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
