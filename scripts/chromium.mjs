// Every browser tool in this repo (Playwright, the Storybook test-runner, Lighthouse) uses Debian's
// Chromium: Playwright cannot download its own browser on this network. `npm test` installs it.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for a quiet, offline, headless Chromium. */
export const chromiumArgs = [
  // No host but the test server's resolves, on any machine: a page that reached a third party (the
  // calendar's script, the email API) would render and behave differently where there is a network
  // (a CI runner) than where there is none. Tests stand in for those hosts with `page.route`.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
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
 * Visual comparison tolerance, shared by the story and the route snapshots. With the browser, its
 * flags and the fonts pinned, a page renders to the same pixels run after run, except that an
 * anti-aliased edge repainted after an interaction can come out 1 to 3 levels (of 255) lighter or
 * darker. So a pixel counts as changed when its colour differs in any channel by more than
 * `channelDelta` levels (a colour token's neighbouring step differs by 8 or more), and an image fails
 * when more than `changedPixels` pixels changed: a colour token moved one step on its scale, a 2 px
 * radius or one word fails every snapshot that shows it. tests/visual/comparator.spec.ts fails if
 * these are loosened so that it would not.
 */
export const visualTolerance = { channelDelta: 3, changedPixels: 0 };
