// Performance budgets ("as fast as a static page"): the figures every route must meet under
// Lighthouse's default mobile settings (simulated slow 4G, 4x CPU slowdown), and the pure functions
// `npm run perf` (scripts/perf.mjs) uses to summarise a Lighthouse result, pick the median run and
// check it. Unit-tested in tests/unit/perfBudgets.test.ts. The scripts read the budgets from here
// only; docs/performance.md and the unit tests restate them on purpose, so change those too.

/** Scores are 0–100 (as Lighthouse shows them); times are milliseconds; CLS has no unit. */
export const budgets = [
  { key: 'performance', label: 'Performance', min: 100 },
  { key: 'accessibility', label: 'Accessibility', min: 100 },
  { key: 'bestPractices', label: 'Best Practices', min: 100 },
  { key: 'seo', label: 'SEO', min: 100 },
  { key: 'lcp', label: 'Largest Contentful Paint', max: 2000 },
  { key: 'cls', label: 'Cumulative Layout Shift', max: 0.01 },
  { key: 'tbt', label: 'Total Blocking Time', max: 150 },
];

/** No single run's Performance score may be below this (the median must meet `budgets`). */
export const minRunPerformance = 98;

/**
 * Budgets relative to the same page with every script removed from its HTML, measured in the same
 * run of `npm run perf`: the page's scripts may add this much main-thread work and no more.
 */
export const relativeBudgets = [
  { key: 'tbt', label: 'Total Blocking Time', plus: 30 },
  { key: 'lcp', label: 'Largest Contentful Paint', times: 1.05 },
];

/**
 * A broken budget is measured once more before it fails the run: as many runs again, the budget
 * checked on the medians of both sets together. A regression breaks it again, while a moment of
 * load on a shared machine (another process on the same cores, a slow disk) rarely hits two sets
 * of runs alike.
 */
export const measurementsBeforeFailing = 2;

/**
 * One line per broken relative budget: `summary` (medians of the page) against `reference`
 * (medians of the same page without scripts).
 */
export function checkRelativeBudgets(summary, reference, budgetList = relativeBudgets) {
  const failures = [];
  for (const budget of budgetList) {
    const value = summary[budget.key];
    const base = reference[budget.key];
    const limit = budget.plus !== undefined ? base + budget.plus : base * budget.times;
    const rule = budget.plus !== undefined ? `script-free + ${budget.plus}` : `script-free × ${budget.times}`;
    if (value === null || value === undefined || base === null || base === undefined) {
      failures.push(`${budget.label} was not measured on the page or on its script-free copy`);
    } else if (value > limit) {
      failures.push(
        `${budget.label} ${formatValue(budget.key, value)} (budget ${rule} = ${formatValue(budget.key, limit)})`,
      );
    }
  }
  return failures;
}

/** One line per run whose Performance score is below `minRunPerformance`. */
export function checkEveryRun(summaries, min = minRunPerformance) {
  return summaries
    .map((summary, index) => ({ score: summary.performance, run: index + 1 }))
    .filter(({ score }) => score === null || score < min)
    .map(({ score, run }) => `Performance ${String(score)} in run ${run} (no run below ${min})`);
}

/** The Lighthouse categories measured, in the order of the table. */
export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * What a route's runs measure: the first, every category; the others, Performance only. The
 * other categories' audits read the page as it is, so they give the same score on every run, while
 * the timings vary from run to run and need their median.
 */
export const categoriesOfRun = (run) => (run === 1 ? categoryIds : ['performance']);

const categoryKeys = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};

const auditIds = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  bytes: 'total-byte-weight',
};

/** How each figure is written, in the table and in failure messages. */
export function formatValue(key, value) {
  if (value === null) return 'n/a';
  switch (key) {
    case 'fcp':
    case 'lcp':
      return `${(value / 1000).toFixed(2)} s`;
    case 'tbt':
      return `${Math.round(value)} ms`;
    case 'cls':
      return value.toFixed(3);
    case 'bytes':
      return `${(value / 1024).toFixed(0)} KiB`;
    default:
      return String(value);
  }
}

/**
 * The figures of one Lighthouse result (LHR). Category scores are rounded to 0–100 as Lighthouse's
 * report shows them; a category or metric Lighthouse could not compute is null (and fails its budget).
 * A category the run did not ask for is left out: another run of the route measures it.
 */
