// `npm run bench`: how long a visitor waits for each control to answer, whenever they use it.
// Serves dist/ like a static host (gzip) and, for each control, opens a cold page in Chromium,
// presses the control 100 ms, 500 ms, 1.5 s or 4 s after the load event, at a mid-tier and a
// low-tier phone's speed (CDP Emulation.setCPUThrottlingRate, the slowdown picked from the
// machine's CPU benchmark index: about 1000 and about 350), and times from the press to the end of
// the first frame that shows its effect (scripts/testing/pressTiming.ts). Links to another page are also
// timed as a full load of the same page from the same server (the page they are pressed on without
// its scripts, so the browser follows the link), and their ratio printed.
// Median of --runs (default 3) per cell. The table goes to the console and to reports/bench.md,
// dated and with the benchmark index. Not part of `npm test`: timings depend on the machine.
//   node scripts/commands/bench.ts [--runs 3] [--only <parts of controls' names, comma-separated>] [--rates 4,11]
//     [--moments 100,500,1500,4000] (ms after load)
//   env: BENCH_PORT (default 4176), BENCH_DIST (default dist/)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page, type Route } from 'playwright-core';
import { ensurePinnedChromium, launchOptions } from '../testing/chromium.ts';
import { lowTier, measureBenchmarkIndex, midTier, slowdownFor } from '../testing/phoneTiers.ts';
import { pointOf, timePress, type Target } from '../testing/pressTiming.ts';
import { headersFromFile, startStaticServer } from '../serve/staticSite.ts';
import { content } from '../../src/content/index.ts';
import { defaultLocale, languages, locales, pagePaths } from '../../src/content/languages.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// BENCH_DIST: another build to measure (two builds side by side, one after the other).
const dist = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.join(root, 'dist');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string', default: '' },
    rates: { type: 'string', default: '' },
    moments: { type: 'string', default: '100,500,1500,4000' },
  },
});
const runs = Number(values.runs);
const port = Number(process.env.BENCH_PORT ?? 4176);
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const moments = values.moments.split(',').map(Number);
/** The phones the bench stands for, and each one's goals (ms). */
const tiers = [
  { ...midTier, goal: () => 200 },
  { ...lowTier, goal: (moment: number) => (moment < 1000 ? 400 : 250) },
];
/** A link's client-side navigation takes at most this share of a full load of the same page. */
const navigationShare = 0.8;

