import { existsSync } from 'node:fs';
import path from 'node:path';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { BrowserCommand } from 'vitest/node';
import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config.ts';
import {
  chromiumArgs,
  ensurePinnedChromium,
  launchOptions,
  screenshotArgs,
} from './scripts/testing/chromium.ts';
import { pixelThreshold, recordDirs } from './scripts/testing/visual.ts';
import {
  allRenderings,
  renderingTags,
  storyBaselineDir,
  type StoryRendering,
} from './.storybook/storyRenderings.ts';
import { settleSnapshot, storyReview } from './.storybook/storySnapshots.ts';

/**
 * The unit tests (`--project unit`, jsdom or Node) and the story tests (`--project 'stories*'`):
 * every story Storybook tags `test`, rendered in the pinned Chromium by Storybook's Vitest addon,
 * its play function run, axe run by the accessibility addon, its snapshots compared, in light and
 * then in dark (.storybook/storyTests.ts). One project per rendering a story is drawn in: its own,
 * and German or a phone for the stories tagged so. `stories-baselines` checks that every baseline
 * has a story behind it.
 */

/** Storybook's testing widget runs the stories as the toolbar starts; `npm test` runs them all. */
const inStorybook = process.env.VITEST_STORYBOOK === 'true';

/** Node-side help for the checks in the browser: whether the file a docs page links to exists. */
const fileExists: BrowserCommand<[path: string]> = (_context, file) => existsSync(file);

/**
 * Makes the page the story's frame is in at least as tall as the frame: Vitest scales a frame down
 * to fit its page, and a story's snapshot is its whole height, pixel for pixel.
 */
const fitPage: BrowserCommand<[height: number]> = async ({ page }, height) => {
  const size = page.viewportSize();
  if (size && size.height < height) await page.setViewportSize({ width: size.width, height });
};

function storyProject(rendering: StoryRendering): TestProjectInlineConfiguration {
  const tags = renderingTags(rendering);
  const name = ['stories', rendering.locale, rendering.viewport].filter(Boolean).join('-');
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
          theme: 'light',
          ...(rendering.locale ? { locale: rendering.locale } : {}),
          viewport: { value: rendering.viewport ?? 'desktop', isRotated: false },
        },
      }),
    ],
    // Bundled up front with Storybook's own: found only once a test imports it, Vite would bundle
    // it again mid-run and reload the tests that had started.
    optimizeDeps: { include: ['@storybook/addon-a11y/preview'] },
    test: {
      name,
      setupFiles: ['.storybook/vitest.setup.ts'],
      // Every story file in one frame, one after another, as a designer clicks through the
      // sidebar: each story is mounted afresh and its storage cleared (.storybook/storyTests.ts),
      // and a frame of its own for each file spent most of the run setting Storybook up again.
      isolate: false,
      // The story's own rendering first, beside the baselines check; German and the phone after
      // it, together: on two cores, more browsers at once only take turns.
      sequence: { groupOrder: tags.length === 0 ? 0 : 1 },
      // On CI a failed story runs once more, as the end-to-end tests do (playwright.config.ts).
      retry: process.env.CI ? 1 : 0,
      // The largest story (every token, axe and a snapshot in both schemes) outgrew the default
      // 15 s beside the end-to-end tests on a machine slow at mapping memory.
      testTimeout: 30_000,
      provide: { rendering, snapshots: !inStorybook },
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          // Without partial raster: a story changed by its play function (a focus ring drawn, a
          // toast shown) is drawn again whole, not only where it changed, and its anti-aliased
          // edges come out the same every run (one pixel of a ring flipped 5 levels otherwise).
          launchOptions: launchOptions([...chromiumArgs, ...screenshotArgs, '--disable-partial-raster']),
          // As wide as the widest frame a story is drawn in; a taller story's snapshot makes the
          // page taller first (fitPage), so that Vitest never scales a frame down to fit.
          contextOptions: { viewport: { width: 1280, height: 1000 }, reducedMotion: 'reduce' },
        }),
        instances: [{ browser: 'chromium' }],
        commands: { fileExists, fitPage, settleSnapshot },
        expect: {
          toMatchScreenshot: {
            // Anti-aliased pixels count like any other, and one changed pixel fails.
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: pixelThreshold, includeAA: true, allowedMismatchedPixels: 0 },
            resolveScreenshotPath: ({ root, arg, ext }) =>
              path.join(root, storyBaselineDir, `${arg.replaceAll('__', '--')}${ext}`),
            // Beside the review page's records; settleSnapshot reads them from there.
            resolveDiffPath: ({ root, arg, ext }) =>
              path.join(root, recordDirs.story, `${arg.replaceAll('__', '--')}${ext}`),
          },
        },
      },
    },
  };
}

ensurePinnedChromium();

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      restoreMocks: true,
      reporters: ['default', storyReview()],
      // What a failed test attaches (Vitest's screenshot of the page), with the run's other results.
      attachmentsDir: 'test-results/vitest-attachments',
      // Vitest never writes a baseline itself: a run accepts snapshots by name
      // (`npm run test:update-snapshots`, .storybook/storySnapshots.ts), after a review.
      update: 'none',
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
        ...(inStorybook
          ? [storyProject({})]
          : [
              ...allRenderings.map(storyProject),
              {
                extends: true,
                test: {
                  name: 'stories-baselines',
                  environment: 'node',
                  include: ['tests/visual/storyBaselines.test.ts'],
                  // Storybook indexes every story file first: seconds, more under load.
                  testTimeout: 60_000,
                },
              },
            ]),
      ],
    },
  }),
);
