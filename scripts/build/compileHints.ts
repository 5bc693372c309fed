import type { Plugin } from 'vite';

/** V8's per-file compile hint (Chromium-based browsers; others ignore the comment). */
export const compileHint = '//# allFunctionsCalledOnLoad';

export const compileHintsPlugin = 'portfolio:compile-hints';

/**
 * Marks every JavaScript chunk with V8's compile hint: the browser compiles all of a chunk's
 * functions while the file downloads, on a background thread, instead of each one on the main
 * thread the first time it runs. The app's chunks are fetched to run at once (at start-up, or when
 * the visitor comes near what they draw), so little is compiled for nothing, and the start-up
 * tasks (evaluating the modules, building the theme, hydrating) get shorter.
 *
 * The hint counts only as a file's first line, so it is added last, after minifying and after
 * Vite's own preamble (the table of a chunk's preloaded files) has been written.
 */
export function compileHints(): Plugin {
  return {
    name: compileHintsPlugin,
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && !output.code.startsWith(compileHint)) {
            output.code = `${compileHint}\n${output.code}`;
          }
        }
      },
    },
  };
}
