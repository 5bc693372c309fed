import path from 'node:path';
import type { HtmlTagDescriptor, IndexHtmlTransformContext, Plugin, ResolvedConfig } from 'vite';
import { content } from '../../src/content/index.ts';
import { webFonts } from '../../src/theme/fonts/webFonts.ts';
import { generateFonts, type GeneratedFonts } from './generateFonts.ts';

/** The stylesheet with the site's `@font-face` rules; `src/theme/AppThemeProvider.tsx` imports it. */
export const fontsModuleId = 'virtual:fonts.css';

/**
 * Self-hosted, subset web fonts, made during the build from the `@fontsource-variable` packages:
 *
 * - `import 'virtual:fonts.css'` resolves to a generated stylesheet whose `@font-face` rules point
 *   at the subset files beside it, so Vite emits them as hashed assets like any `url()` (and the
 *   dev server, the prerender build and Storybook all get the same fonts);
 * - the subsets hold only the characters of `src/content/index.ts` (plus ASCII, Latin-1 and
 *   typographic punctuation), and the weight axis only as far as the weights listed in
 *   `src/theme/fonts/webFonts.ts` need. The content is imported by the Vite config, so editing it
 *   restarts the dev server, which cuts new subsets;
 * - the built HTML preloads the files every page needs above the fold.
 */
export function selfHostedFonts(): Plugin {
  let config: ResolvedConfig;
  let fonts: Promise<GeneratedFonts> | undefined;
  const generated = () =>
    (fonts ??= generateFonts({
      root: config.root,
      cacheRoot: path.join(config.root, 'node_modules', '.cache', 'site-fonts'),
      fonts: Object.values(webFonts),
      content,
      logger: config.logger,
    }));

  return {
    name: 'portfolio:fonts',
    config(userConfig) {
      // A preloaded font must stay a file: inlined into the CSS it would be fetched twice.
      if (userConfig.build?.assetsInlineLimit !== undefined) return;
      return {
        build: { assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined) },
      };
    },
    configResolved(resolved) {
      config = resolved;
    },
    async resolveId(id) {
      if (id !== fontsModuleId) return null;
      // Unit tests (jsdom) draw no text: an empty stylesheet spares them the font cutting.
      if (config.mode === 'test') return `\0${fontsModuleId}`;
      return (await generated()).cssFile;
    },
    load(id) {
      return id === `\0${fontsModuleId}` ? '' : null;
    },
    transformIndexHtml: {
      // After bundling, when the hashed file names are known.
      order: 'post',
      async handler(html, context) {
        if (!context.bundle) return html; // dev server: no preloads needed
        const { preload } = await generated();
        return insertPreloads(
          html,
          preload.map((fileName) => preloadTag(fileName, context)),
        );
      },
    },
  };

  function preloadTag(fileName: string, context: IndexHtmlTransformContext): HtmlTagDescriptor {
    const asset = Object.values(context.bundle ?? {}).find(
      (output) => output.type === 'asset' && output.names.includes(fileName),
    );
    if (!asset) throw new Error(`The font ${fileName} is not in the bundle, so it cannot be preloaded.`);
    // Relative bases (Storybook's './') need a path relative to the HTML file.
    const relativeBase = config.base === '' || config.base.startsWith('.');
    const href = relativeBase
      ? path.posix.relative(path.posix.dirname(context.path), `/${asset.fileName}`)
      : `${config.base}${asset.fileName}`;
    return {
      tag: 'link',
      // `crossorigin` is required: fonts are always fetched in CORS mode, and a preload without it
      // would be a second, unused download.
      attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: true },
    };
  }
}

/**
 * Puts the preloads right after `<meta charset>`, ahead of the inline critical CSS, so the
 * browser starts fetching the fonts as soon as it reads the head.
 */
function insertPreloads(html: string, tags: HtmlTagDescriptor[]) {
  const charset = /<meta charset[^>]*>/i.exec(html);
  if (!charset) return { html, tags: tags.map((tag) => ({ ...tag, injectTo: 'head-prepend' as const })) };
  const links = tags.map(({ attrs }) => {
    const attributes = Object.entries(attrs ?? {}).map(([name, value]) =>
      value === true ? name : `${name}="${String(value)}"`,
    );
    return `\n    <link ${attributes.join(' ')} />`;
  });
  const end = charset.index + charset[0].length;
  return html.slice(0, end) + links.join('') + html.slice(end);
}
