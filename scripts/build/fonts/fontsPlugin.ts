import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { contentByLocale } from '../../../src/content/byLanguage.ts';
import { webFonts } from '../../../src/theme/fonts/webFonts.ts';
import { generateFonts, type GeneratedFonts } from './generateFonts.ts';

/** The stylesheet with the site's `@font-face` rules; `src/theme/AppThemeProvider.tsx` imports it. */
export const fontsModuleId = 'virtual:fonts.css';

/**
 * Self-hosted, subset web fonts, made during the build from the `@fontsource-variable` packages:
 *
 * - `import 'virtual:fonts.css'` resolves to a generated stylesheet whose `@font-face` rules point
 *   at the subset files beside it, so Vite emits them as hashed assets like any `url()` (and the
 *   dev server, the prerender build and Storybook all get the same fonts);
 * - the subsets hold only the characters of the content, every language (plus ASCII, Latin-1 and
 *   typographic punctuation), and the weight axis only as far as the weights listed in
 *   `src/theme/fonts/webFonts.ts` need. The content is imported by the Vite config, so editing it
 *   restarts the dev server, which cuts new subsets;
 * - nothing is preloaded: the built pages declare the fonts in their inline CSS (with
 *   `font-display: swap`), and the metric-matched fallbacks hold their place until they arrive.
 */
export function selfHostedFonts(): Plugin {
  let config: ResolvedConfig;
  let fonts: Promise<GeneratedFonts> | undefined;
  const generated = () =>
    (fonts ??= generateFonts({
      root: config.root,
      cacheRoot: path.join(config.root, 'node_modules', '.cache', 'site-fonts'),
      fonts: Object.values(webFonts),
      content: Object.values(contentByLocale),
      logger: config.logger,
    }));

  return {
    name: 'portfolio:fonts',
    config(userConfig) {
      // Fonts stay files: the build inlines this CSS into every page, where data: URLs would weigh.
      if (userConfig.build?.assetsInlineLimit !== undefined) return;
      return {
        build: { assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined) },
      };
    },
    configResolved(resolved) {
      config = resolved;
    },
    async resolveId(id) {
      // `?inline`: the stylesheet as a string, which the prerenderer writes into each page.
      const inline = id === `${fontsModuleId}?inline`;
      if (id !== fontsModuleId && !inline) return null;
      // Unit tests (jsdom) draw no text: an empty stylesheet spares them the font cutting. The
      // story tests, in a browser, draw with the fonts.
      const inBrowser = (config as { test?: { browser?: { enabled?: boolean } } }).test?.browser?.enabled;
      if (config.mode === 'test' && !inBrowser) return `\0${fontsModuleId}`;
      const { cssFile } = await generated();
      return inline ? `${cssFile}?inline` : cssFile;
    },
    load(id) {
      return id === `\0${fontsModuleId}` ? '' : null;
    },
  };
}
