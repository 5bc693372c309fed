// `npm run perf`: Lighthouse performance budgets on the production build.
// Serves dist/ like a static host (gzip on), runs Lighthouse (default mobile settings, simulated
// throttling) with the pinned Chromium several times per route, takes the median of each figure over
// a route's runs and checks it against the budgets in scripts/perf-budgets.mjs. A broken budget is
// measured again (that route and its script-free copy, as many runs more) before it fails.
//   node scripts/perf.mjs [--runs 3]     env: PERF_RUNS, PERF_PORT (default 4175)
// The home page is also measured with every script removed from its HTML (its TBT and LCP
// budgets are relative to that static copy). Reports (HTML and JSON, every run) go to
// reports/lighthouse/. Builds dist/ first when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { browserEnv, chromiumArgs, ensurePinnedChromium } from './testing/chromium.ts';
import {
  auditsToFix,
  categoriesOfRun,
  checkBudgets,
  checkEveryRun,
  checkRelativeBudgets,
  formatTable,
  formatValue,
  measurementsBeforeFailing,
  medianRunIndex,
  medianSummary,
  summarize,
} from './perf-budgets.mjs';
import { headersFromFile, startStaticServer } from './serve/staticSite.ts';
import { defaultLocale, locales, pagePaths } from '../src/content/languages.ts';

// chrome-launcher is Lighthouse's own launcher (a dependency of `lighthouse`): resolve it from there.
const { launch } = await import(
  createRequire(fileURLToPath(import.meta.resolve('lighthouse'))).resolve('chrome-launcher')
);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const reportsDir = path.join(root, 'reports', 'lighthouse');
/** Every language's home page (from the language table) and, for the legal pages, the default language's terms. */
const homes = locales.map((locale) => pagePaths[locale].home);
const routes = [...homes, pagePaths[defaultLocale].terms];
/**
 * The home pages with every script removed from their HTML, measured in the same run: what each
 * page would cost as a static page. The home pages' TBT and LCP budgets are relative to them, so
 * they hold the scripts' cost, whatever the machine's speed.
 */
const scriptFreeCopies = homes.map((of) => ({
  route: `${of} without scripts`,
  path: `/script-free${of}`,
  of,
}));
const scriptFreeCopy = (route) => scriptFreeCopies.find((copy) => copy.route === route);

const { values } = parseArgs({
  options: { runs: { type: 'string', default: process.env.PERF_RUNS ?? '3' } },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs (or PERF_RUNS) must be a whole number of at least 1, not "${values.runs}".`);
  process.exit(2);
}
const port = Number(process.env.PERF_PORT ?? 4175);
/** Lighthouse's own threshold for a host CPU too slow for its default 4× slowdown (it warns only in its CLI). */
const slowCpuBenchmark = 1000;

const chromiumPath = ensurePinnedChromium();
if (!routes.every((route) => existsSync(path.join(dist, route, 'index.html')))) {
  console.log('dist/ is missing or incomplete: building it first (npm run build).');
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Every Chromium still running, so that it is killed on any exit: failure, error or signal. */
const browsers = new Set();
function killBrowsers() {
  for (const browser of browsers) {
    try {
      browser.kill();
    } catch {
      // Already gone.
    }
    browsers.delete(browser);
  }
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    killBrowsers();
    process.exit(code);
  });
}
process.on('exit', killBrowsers);

/** One Lighthouse run in a fresh Chromium (own temporary profile), killed afterwards whatever happens. */
async function measure(url, categories) {
  const browser = await launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, '--headless=new'],
    envVars: { ...process.env, ...browserEnv },
    handleSIGINT: false,
    logLevel: 'silent',
  });
  browsers.add(browser);
  try {
    const result = await lighthouse(url, {
      port: browser.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: categories,
      // No pictures of the page: the filmstrip, the final frame and the full-page screenshot score
      // nothing, and taking them made each run a quarter longer and kept the page's machine busier.
      disableFullPageScreenshot: true,
      skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}.`);
    return result;
  } finally {
    browser.kill();
    browsers.delete(browser);
  }
}

/**
 * Runs that Lighthouse could not record are measured again, this many times at most. About one
 * run in ten here loses the navigation's start from Chromium's trace (NO_NAVSTART), so a budget
 * never fails for want of a measurement.
 */
