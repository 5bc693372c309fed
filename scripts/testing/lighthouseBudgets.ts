// The performance budgets ("as fast as a static page") under Lighthouse's default mobile settings:
// Lighthouse CI's assertions on every page, and the budgets relative to a page's script-free copy,
// which Lighthouse CI cannot express and `npm run perf` (scripts/commands/perf.ts) checks over the same runs.

/** The figures of a Lighthouse result this file reads. */
export interface LighthouseResult {
  requestedUrl?: string;
  finalDisplayedUrl?: string;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | {
        numericValue?: number;
        details?: { items?: { group?: string; url?: string; startTime?: number; duration?: number }[] };
      }
    | undefined
  >;
  environment: { benchmarkIndex: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
}

/**
 * The speed a run measured the page at: the machine's benchmark index (read by Lighthouse just
 * before the run) divided by the CPU slowdown the run used. About 1,000 is a mid-tier phone.
 */
export const phoneIndex = (result: LighthouseResult) =>
  result.environment.benchmarkIndex / (result.configSettings?.throttling?.cpuSlowdownMultiplier ?? 1);

/** Pages Lighthouse CI asserts on: not the script-free copies, which are only a reference. */
const pagesOnly = '^(?!.*/script-free/).*$';

/** Scores as Lighthouse's report shows them (100 is a score of at least 0.995). */
const medianRun = { aggregationMethod: 'median-run' } as const;

/** The product's own bar for the Performance score (PRODUCT.md, "Quality bars"). */
const contractPerformance = 0.95;

/**
 * Lighthouse CI's assertions. On a slow host (scripts/commands/perf.ts: fresh memory at 5 µs a page
 * or more) the page's start-up tasks after its first paint pass 50 ms and blocking time decides the
 * score, so there a Performance below 100 is printed as a warning and only the product's bar fails;
 * the single worst run is not asserted.
 */
export function lighthouseAssertions({ slowHost }: { slowHost: boolean }) {
  const pages = {
    matchingUrlPattern: pagesOnly,
    assertions: {
      'categories:performance': slowHost
        ? ['error', { minScore: contractPerformance, ...medianRun }]
        : ['error', { minScore: 0.995, ...medianRun }],
      'categories:accessibility': ['error', { minScore: 0.995, ...medianRun }],
      'categories:best-practices': ['error', { minScore: 0.995, ...medianRun }],
      'categories:seo': ['error', { minScore: 0.995, ...medianRun }],
      'largest-contentful-paint': ['error', { maxNumericValue: 2000, aggregationMethod: 'median' }],
      'cumulative-layout-shift': ['error', { maxNumericValue: 0.01, aggregationMethod: 'median' }],
      'total-blocking-time': ['error', { maxNumericValue: 150, aggregationMethod: 'median' }],
    },
  };
  // A slow host's miss of 100, shown beside the run's other figures.
  const fullScoreShown = {
    matchingUrlPattern: pagesOnly,
    assertions: { 'categories:performance': ['warn', { minScore: 0.995, ...medianRun }] },
  };
  // And no single run below 98: a median can hide one bad load.
  const everyRun = {
    matchingUrlPattern: pagesOnly,
    assertions: {
      'categories:performance': ['error', { minScore: 0.975, aggregationMethod: 'pessimistic' }],
    },
  };
  return slowHost ? [pages, fullScoreShown] : [pages, everyRun];
}

/**
 * The page's scripts may add this much to its script-free copy, measured in the same runs: the
 * scripts' own cost, whatever the machine's speed.
 */
export const relativeBudgets = { tbtAbove: 30, lcpTimes: 1.05 };

const urlOf = (result: LighthouseResult) => result.requestedUrl ?? result.finalDisplayedUrl ?? '';

/** How Lighthouse names its own scripts, evaluated in the page while it gathers what it audits. */
const lighthouseOwnScript = '_lighthouse-eval.js';

/**
 * Total Blocking Time less the blocking of Lighthouse's own scripts: those run in the page while it
 * is measured and, on a page whose app starts after the first paint, fall between its first paint
 * and its Time to Interactive, where the script-free copy, interactive at its first paint, never
 * counts them. Seen adding up to 134 ms to one run of a page; a visitor never runs them.
 */
function siteBlockingTime(result: LighthouseResult) {
  const total = result.audits['total-blocking-time']?.numericValue ?? NaN;
  const firstPaint = result.audits['first-contentful-paint']?.numericValue ?? Infinity;
  const interactive = result.audits.interactive?.numericValue ?? -Infinity;
  const lighthouseOwn = (result.audits['long-tasks']?.details?.items ?? [])
    .filter(
      ({ url, startTime = NaN }) =>
        url?.endsWith(lighthouseOwnScript) && startTime >= firstPaint && startTime < interactive,
    )
    .reduce((sum, { duration = 0 }) => sum + Math.max(0, duration - 50), 0);
  return Math.max(0, total - lighthouseOwn);
}

/**
 * An audit's figure; `site-blocking-time` is the TBT the site's own work causes (above);
 * `style-layout` is the main thread's time on style and layout (ms), shown in the summary but no
 * budget: over three runs it varies by half (the page's and the copy's alike).
 */
function figure(result: LighthouseResult, audit: string) {
  if (audit === 'site-blocking-time') return siteBlockingTime(result);
  if (audit !== 'style-layout') return result.audits[audit]?.numericValue ?? NaN;
  const items = result.audits['mainthread-work-breakdown']?.details?.items;
  if (!items) return NaN;
  return items
    .filter((item) => item.group === 'styleLayout')
    .reduce((sum, item) => sum + (item.duration ?? 0), 0);
}

/** The median; with an even count, the higher (worse) of the two middle values. */
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

const medianOf = (results: LighthouseResult[], url: string, audit: string) =>
  median(results.filter((result) => urlOf(result) === url).map((result) => figure(result, audit)));

/** The figures the relative budgets hold: the site's blocking time and LCP. */
export type RelativeFigure = 'site-blocking-time' | 'largest-contentful-paint';

/** One line per broken relative budget, for each page and its script-free copy. */
export function relativeFailures(
  results: LighthouseResult[],
  pairs: { page: string; copy: string }[],
  figures: RelativeFigure[] = ['site-blocking-time', 'largest-contentful-paint'],
) {
  const { tbtAbove, lcpTimes } = relativeBudgets;
  const limits = (
    [
      {
        audit: 'site-blocking-time',
        name: "Total Blocking Time less Lighthouse's own scripts",
        limit: (copy: number) => copy + tbtAbove,
        says: `+ ${String(tbtAbove)} ms`,
      },
      {
        audit: 'largest-contentful-paint',
        name: 'Largest Contentful Paint',
        limit: (copy: number) => copy * lcpTimes,
        says: `× ${String(lcpTimes)}`,
      },
    ] as const
  ).filter(({ audit }) => figures.includes(audit));
  return pairs.flatMap(({ page, copy }) =>
    limits.flatMap(({ audit, name, limit, says }) => {
      const value = medianOf(results, page, audit);
      const most = limit(medianOf(results, copy, audit));
      return value <= most
        ? []
        : [
            `${page}: ${name} ${String(Math.round(value))} ms, above its script-free copy's ${says} (${String(Math.round(most))} ms)`,
          ];
    }),
  );
}

/** The median figures of each page, with the machine's CPU benchmark index, as a Markdown table. */
export function summaryTable(results: LighthouseResult[]) {
  const urls = [...new Set(results.map(urlOf))];
  const rows = urls.map((url) => {
    const ofUrl = results.filter((result) => urlOf(result) === url);
    const score = (category: string) =>
      String(Math.round(100 * median(ofUrl.map((result) => result.categories[category]?.score ?? NaN))));
    const ms = (audit: string) => `${String(Math.round(medianOf(results, url, audit)))} ms`;
    return [
      new URL(url).pathname,
      String(ofUrl.length),
      score('performance'),
      ms('largest-contentful-paint'),
      ms('total-blocking-time'),
      ms('site-blocking-time'),
      medianOf(results, url, 'cumulative-layout-shift').toFixed(3),
      ms('style-layout'),
      String(Math.round(median(ofUrl.map((result) => result.environment.benchmarkIndex)))),
      String(Math.round(median(ofUrl.map(phoneIndex)))),
    ];
  });
  const header = [
    'page',
    'runs',
    'Perf',
    'LCP',
    'TBT',
    'TBT less Lighthouse',
    'CLS',
    'style + layout',
    'CPU index',
    'phone index',
  ];
  const line = (row: string[]) => `| ${row.join(' | ')} |`;
  return [
    "Medians over the runs (reports in reports/lighthouse/). The phone index is the machine's CPU index",
    'divided by the slowdown: the speed the page was measured at, about 1,000 for a mid-tier phone.',
    '',
    line(header),
    line(header.map((_, column) => (column === 0 ? '---' : '---:'))),
    ...rows.map(line),
  ].join('\n');
}