/** The text of the first heading of a prerendered page: what a visitor waits to see after a link. */
function headingOf(pathname: string) {
  const file = path.join(dist, pathname, pathname.endsWith('.html') ? '' : 'index.html');
  const [, inner = ''] = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(readFileSync(file, 'utf8')) ?? [];
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** A page's heading on screen at `pathname`, in the page (checked on every frame). */
const headingShown = ({ pathname, heading }: { pathname: string; heading: string }) => {
  const h1 = document.querySelector('h1');
  const top = h1?.getBoundingClientRect().top ?? -1;
  return (
    location.pathname === pathname && h1?.textContent === heading && top >= 0 && top < window.innerHeight
  );
};

/** A control the bench presses, and the effect on screen that answers it. */
interface Control {
  name: string;
  viewport: { width: number; height: number };
  /** Where the control is pressed (`/` when not given). */
  path?: string;
  reducedMotion?: 'reduce';
  /** A link to another page: also timed as a full load of that page. */
  navigation?: boolean;
  /** Readies the page before the press (untimed). */
  prepare?: (page: Page) => Promise<void>;
  /** The control, found in the page without a Playwright locator (see pointOf). */
  target: Target;
  // The effect is checked in the page, with an argument JSON carries.
  effect: (argument: never) => boolean;
  effectArgument?: unknown;
}

/** A link to another page: pressed on `from`, timed to `to`'s heading on screen (or its section at the top). */
function pageLink(
  name: string,
  {
    from = '/',
    to,
    viewport = desktop,
    target,
  }: Pick<Control, 'target'> & { from?: string; to: string; viewport?: Control['viewport'] },
): Control {
  const [pathname = '/', anchor] = to.split('#');
  return {
    name,
    path: from,
    viewport,
    target,
    navigation: true,
    effect: anchor
      ? ({ pathname: wanted, anchor: id }: { pathname: string; anchor: string }) => {
          const top = document.getElementById(id)?.getBoundingClientRect().top ?? 1e9;
          return location.pathname === wanted && top >= 0 && top < 120;
        }
      : headingShown,
    effectArgument: anchor ? { pathname, anchor } : { pathname, heading: headingOf(pathname) },
    reducedMotion: anchor ? 'reduce' : undefined,
  };
}
const phone = { width: 375, height: 812 };
/** The header's link to the home page's experience section (the first section below the fold). */
const sectionLink = content.nav.find(({ anchor }) => anchor === 'experience') ?? content.nav[0];
if (!sectionLink) throw new Error('The header links to no section.');
const desktop = { width: 1280, height: 800 };

/**
 * Each control: where it is, how the page is readied before the press (untimed), and the effect
 * the visitor waits for, checked in the page on every frame (it must survive a page load, so it is
 * a function's source).
 */
const controls: Control[] = [
  {
    name: 'colour-scheme toggle',
    viewport: desktop,
    target: { selector: '[data-scheme-toggle]' },
    effect: () => document.documentElement.getAttribute('data-mui-color-scheme') === 'dark',
  },
  {
    name: 'phone menu button',
    viewport: phone,
    target: { selector: `[aria-label="${content.chrome.openMenuLabel}"]` },
    effect: () => document.getElementById('mobile-menu')?.matches(':popover-open') === true,
  },
  {
    name: 'section link in the header',
    viewport: desktop,
    // The jump, not the smooth scroll's glide, is what answers the press.
    reducedMotion: 'reduce',
    target: { selector: 'header a', text: sectionLink.label },
    effect: (anchor: string) => {
      const top = document.getElementById(anchor)?.getBoundingClientRect().top ?? 1e9;
      return top >= 0 && top < 120;
    },
    effectArgument: sectionLink.anchor,
  },
  {
    name: 'Send on the contact form',
    viewport: desktop,
    path: '/#contact',
    async prepare(page) {
      // The provider answers late, so the sending label stays on screen.
      await page.route('https://api.emailjs.com/**', () => undefined);
      await page.locator('#contact-email').fill('jana@example.com');
      await page.locator('#contact-message').fill('Hello, a question about your talk.');
    },
    target: { selector: 'form button[type="submit"]' },
    effect: (sendingLabel: string) =>
      document.querySelector('form button[type="submit"]')?.textContent.includes(sendingLabel) === true,
    effectArgument: content.contact.form.sendingLabel,
  },
  // Every in-site link, named and placed as the content and the language table say.
  ...content.footer.legalLinks.map(({ label, href }) =>
    pageLink(`${label} in the footer`, { to: href, target: { selector: 'footer a', text: label } }),
  ),
  pageLink(`header section link, on ${content.terms.title}`, {
    from: pagePaths[defaultLocale].terms,
    to: `${pagePaths[defaultLocale].home}#${sectionLink.anchor}`,
    target: { selector: 'header a', text: sectionLink.label },
  }),
  ...locales
    .filter((locale) => locale !== defaultLocale)
    .map((locale) =>
      pageLink(`language switch to ${languages[locale].name}`, {
        to: pagePaths[locale].home,
        target: { selector: 'header a', text: languages[locale].name },
      }),
    ),
  pageLink(`${content.chrome.backToHome}, on ${content.terms.title}`, {
    from: pagePaths[defaultLocale].terms,
    to: pagePaths[defaultLocale].home,
    target: { selector: 'main a', text: content.chrome.backToHome },
  }),
  pageLink(`${content.notFound.homeLabel}, on a 404`, {
    from: `${pagePaths[defaultLocale].home}no-such-page`,
    to: pagePaths[defaultLocale].home,
    target: { selector: 'main a', text: content.notFound.homeLabel },
  }),
];

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const [lower = NaN, upper = NaN] = [sorted[middle - 1], sorted[middle]];
  return sorted.length % 2 ? upper : (lower + upper) / 2;
};