export function summarize(lhr, categories = categoryIds) {
  const summary = {};
  for (const [key, id] of Object.entries(categoryKeys)) {
    if (!categories.includes(id)) continue;
    const score = lhr.categories[id]?.score;
    summary[key] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  for (const [key, id] of Object.entries(auditIds)) {
    const value = lhr.audits[id]?.numericValue;
    summary[key] = typeof value === 'number' && Number.isFinite(value) ? value : null;
  }
  return summary;
}

/**
 * The run that stands for a route (its report is the one to open, and its audits are listed when
 * a budget breaks): the median run by performance score: runs are ordered worst to best (lower score, then
 * higher LCP, first) and the middle one is taken; with an even number, the worse of the two middle runs.
 */
export function medianRunIndex(summaries) {
  if (summaries.length === 0) throw new Error('No runs to take a median of.');
  const worstFirst = summaries
    .map((summary, index) => ({ summary, index }))
    .sort(
      (a, b) =>
        (a.summary.performance ?? -1) - (b.summary.performance ?? -1) ||
        (b.summary.lcp ?? Infinity) - (a.summary.lcp ?? Infinity),
    );
  return worstFirst[Math.floor((summaries.length - 1) / 2)].index;
}

/** Figures where more is better (scores); for every other figure less is better. */
const higherIsBetter = new Set(Object.keys(categoryKeys));

/**
 * The median of each figure over the runs that measured it, taken figure by figure, so that one
 * unusual run (a moment of load on the machine) neither passes nor fails a budget on its own. A
 * figure a run could not measure counts as that run's worst; with an even number of runs, the
 * worse of the two middle values is taken.
 */
export function medianSummary(summaries) {
  if (summaries.length === 0) throw new Error('No runs to take a median of.');
  const median = {};
  const keys = new Set(summaries.flatMap((summary) => Object.keys(summary)));
  for (const key of keys) {
    const better = higherIsBetter.has(key) ? 1 : -1;
    const worstFirst = summaries
      .filter((summary) => key in summary)
      .map((summary) => summary[key])
      .sort((a, b) => (a === null ? -1 : b === null ? 1 : better * (a - b)));
    median[key] = worstFirst[Math.floor((worstFirst.length - 1) / 2)] ?? null;
  }
  return median;
}

function formatBudget(budget) {
  if (budget.min !== undefined) return `≥ ${budget.min}`;
  if (budget.key === 'lcp' || budget.key === 'fcp') return `≤ ${budget.max / 1000} s`;
  if (budget.key === 'tbt') return `≤ ${budget.max} ms`;
  return `≤ ${budget.max}`;
}

/** One line per broken budget, naming the figure and the budget; empty when every budget is met. */
export function checkBudgets(summary, budgetList = budgets) {
  const failures = [];
  for (const budget of budgetList) {
    const value = summary[budget.key];
    const limit = formatBudget(budget);
    if (value === null || value === undefined) {
      failures.push(`${budget.label} was not measured (budget ${limit})`);
    } else if (
      (budget.min !== undefined && value < budget.min) ||
      (budget.max !== undefined && value > budget.max)
    ) {
      failures.push(`${budget.label} ${formatValue(budget.key, value)} (budget ${limit})`);
    }
  }
  return failures;
}

/**
 * Audits that cost points: in Accessibility, Best Practices and SEO every weighted audit that did not
 * pass; in Performance the insights and diagnostics with estimated savings on LCP, FCP or TBT, largest
 * saving first (at most `maxPerformance`). Lighthouse's estimates, as hints of where to look.
 */
export function auditsToFix(lhr, maxPerformance = 6) {
  const lines = [];
  for (const id of ['accessibility', 'best-practices', 'seo']) {
    const category = lhr.categories[id];
    if (!category) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      lines.push(`${category.title}: ${audit.title} (${ref.id})`);
    }
  }
  const opportunities = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || ref.weight > 0) continue;
    const savings = ['LCP', 'FCP', 'TBT']
      .map((metric) => [metric, Math.round(audit.metricSavings?.[metric] ?? 0)])
      .filter(([, ms]) => ms > 0);
    if (savings.length === 0) continue;
    const text = savings.map(([metric, ms]) => `${metric} −${ms} ms`).join(', ');
    opportunities.push({
      largest: Math.max(...savings.map(([, ms]) => ms)),
      line: `Performance: ${audit.title} (${ref.id}${audit.displayValue ? `, ${audit.displayValue}` : ''}): ${text}`,
    });
  }
  opportunities.sort((a, b) => b.largest - a.largest);
  lines.push(...opportunities.slice(0, maxPerformance).map((opportunity) => opportunity.line));
  return lines;
}

const columns = [
  ['route', 'route'],
  ['performance', 'Perf'],
  ['accessibility', 'A11y'],
  ['bestPractices', 'Best Pr.'],
  ['seo', 'SEO'],
  ['fcp', 'FCP'],
  ['lcp', 'LCP'],
  ['tbt', 'TBT'],
  ['cls', 'CLS'],
  ['bytes', 'transferred'],
];

/** A plain-text table, one row per route: `[{ route, summary }]`. */
export function formatTable(rows) {
  const cells = rows.map(({ route, summary }) =>
    columns.map(([key]) => (key === 'route' ? route : formatValue(key, summary[key] ?? null))),
  );
  const header = columns.map(([, title]) => title);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => row[column].length)),
  );
  const line = (row) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line)].join('\n');
}
