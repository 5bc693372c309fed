import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, ensurePinnedChromium, launchOptions, screenshotArgs } from './scripts/chromium.mjs';

ensurePinnedChromium();

// E2E_PORT lets two checkouts (git worktrees) run their suites side by side.
const port = Number(process.env.E2E_PORT ?? 4174);

/**
 * End-to-end and route-snapshot tests against the production build (`dist/`), served the way a
 * static host serves it. `npm test` builds it first; otherwise run `npm run build`. (The story
 * tests are Vitest's: vitest.config.ts.)
 */
export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // On CI, a failed test runs once more, and one that passes then is listed as flaky in the output.
  // Under the full suite's load (two browsers here, more for the story tests) a browser's page
  // now and then stops answering for good, mid-test and in two tests at once; a second attempt
  // tells that apart from a failure the site causes, which fails both times.
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  // Route snapshots compare with tests/visual/snapshot.ts; the review reporter writes their page.
  reporter: [['list'], ['./tests/visual/reviewReporter.ts']],
  timeout: 30_000,
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
  // Served when it is built, so that a run of the tests that need no build (the comparator's) works without.
  webServer: existsSync('dist')
    ? {
        command: `node scripts/serve.mjs --dir dist --port ${String(port)}`,
        url: `http://127.0.0.1:${String(port)}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 30_000,
      }
    : undefined,
});
