/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHints } from './scripts/compileHints.ts';
import { contentCheck } from './scripts/contentCheck.ts';
import { selfHostedFonts } from './scripts/fonts/fontsPlugin.ts';
import { appInput, pageTemplate } from './scripts/pageTemplate.ts';

// One Vite config serves the dev server, the client build, the prerender (SSR) build,
// Storybook (which merges it) and the unit tests.
export default defineConfig({
  plugins: [react(), contentCheck(), selfHostedFonts(), pageTemplate(), compileHints()],
  // `@/` is `src/`, for stories and tests. Inside src imports stay relative: the content check
  // loads src/content with Node itself, which knows no aliases.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // Source maps are not shipped: Lighthouse marks them down and visitors do not need them.
    sourcemap: false,
    // A chunk loaded on demand (a page, the form) has the chunks it imports fetched beside it, not
    // after it. The pages carry no preload hints of their own: the boot code fetches the app's
    // chunks after the first paint (in the page's head, they competed with the page and its fonts).
    modulePreload: { polyfill: false },
    // The page template and the app's entry (Storybook and the prerender build set their own).
    rolldownOptions: { input: appInput },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    // A browser-like document only for the files that ask for one (`@vitest-environment jsdom` at
    // their top): setting it up for every file took longer than the tests themselves.
    environment: 'node',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
  },
});
