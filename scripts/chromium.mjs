// Every browser tool in this repo (Playwright, the Storybook test-runner, Lighthouse) uses Debian's
// Chromium: Playwright cannot download its own browser on this network. `npm test` installs it.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet, offline, headless Chromium. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-default-apps',
  '--disable-extensions',
];

/** Extra flags that make screenshots identical from run to run and machine to machine. */
export const screenshotArgs = [
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

/**
 * Visual comparison tolerance, shared by the story and the route snapshots. Per pixel, a colour
 * distance of 0.1 (0–1 scale) counts as "the same" (anti-aliasing noise between Chromium patch
 * releases); the image fails when more than 0.01 % of its pixels differ (about 100 pixels of a desktop
 * screen): a one-word colour change fails, sub-pixel font smoothing noise does not.
 */
export const visualTolerance = { pixelThreshold: 0.1, maxDiffPixelRatio: 0.0001 };
