import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import {
  chromiumArgs,
  ensurePinnedChromium,
  launchOptions,
  screenshotArgs,
} from './scripts/testing/chromium.ts';
import { pixelThreshold } from './scripts/testing/visual.ts';
import { storiesPort } from './tests/support/storybook';

ensurePinnedChromium();

// E2E_PORT and STORIES_PORT let two checkouts (git worktrees) run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 4174);

/**
 * End-to-end and route-snapshot tests against the production build (`dist/`), served the way a
 * static host serves it, and the story tests against the built Storybook (`storybook-static/`).
 * `npm test` builds both first; otherwise run `npm run build` and `npm run build-storybook`.
 */
export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // On CI, a failed test runs once more, and one that passes then is listed as flaky in the output.
  // Under the full suite's load (two browsers here, two more for the story tests) a browser's page
  // now and then stops answering for good, mid-test and in two tests at once; a second attempt
  // tells that apart from a failure the site causes, which fails both times.
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  // The review reporter adds the route snapshots' differences to the one visual review page.
  reporter: [['list'], ['./tests/visual/reviewReporter.ts']],
  timeout: 30_000,
  // Route snapshots (tests/visual/routes.spec.ts): the committed baselines, compared strictly (see
  // pixelThreshold) over the whole page. A run never writes a baseline unless asked to
  // (`npm run test:update-snapshots`), after a review.
  snapshotPathTemplate: '{testDir}/visual/routes/{arg}{ext}',
  updateSnapshots: 'none',
  expect: { toHaveScreenshot: { threshold: pixelThreshold, maxDiffPixels: 0 } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: launchOptions([...chromiumArgs, ...screenshotArgs]),
    // A failed test keeps its trace: every action, console message and request. Not the DOM
    // snapshots and screencast of each step: recording those for every test that passes took a
    // third of the suite's browser time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
  },
  projects: [
    { name: 'chromium', testMatch: ['e2e/**/*.spec.ts', 'visual/**/*.spec.ts'] },
    // Timings of the first moments after load: run on their own, as a step after the others.
    { name: 'timing', testMatch: 'timing/**/*.spec.ts' },
  ],
  // Each built folder is served when it exists, so that one project runs without the other's build.
  webServer: [
    { dir: 'dist', port },
    { dir: 'storybook-static', port: storiesPort },
  ]
    .filter(({ dir }) => existsSync(dir))
    .map(({ dir, port: dirPort }) => ({
      command: `node scripts/serve/cli.ts --dir ${dir} --port ${String(dirPort)}`,
      url: `http://127.0.0.1:${String(dirPort)}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    })),
});
