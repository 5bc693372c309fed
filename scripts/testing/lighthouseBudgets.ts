// The performance budgets ("as fast as a static page") under Lighthouse's default mobile settings:
// Lighthouse CI's assertions on every page, and the budgets relative to a page's script-free copy,
// which Lighthouse CI cannot express and `npm run perf` (scripts/commands/perf.ts) checks over the same runs.

/** The figures of a Lighthouse result this file reads. */
export interface LighthouseResult {
  requestedUrl?: string;
  finalDisplayedUrl?: string;
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment: { benchmarkIndex: number };
}

/** Pages Lighthouse CI asserts on: not the script-free copies, which are only a reference. */
const pagesOnly = '^(?!.*/script-free/).*$';

/** Scores as Lighthouse's report shows them (100 is a score of at least 0.995). */
const medianRun = { aggregationMethod: 'median-run' } as const;
export const lighthouseAssertions = [
  {
    matchingUrlPattern: pagesOnly,
    assertions: {
      'categories:performance': ['error', { minScore: 0.995, ...medianRun }],
      'categories:accessibility': ['error', { minScore: 0.995, ...medianRun }],
      'categories:best-practices': ['error', { minScore: 0.995, ...medianRun }],
      'categories:seo': ['error', { minScore: 0.995, ...medianRun }],
      'largest-contentful-paint': ['error', { maxNumericValue: 2000, aggregationMethod: 'median' }],
      'cumulative-layout-shift': ['error', { maxNumericValue: 0.01, aggregationMethod: 'median' }],
      'total-blocking-time': ['error', { maxNumericValue: 150, aggregationMethod: 'median' }],
    },
  },
  {
    // And no single run below 98: a median can hide one bad load.
    matchingUrlPattern: pagesOnly,
    assertions: {
      'categories:performance': ['error', { minScore: 0.975, aggregationMethod: 'pessimistic' }],
    },
  },
];

/**
 * The page's scripts may add this much to its script-free copy, measured in the same runs: the
 * scripts' own cost, whatever the machine's speed.
 */
export const relativeBudgets = { tbtAbove: 30, lcpTimes: 1.05 };

const urlOf = (result: LighthouseResult) => result.requestedUrl ?? result.finalDisplayedUrl ?? '';

const figure = (result: LighthouseResult, audit: string) => result.audits[audit]?.numericValue ?? NaN;

/** The median; with an even count, the higher (worse) of the two middle values. */
export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

const medianOf = (results: LighthouseResult[], url: string, audit: string) =>
  median(results.filter((result) => urlOf(result) === url).map((result) => figure(result, audit)));

/** One line per broken relative budget, for each page and its script-free copy. */
export function relativeFailures(results: LighthouseResult[], pairs: { page: string; copy: string }[]) {
  return pairs.flatMap(({ page, copy }) => {
    const tbt = medianOf(results, page, 'total-blocking-time');
    const tbtLimit = medianOf(results, copy, 'total-blocking-time') + relativeBudgets.tbtAbove;
    const lcp = medianOf(results, page, 'largest-contentful-paint');
    const lcpLimit = medianOf(results, copy, 'largest-contentful-paint') * relativeBudgets.lcpTimes;
    const failures: string[] = [];
    if (!(tbt <= tbtLimit)) {
      failures.push(
        `${page}: Total Blocking Time ${Math.round(tbt)} ms, above its script-free copy's + ${String(relativeBudgets.tbtAbove)} ms (${Math.round(tbtLimit)} ms)`,
      );
    }
    if (!(lcp <= lcpLimit)) {
      failures.push(
        `${page}: Largest Contentful Paint ${Math.round(lcp)} ms, above its script-free copy's × ${String(relativeBudgets.lcpTimes)} (${Math.round(lcpLimit)} ms)`,
      );
    }
    return failures;
  });
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
      medianOf(results, url, 'cumulative-layout-shift').toFixed(3),
      String(Math.round(median(ofUrl.map((result) => result.environment.benchmarkIndex)))),
    ];
  });
  const header = ['page', 'runs', 'Perf', 'LCP', 'TBT', 'CLS', 'CPU index'];
  const line = (row: string[]) => `| ${row.join(' | ')} |`;
  return [
    'Medians over the runs (reports in reports/lighthouse/). A CPU index below 1,000 means a machine',
    'slower or busier than Lighthouse assumes: TBT and LCP read high.',
    '',
    line(header),
    line(header.map((_, column) => (column === 0 ? '---' : '---:'))),
    ...rows.map(line),
  ].join('\n');
}
