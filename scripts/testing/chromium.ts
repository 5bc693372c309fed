// The one browser every tool in this repo drives (Playwright's end-to-end tests, Vitest's
// story tests, Lighthouse, the benchmark): the Chromium build that the `@sparticuz/chromium` npm package carries
// inside it. package-lock.json pins that package by its integrity hash, so the browser that draws
// the visual baselines is the same, byte for byte, on every machine, and no system update moves a
// pixel. It is unpacked once per package version into node_modules/.cache/, beside a fontconfig
// that knows only fonts the lockfile pins: text renders in the site's web fonts or their metric
// clones below, never in whatever fonts the system has.
// Node built-ins only: configs and scripts import this before any browser or test framework starts.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';

const packageName = '@sparticuz/chromium';
const packageDir = path.resolve(fileURLToPath(import.meta.resolve(packageName)), '../..');
const { version: packageVersion } = JSON.parse(
  readFileSync(path.join(packageDir, 'package.json'), 'utf8'),
) as { version: string };

/** The pinned browser package, as tests/visual/browser.json records it. */
export const pinnedBrowserPackage = `${packageName}@${packageVersion}`;

const browserDir = fileURLToPath(
  new URL(`../../node_modules/.cache/pinned-chromium/${packageVersion}`, import.meta.url),
);
export const chromiumPath = path.join(browserDir, 'chromium');
/**
 * The only fonts the browser knows besides the pages' web fonts: Arimo and Tinos, the metric clones
 * of Arial and Times New Roman that the site's fallback faces name, from npm packages.
 */
const fontDirs = ['@expo-google-fonts/arimo', '@expo-google-fonts/tinos'].map((name) =>
  path.dirname(fileURLToPath(import.meta.resolve(`${name}/package.json`))),
);
const fontconfigFile = path.join(browserDir, 'fonts.conf');

/** Environment the browser runs in: the fontconfig above instead of the system's. */
export const browserEnv: Record<string, string> = { FONTCONFIG_FILE: fontconfigFile };

/**
 * Unpacks the pinned browser and its fonts when this package version has not been unpacked yet,
 * and returns the browser's path. Safe to call from parallel processes: the folder appears whole
 * (written beside it, then renamed) or not at all.
 */
export function ensurePinnedChromium(): string {
  if (existsSync(chromiumPath)) return chromiumPath;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `The pinned Chromium (${pinnedBrowserPackage}) runs on Linux x64 only; this is ${process.platform} ${process.arch}. Run the tests in a container (README: "The pinned browser").`,
    );
  }
  const staging = `${browserDir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const archive = readFileSync(path.join(packageDir, 'bin', 'chromium.br'));
  writeFileSync(path.join(staging, 'chromium'), brotliDecompressSync(archive), { mode: 0o755 });
  writeFileSync(
    path.join(staging, 'fonts.conf'),
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      ...fontDirs.map((dir) => `  <dir>${dir}</dir>`),
      `  <cachedir>${path.join(browserDir, 'fontconfig-cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  try {
    renameSync(staging, browserDir);
  } catch (error) {
    // Another process unpacked it first.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(chromiumPath)) throw error;
  }
  return chromiumPath;
}

/** `chromium --version` of the pinned browser, e.g. "Chromium 153.0.8010.0". */
export function pinnedBrowserVersion(): string {
  return execFileSync(ensurePinnedChromium(), ['--version'], {
    encoding: 'utf8',
    env: { ...process.env, ...browserEnv },
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
}

/** Flags for a quiet, offline, headless Chromium. */
export const chromiumArgs = [
  // No host but the test server's resolves, on any machine: a page that reached a third party (the
  // calendar's script, the email API) would render and behave differently where there is a network
  // (a CI runner) than where there is none. Tests stand in for those hosts with `page.route`.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  // This build has no sandbox helper (it is made for serverless hosts). Its zygote stays: each new
  // page's renderer is forked from it instead of started afresh, which opens a page a sixth sooner.
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

/** Playwright's launch options for the pinned browser. */
export const launchOptions = (args: string[] = chromiumArgs) => ({
  executablePath: chromiumPath,
  args,
  env: { ...process.env, ...browserEnv },
});
