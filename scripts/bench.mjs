// `npm run bench`: how long a visitor waits for each control to answer, whenever they use it.
// Serves dist/ like a static host (gzip) and, for each control, opens a cold page in Chromium,
// presses the control 100 ms, 500 ms, 1.5 s or 4 s after the load event, at 1x and 4x CPU
// (CDP Emulation.setCPUThrottlingRate), and times from the press to the end of the first frame
// that shows its effect (scripts/press-timing.mjs):
//   - the colour-scheme toggle: the page in the other scheme;
//   - the phone menu button: the menu open;
//   - a section link in the header: that section at the top of the screen;
//   - Send on a filled contact form: "Sending…" on the button;
//   - a legal page's link in the footer: that page's heading on screen.
// For the section link
// motion is reduced, so the press is timed to the jump rather than to the end of a smooth scroll.
// Median of --runs (default 3) per cell. Not part of `npm test`: timings depend on the machine, so
// the bench first prints the machine's CPU benchmark index (Lighthouse's), which a slowdown divides:
// 4x on a machine of index 4000 is a device of about 1000, on one of 1500 about 375 (Chrome DevTools'
// CPU calibration takes 1000 for a mid-tier phone and 264 for a low-tier one). --rates measures at
// other slowdowns, to compare machines or to emulate a slower device.
//   node scripts/bench.mjs [--runs 3] [--only <part of a control's name>] [--rates 1,4]
//   env: BENCH_PORT (default 4176), BENCH_DIST (default dist/)
/* global window, document, location -- in the page */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { ensurePinnedChromium, launchOptions } from './chromium.mjs';
import { timePress } from './press-timing.mjs';
import { headersFromFile, startStaticServer } from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_DIST: another build to measure (two builds side by side, one after the other).
const dist = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.join(root, 'dist');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: '' },
    rates: { type: 'string', default: '1,4' },
  },
});
const runs = Number(values.runs);
const port = Number(process.env.BENCH_PORT ?? 4176);
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const moments = [100, 500, 1500, 4000];
const rates = values.rates.split(',').map(Number);
/**
 * Goal per CPU rate: at most 100 ms from the press to its effect on screen unslowed, 200 ms
 * slowed down (at 4x, or whatever slowdown --rates asks for).
 */
const goalAt = (rate) => (rate === 1 ? 100 : 200);
const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

/**
 * Each control: where it is, how the page is readied before the press (untimed), and the effect
 * the visitor waits for, checked in the page on every frame (it must survive a page load, so it is
 * a function's source).
 */
const controls = [
  {
    name: 'colour-scheme toggle',
    viewport: desktop,
    target: (page) => page.locator('[data-scheme-toggle]'),
    effect: () => document.documentElement.getAttribute('data-mui-color-scheme') === 'dark',
  },
  {
    name: 'phone menu button',
    viewport: phone,
    target: (page) => page.getByRole('button', { name: 'Open menu' }),
    effect: () => document.getElementById('mobile-menu')?.matches(':popover-open') === true,
  },
  {
    name: 'section link in the header',
    viewport: desktop,
    // The jump, not the smooth scroll's glide, is what answers the press.
    reducedMotion: 'reduce',
    target: (page) => page.getByRole('banner').getByRole('link', { name: 'Experience' }),
    effect: () => {
      const top = document.getElementById('experience')?.getBoundingClientRect().top ?? 1e9;
      return top >= 0 && top < 120;
    },
  },
  {
    name: 'Send on the contact form',
    viewport: desktop,
    path: '/#contact',
    async prepare(page) {
      // The provider answers late, so "Sending…" stays on screen.
      await page.route('https://api.emailjs.com/**', () => undefined);
      await page.locator('#contact-email').fill('jana@example.com');
      await page.locator('#contact-message').fill('Hello, a question about your talk.');
    },
    target: (page) => page.getByRole('button', { name: 'Send Message' }),
    effect: () =>
      document.querySelector('form button[type="submit"]')?.textContent?.includes('Sending') === true,
  },
  {
    name: 'legal page link in the footer',
    viewport: desktop,
    target: (page) => page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }),
    // The heading on screen, not only in the page: the press leaves the visitor at the bottom.
    effect: () => {
      const heading = document.querySelector('h1');
      const top = heading?.getBoundingClientRect().top ?? -1;
      return (
        location.pathname === '/terms' &&
        heading?.textContent === 'Terms of Use' &&
        top >= 0 &&
        top < window.innerHeight
      );
    },
  },
];

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One cold page, one press `moment` ms after load: milliseconds from the press to its effect on screen. */
async function measure(browser, control, moment, rate) {
  const context = await browser.newContext({
    viewport: control.viewport,
    reducedMotion: control.reducedMotion ?? 'no-preference',
    bypassCSP: true,
  });
  try {
    const page = await context.newPage();
    const pressAt = await timePress(page, control.effect);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`http://127.0.0.1:${port}${control.path ?? '/'}`, { waitUntil: 'load' });
    await control.prepare?.(page);
    const target = control.target(page);
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`${control.name}: not on screen.`);
    try {
      return await pressAt({ x: box.x + box.width / 2, y: box.y + box.height / 2 }, moment);
    } catch (error) {
      console.error(`${control.name}:`, await page.evaluate(() => [location.href, window.scrollY]));
      throw error;
    }
  } finally {
    await context.close();
  }
}

const server = await startStaticServer({
  root: dist,
  port,
  compress: true,
  headers: headersFromFile(path.join(dist, '_headers')),
});
const browser = await chromium.launch((ensurePinnedChromium(), launchOptions()));
const missed = [];
try {
  const blank = await browser.newPage();
  const benchmarkIndex = await blank.evaluate(pageFunctions.computeBenchmarkIndex);
  await blank.close();
  console.log(
    `CPU benchmark index ${Math.round(benchmarkIndex)} (Lighthouse's): at ${rates
      .map((rate) => `${rate}x about ${Math.round(benchmarkIndex / rate)}`)
      .join(', ')} (a mid-tier phone is about 1000, a low-tier one 264).\n`,
  );
  console.log(`From a press to the frame that shows its effect, cold page, median of ${runs} (ms):\n`);
  const header = rates.flatMap((rate) => moments.map((moment) => `${rate}x@${moment / 1000}s`.padStart(10)));
  console.log(`  ${''.padEnd(30)}${header.join('')}`);
  for (const control of controls.filter(({ name }) => name.includes(values.only))) {
    const cells = [];
    for (const rate of rates) {
      for (const moment of moments) {
        const times = [];
        for (let run = 0; run < runs; run++) times.push(await measure(browser, control, moment, rate));
        const value = median(times);
        const ok = value <= goalAt(rate);
        if (!ok) missed.push(`${control.name} at ${rate}x, ${moment} ms after load: ${Math.round(value)} ms`);
        cells.push(`${Math.round(value)}${ok ? ' ' : '!'}`.padStart(10));
      }
    }
    console.log(`  ${control.name.padEnd(30)}${cells.join('')}`);
  }
  console.log(
    `\nGoal: at most ${goalAt(1)} ms at 1x and ${goalAt(4)} ms slowed down, every control, every moment (! marks a miss).`,
  );
  console.log(missed.length ? `Not met:\n  ${missed.join('\n  ')}` : 'Met.');
} finally {
  await browser.close();
  server.close();
}