/** One cold page, one press `moment` ms after load: milliseconds from the press to its effect on screen. */
async function measure(browser: Browser, control: Control, moment: number, rate: number, fullLoad = false) {
  const context = await browser.newContext({
    viewport: control.viewport,
    reducedMotion: control.reducedMotion ?? 'no-preference',
    bypassCSP: true,
  });
  try {
    const page = await context.newPage();
    const pressAt = await timePress(
      page,
      control.effect as (argument: unknown) => boolean,
      control.effectArgument,
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const url = `http://127.0.0.1:${String(port)}${control.path ?? '/'}`;
    // The page the link is pressed on, without its scripts: the browser follows the link itself.
    if (fullLoad) await page.route(url, withoutScripts, { times: 1 });
    await page.goto(url, { waitUntil: 'load' });
    await control.prepare?.(page);
    // The app may be taking the control over while it is scrolled to: asked again, once it is.
    let point = null;
    for (let attempt = 0; attempt < 3 && !point; attempt++) point = await pointOf(page, control.target);
    if (!point) throw new Error(`${control.name}: not on screen.`);
    try {
      return await pressAt(point, moment);
    } catch (error) {
      console.error(`${control.name}:`, await page.evaluate(() => [location.href, window.scrollY]));
      throw error;
    }
  } finally {
    await context.close();
  }
}

/** Answers a page request with the page as served, less its scripts. */
async function withoutScripts(route: Route) {
  const response = await route.fetch();
  const body = (await response.text()).replace(
    /<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g,
    '',
  );
  await route.fulfill({ response, body });
}

const server = await startStaticServer({
  root: dist,
  port,
  compress: true,
  headers: headersFromFile(path.join(dist, '_headers')),
});
const browser = await chromium.launch((ensurePinnedChromium(), launchOptions()));
const missed: string[] = [];
const lines: string[] = [];
const print = (line = '') => {
  console.log(line);
  lines.push(line);
};
try {
  const benchmarkIndex = await measureBenchmarkIndex(browser);
  const rates = values.rates
    ? values.rates.split(',').map(Number)
    : tiers.map((tier) => slowdownFor(benchmarkIndex, tier));
  /** The tier a slowdown stands for on this machine: the one whose index is nearest, as a ratio. */
  const tierOf = (rate: number) =>
    tiers.reduce((nearest, tier) =>
      Math.abs(Math.log(benchmarkIndex / rate / tier.index)) <
      Math.abs(Math.log(benchmarkIndex / rate / nearest.index))
        ? tier
        : nearest,
    );
  const goalAt = (rateIndex: number, moment: number) => tierOf(rates[rateIndex] ?? 1).goal(moment);
  print(`# Bench, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  print();
  print(
    `CPU benchmark index ${Math.round(benchmarkIndex)} (Lighthouse's): ${rates
      .map((rate) => `${rate}x is about ${Math.round(benchmarkIndex / rate)} (${tierOf(rate).name})`)
      .join(', ')}.`,
  );
  print(`From a press to the frame that shows its effect, cold page, median of ${runs}, in ms.`);
  print(
    `A link's second line is a full load of the same page, its third the ratio (goal ≤ ${navigationShare}).`,
  );
  print();
  const header = rates.flatMap((rate) => moments.map((moment) => `${rate}x@${moment / 1000}s`));
  print(`| control | ${header.join(' | ')} |`);
  print(`|---|${header.map(() => '---:').join('|')}|`);
  const cell = async (control: Control, rate: number, moment: number, fullLoad: boolean) => {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) times.push(await measure(browser, control, moment, rate, fullLoad));
    return median(times);
  };
  for (const control of controls.filter(({ name }) =>
    values.only.split(',').some((part) => name.includes(part)),
  )) {
    const app: string[] = [];
    const full: string[] = [];
    for (const [rateIndex, rate] of rates.entries()) {
      for (const moment of moments) {
        const value = await cell(control, rate, moment, false);
        const goal = goalAt(rateIndex, moment);
        const at = `${control.name} at ${rate}x, ${moment} ms after load`;
        if (value > goal) missed.push(`${at}: ${Math.round(value)} ms (goal ${goal})`);
        app.push(`${Math.round(value)}${value > goal ? '!' : ''}`);
        if (!control.navigation) continue;
        const fullValue = await cell(control, rate, moment, true);
        const share = value / fullValue;
        if (share > navigationShare) missed.push(`${at}: ${share.toFixed(2)} of a full load`);
        full.push(`${Math.round(fullValue)}`);
        full.push(`${share.toFixed(2)}${share > navigationShare ? '!' : ''}`);
      }
    }
    print(`| ${control.name} | ${app.join(' | ')} |`);
    if (control.navigation) {
      print(`| … full load | ${full.filter((_, index) => index % 2 === 0).join(' | ')} |`);
      print(`| … ratio | ${full.filter((_, index) => index % 2 === 1).join(' | ')} |`);
    }
  }
  print();
  print(
    `Goals: ${tiers.map((tier) => `${tier.name} ${tier.goal(100)} ms in the first second, ${tier.goal(1500)} ms after`).join('; ')}; ! marks a miss.`,
  );
  print(missed.length ? `Not met:\n- ${missed.join('\n- ')}` : 'Met.');
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(path.join(root, 'reports', 'bench.md'), `${lines.join('\n')}\n`);
} finally {
  await browser.close();
  server.close();
}
