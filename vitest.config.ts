import { existsSync } from 'node:fs';
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { chromiumArgs, ensurePinnedChromium, launchOptions, screenshotArgs } from './scripts/chromium.mjs';
import {
  allRenderings,
  renderingTags,
  storyBaselineDir,
  storyComparison,
  type StoryRendering,
} from './.storybook/storyRenderings.ts';

/**
 * The unit tests (`--project unit`, jsdom or Node, vite.config.ts's `test`) and the story tests
 * (`--project 'stories*'`): every story Storybook tags `test`, rendered in the pinned Chromium by
 * Storybook's Vitest addon, its play function run, axe run by the accessibility addon, and its
 * snapshot compared (.storybook/storyTests.ts). One project per rendering a story is checked in:
 * light and dark, and German or a phone for the stories tagged so.
 */

/** Storybook's testing widget runs one project, the toolbar's defaults; `npm test` runs them all. */
const inStorybook = process.env.VITEST_STORYBOOK === 'true';

/** Where a failed comparison leaves the new image and the difference, for the review page. */
const storyDiffDir = 'test-results/visual/stories';

/** Node-side help for the checks in the browser: whether the file a docs page links to exists. */
const fileExists: BrowserCommand<[path: string]> = (_context, path) => existsSync(path);

function storyProject(rendering: StoryRendering): TestProjectInlineConfiguration {
  const tags = renderingTags(rendering);
  const name = ['stories', rendering.scheme, rendering.locale, rendering.viewport].filter(Boolean).join('-');
  return {
    extends: true,
    plugins: [
      storybookTest({
        configDir: '.storybook',
        storybookUrl: 'http://localhost:6006',
        // Every story tagged `test` (Storybook's default), or those with a tag the rendering asks
        // for; one that lacks another it asks for is skipped (.storybook/storyTests.ts).
        tags: { include: tags.length > 0 ? tags : ['test'] },
        initialGlobals: {
          theme: rendering.scheme,
          ...(rendering.locale ? { locale: rendering.locale } : {}),
          viewport: { value: rendering.viewport ?? 'desktop', isRotated: false },
        },
      }),
    ],
    test: {
      name,
      setupFiles: ['.storybook/vitest.setup.ts'],
      provide: { rendering, snapshots: !inStorybook },
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: launchOptions([...chromiumArgs, ...screenshotArgs]),
          // Tall enough that the frame a story is drawn in is never scaled down to fit the page,
          // however long the story: its snapshot is its whole height, pixel for pixel.
          contextOptions: { viewport: { width: 1280, height: 8000 }, reducedMotion: 'reduce' },
        }),
        instances: [{ browser: 'chromium' }],
        commands: { fileExists },
        expect: {
          toMatchScreenshot: {
            ...storyComparison,
            resolveScreenshotPath: ({ root, arg, ext }) =>
              path.join(root, storyBaselineDir, `${arg.replaceAll('__', '--')}${ext}`),
            resolveDiffPath: ({ root, arg, ext }) =>
              path.join(root, storyDiffDir, `${arg.replaceAll('__', '--')}${ext}`),
          },
        },
      },
    },
  };
}

const renderings: StoryRendering[] = inStorybook ? [{ scheme: 'light' }] : allRenderings;

ensurePinnedChromium();

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      restoreMocks: true,
      // Images a failed snapshot attaches to its report, with the run's other results.
      attachmentsDir: 'test-results/vitest-attachments',
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            // A browser-like document only for the files that ask for one (`@vitest-environment
            // jsdom` at their top): setting it up for every file took longer than the tests.
            environment: 'node',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/unit/setup.ts'],
          },
        },
        ...renderings.map(storyProject),
      ],
    },
  }),
);
