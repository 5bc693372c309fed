import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './scripts/build/compileHints.ts';
import { contentCheck } from './scripts/build/contentCheck.ts';
import { selfHostedFonts } from './scripts/build/fonts/fontsPlugin.ts';
import { pageBoot } from './scripts/build/pageBoot.ts';
import { servedDirs } from './scripts/build/servedDirs.ts';

// One Vite config serves the site (React Router's framework mode: dev server, build, prerender),
// Storybook (which merges it and swaps the router's plugin for React's, see .storybook/main.ts)
// and the unit and story tests (React's plugin alone; vitest.config.ts).
export default defineConfig(({ command }) => ({
  plugins: [
    process.env.VITEST ? react() : reactRouter(),
    contentCheck(),
    selfHostedFonts(),
    pageBoot(),
    compileHints(),
  ],
  // `@/` is `src/`, for stories and tests. Inside src imports stay relative: the content check
  // loads src/content with Node itself, which knows no aliases.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The project and its packages, wherever they are on disk (scripts/build/servedDirs.ts).
  server: { fs: { allow: servedDirs } },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  // The prerenderer bundles everything (MUI, Emotion): one copy of each context for the app and
  // the libraries, as in the browser. The dev server loads React itself (CommonJS) from Node, and
  // Emotion bundled, as MUI's example for this stack does.
  ssr: { noExternal: command === 'build' ? true : [/^@emotion\//] },
  build: {
    // Source maps are not shipped: Lighthouse marks them down and visitors do not need them.
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
  preview: { port: 4173, strictPort: true },
}));
