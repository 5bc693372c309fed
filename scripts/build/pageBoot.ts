import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minifySync } from 'rolldown/utils';
import type { Plugin } from 'vite';

const bootScriptFile = 'src/app/boot/pageBoot.js';

/** The module the prerenderer imports the boot code from, as a string. */
export const pageBootModuleId = 'virtual:page-boot';

/** The boot code as every built page carries it, minified (its comments stay in the file). */
export function bootScript(root = process.cwd()): string {
  const { code, errors } = minifySync(bootScriptFile, readFileSync(path.join(root, bootScriptFile), 'utf8'));
  if (errors[0]) throw new Error(`Minifying ${bootScriptFile} failed: ${errors[0].message}`);
  return code;
}

const fontFaceRule = /@font-face\s*\{[^}]*\}/g;

/**
 * The fonts' stylesheet (the web fonts and their metric-matched fallbacks, see scripts/build/fonts),
 * checked to hold nothing else: it is inlined into every page, so any other rule would weigh on
 * every first load.
 */
export function fontFaceRules(css: string): string {
  if (css.replace(fontFaceRule, '').trim())
    throw new Error('The fonts stylesheet must hold only @font-face rules: it is inlined into every page.');
  return (css.match(fontFaceRule) ?? []).join('');
}

/**
 * `import bootScript from 'virtual:page-boot'`: the minified boot code, which the prerenderer
 * inlines into each page's head (src/app/entry.server.tsx).
 */
export function pageBoot(): Plugin {
  let root = process.cwd();
  return {
    name: 'portfolio:page-boot',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === pageBootModuleId ? `\0${pageBootModuleId}` : null;
    },
    load(id) {
      if (id !== `\0${pageBootModuleId}`) return null;
      this.addWatchFile(path.join(root, bootScriptFile));
      return `export default ${JSON.stringify(bootScript(root))};`;
    },
  };
}
