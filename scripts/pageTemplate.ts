import { readFileSync } from 'node:fs';
import path from 'node:path';
import { colorSchemeAttribute, colorSchemeStorageKey } from '../src/theme/colorScheme.ts';
import { minifySync, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite';
import { inImportOrder } from './import-order.mjs';

/** The app's client entry, an input of the build beside the page template (which has no script tag). */
const appEntry = 'src/app/entry-client.tsx';
export const appInput = { index: 'index.html', app: appEntry };

const bootScriptFile = 'src/app/boot/pageBoot.js';

/** The boot code as every built page carries it, minified (its comments stay in the file). */
export function bootScript(root = process.cwd()): string {
  const { code, errors } = minifySync(bootScriptFile, readFileSync(path.join(root, bootScriptFile), 'utf8'));
  if (errors[0]) throw new Error(`Minifying ${bootScriptFile} failed: ${errors[0].message}`);
  return code;
}

const fontFaceRule = /@font-face\s*\{[^}]*\}/g;

/**
 * The app's stylesheet (the web fonts and their metric-matched fallbacks, see scripts/fonts), checked
 * to hold nothing else: it is inlined into every page, so any other rule would weigh on every first load.
 */
export function fontFaceRules(css: string): string {
  if (css.replace(fontFaceRule, '').trim())
    throw new Error("The app's stylesheet must hold only @font-face rules: it is inlined into every page.");
  return (css.match(fontFaceRule) ?? []).join('');
}

/**
 * The app's entry chunk and every chunk it imports statically: what has to arrive before it runs.
 * In the order they are evaluated, each chunk after the chunks it imports, the entry last.
 */
export function appChunks(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk[] {
  const isChunk = (output?: Rolldown.OutputAsset | Rolldown.OutputChunk): output is Rolldown.OutputChunk =>
    output?.type === 'chunk';
  const entry = Object.values(bundle).find(
    (output) => isChunk(output) && output.isEntry && output.name === 'app',
  );
  if (!isChunk(entry)) throw new Error(`The build has no chunk for ${appEntry}.`);
  return inImportOrder([entry], (chunk) => chunk.imports.map((file) => bundle[file]).filter(isChunk));
}

/**
 * The page template (index.html). The dev server renders from scratch, so its page gets the app's
 * entry as a module script. Built pages are prerendered and draw by themselves: they get the app's
 * stylesheet inline and, instead of the entry, the boot code, which starts the app after the first
 * paint. Storybook's pages go through the same Vite config and are left alone.
 */
export function pageTemplate(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'portfolio:page-template',
    configResolved(config) {
      ({ root, base } = config);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { filename, bundle }): HtmlTagDescriptor[] | undefined {
        if (path.resolve(filename) !== path.join(root, 'index.html')) return undefined;
        if (!bundle)
          return [{ tag: 'script', attrs: { type: 'module', src: `/${appEntry}` }, injectTo: 'body' }];
        const chunks = appChunks(bundle);
        const cssFiles = new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
        const css = [...cssFiles]
          .map((file) => bundle[file])
          .map((asset) => (asset?.type === 'asset' ? String(asset.source) : ''));
        // Pages have it inline: a chunk fetching it again would make the browser lay the whole page out anew.
        for (const chunk of chunks) chunk.viteMetadata?.importedCss.clear();
        return [
          // The browser fetches a web font when text needs it and swaps it in once, in place of a
          // fallback with the same metrics: nothing moves.
          { tag: 'style', children: fontFaceRules(css.join('')), injectTo: 'head' },
          {
            tag: 'script',
            attrs: {
              'data-modules': chunks.map((chunk) => `${base}${chunk.fileName}`).join(' '),
              'data-scheme-attribute': colorSchemeAttribute,
              'data-scheme-key': colorSchemeStorageKey,
            },
            children: bootScript(root),
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