const retriesPerRun = 4;

const slug = (route) => {
  const copy = scriptFreeCopy(route);
  if (copy) return `${slug(copy.of)}-script-free`;
  return route === '/' ? 'home' : route.replace(/^\/|\/$/g, '').replace(/\//g, '-');
};

/** A copy of dist/ with the script-free pages added (dist/ itself stays as the build wrote it). */
async function siteWithScriptFreePages() {
  const site = await mkdtemp(path.join(tmpdir(), 'perf-site-'));
  await cp(dist, site, { recursive: true });
  for (const copy of scriptFreeCopies) {
    const html = await readFile(path.join(dist, copy.of, 'index.html'), 'utf8');
    await mkdir(path.join(site, copy.path), { recursive: true });
    await writeFile(
      path.join(site, copy.path, 'index.html'),
      html.replace(/<script\b[^>]*>[\s\S]*?<\/script>|<link rel="modulepreload"[^>]*>/g, ''),
    );
  }
  return site;
}

let server;
const site = await siteWithScriptFreePages();
try {
  // Served as a host serves it: gzip, and the build's own headers (caching, security policy).
  const headers = headersFromFile(path.join(dist, '_headers'));
  server = await startStaticServer({ root: site, port, compress: true, headers });
} catch (error) {
  const reason =
    error instanceof Error && 'code' in error && error.code === 'EADDRINUSE' ? 'is in use' : 'failed';
  console.error(`Serving dist/ on port ${port} ${reason}: set PERF_PORT to a free port.`);
  process.exit(1);
}

/** `pages` and the script-free copies of those that have one. */
const withScriptFreeCopies = (pages) => [
  ...pages,
  ...scriptFreeCopies.filter((copy) => pages.includes(copy.of)).map((copy) => copy.route),
];

/**
 * Lighthouse runs `from` to `to` on each of `pages` and their script-free copies, added to the
 * runs each route already has in `resultsByRoute`, then the median figures of each route over all
 * its runs checked against the budgets. Reports go to reports/lighthouse/.
 */
async function measureAndCheck(pages, { from, to }, resultsByRoute) {
  await mkdir(reportsDir, { recursive: true });
  // Runs take turns across the routes (the homes, /terms, their script-free copies, then again), so
  // a moment of load on the machine falls on a page and on its script-free copy alike.
  const allRoutes = withScriptFreeCopies(pages);
  for (const route of allRoutes) if (!resultsByRoute.has(route)) resultsByRoute.set(route, []);
  for (let run = from; run <= to; run++) {
    for (const route of allRoutes) {
      const url = `http://127.0.0.1:${port}${scriptFreeCopy(route)?.path ?? route}`;
      const started = Date.now();
      // The script-free copies stand in for TBT and LCP only.
      const categories = scriptFreeCopy(route) ? ['performance'] : categoriesOfRun(run);
      let result = await measure(url, categories);
      // Lighthouse sometimes fails to record the trace (NO_NAVSTART): that run measured nothing.
      for (let retry = 1; result.lhr.runtimeError && retry <= retriesPerRun; retry++) {
        console.log(`  ${route} run ${run}/${to}: ${result.lhr.runtimeError.code}, measuring again`);
        result = await measure(url, categories);
      }
      const name = `${slug(route)}-run${run}`;
      const [html, json] = /** @type {string[]} */ (result.report);
      await writeFile(path.join(reportsDir, `${name}.report.html`), html);
      await writeFile(path.join(reportsDir, `${name}.report.json`), json);
      const summary = summarize(result.lhr, categories);
      resultsByRoute.get(route)?.push({ lhr: result.lhr, summary, name });
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const problem = result.lhr.runtimeError ? `  error: ${result.lhr.runtimeError.message}` : '';
      console.log(
        `  ${route} run ${run}/${to}: Performance ${formatValue('performance', summary.performance)}, ` +
          `LCP ${formatValue('lcp', summary.lcp)}, TBT ${formatValue('tbt', summary.tbt)} ` +
          `(${seconds}s, CPU benchmark ${Math.round(result.lhr.environment.benchmarkIndex)})${problem}`,
      );
    }
  }
  const medians = allRoutes.map((route) => {
    const results = resultsByRoute.get(route) ?? [];
    const summaries = results.map((result) => result.summary);
    // The run that stands for the route: its report to open and its audits to list on a failure.
    const medianRun = results[medianRunIndex(summaries)];
    const firstRun = results[0];
    if (!medianRun || !firstRun) throw new Error('No median run.');
    // Its audits, with those of the categories only the first run measures.
    const lhr = {
      ...medianRun.lhr,
      categories: { ...firstRun.lhr.categories, ...medianRun.lhr.categories },
      audits: { ...firstRun.lhr.audits, ...medianRun.lhr.audits },
    };
    return { route, name: medianRun.name, lhr, summary: medianSummary(summaries), summaries };
  });

  console.log(`\nMedian of each figure over the runs; reports in reports/lighthouse/\n`);
  console.log(formatTable(medians));

  const warnings = new Set(medians.flatMap(({ lhr }) => lhr.runWarnings));
  for (const { route, name, lhr } of medians) {
    const index = Math.round(lhr.environment.benchmarkIndex);
    if (index >= slowCpuBenchmark) continue;
    warnings.add(
      `${route} (${name}): CPU benchmark index ${index}, below ${slowCpuBenchmark}: the machine was slower or ` +
        'busier than Lighthouse assumes, so TBT and LCP read high. Measure again on a quieter machine.',
    );
  }
  if (warnings.size > 0) {
    console.log('\nLighthouse warnings:');
    for (const warning of warnings) console.log(`  ${warning}`);
  }

  const referenceOf = (route) =>
    medians.find((median) => scriptFreeCopy(median.route)?.of === route)?.summary;
  const checked = medians
    .filter(({ route }) => !scriptFreeCopy(route))
    .map(({ route, name, lhr, summary, summaries }) => {
      const reference = referenceOf(route);
      return {
        route,
        medianRun: name,
        summary,
        failures: [
          ...checkBudgets(summary),
          ...checkEveryRun(summaries),
          ...(reference ? checkRelativeBudgets(summary, reference) : []),
        ],
        auditsToFix: auditsToFix(lhr),
      };
    });
  await writeFile(path.join(reportsDir, 'summary.json'), `${JSON.stringify(checked, null, 2)}\n`);
  return checked;
}

/** Prints each route's broken budgets and what costs points; true when nothing broke. */
function report(checked) {
  for (const { route, medianRun, failures, auditsToFix: audits } of checked) {
    if (failures.length === 0) continue;
    console.log(
      `\n✖ ${route} breaks ${failures.length} budget${failures.length === 1 ? '' : 's'} (median figures; median run ${medianRun}):`,
    );
    for (const failure of failures) console.log(`  - ${failure}`);
    if (audits.length > 0) {
      console.log('  What costs points (Lighthouse estimates):');
      for (const audit of audits) console.log(`    ${audit}`);
    }
  }
  return checked.every(({ failures }) => failures.length === 0);
}

let exitCode = 1;
try {
  await rm(reportsDir, { recursive: true, force: true });
  // A measurement after the first takes only the routes whose budgets broke (and their script-free
  // copies): the others have met theirs. It adds as many runs again, and the budgets are checked on
  // the medians of all of them: the first set's figures still count, so a second set has to
  // outweigh them rather than replace them, and the medians hold less of one moment's load.
  const resultsByRoute = new Map();
  let pages = routes;
  for (let measurement = 1; measurement <= measurementsBeforeFailing; measurement++) {
    const runNumbers = { from: (measurement - 1) * runs + 1, to: measurement * runs };
    console.log(
      measurement === 1
        ? `Lighthouse ${runs} run${runs === 1 ? '' : 's'} per route (mobile, simulated throttling) on http://127.0.0.1:${port}: ${pages.join(', ')}`
        : `\nA budget broke: ${runs} more run${runs === 1 ? '' : 's'} of ${withScriptFreeCopies(pages).join(', ')}, each route checked on the medians of all ${runNumbers.to}.`,
    );
    const checked = await measureAndCheck(pages, runNumbers, resultsByRoute);
    if (report(checked)) {
      console.log('\n✔ Every route meets its performance budgets.');
      exitCode = 0;
      break;
    }
    pages = checked.filter(({ failures }) => failures.length > 0).map(({ route }) => route);
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  exitCode = 1;
} finally {
  killBrowsers();
  server.close();
  await rm(site, { recursive: true, force: true });
}
process.exit(exitCode);
