import { describe, expect, it } from 'vitest';
import {
  auditsToFix,
  budgets,
  checkBudgets,
  checkEveryRun,
  checkRelativeBudgets,
  formatTable,
  medianRunIndex,
  medianSummary,
  summarize,
  type LighthouseResultLike,
  type PerfSummary,
} from '../../scripts/perf-budgets.mjs';

/** A run that meets every budget exactly at its limit. */
const atTheLimits: PerfSummary = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 900,
  lcp: 2000,
  tbt: 150,
  cls: 0.01,
  bytes: 200_000,
};

function lhr({
  scores = {},
  metrics = {},
}: {
  scores?: Record<string, number | null>;
  metrics?: Record<string, number>;
}): LighthouseResultLike {
  const categories: LighthouseResultLike['categories'] = {};
  for (const [id, score] of Object.entries(scores)) categories[id] = { title: id, score, auditRefs: [] };
  const audits: LighthouseResultLike['audits'] = {};
  for (const [id, numericValue] of Object.entries(metrics))
    audits[id] = { title: id, score: 1, numericValue };
  return { categories, audits };
}

describe('performance budgets', () => {
  it('are the promised figures', () => {
    expect(budgets.map(({ key, min, max }) => [key, min ?? max])).toEqual([
      ['performance', 100],
      ['accessibility', 100],
      ['bestPractices', 100],
      ['seo', 100],
      ['lcp', 2000],
      ['cls', 0.01],
      ['tbt', 150],
    ]);
  });

  it('hold the page to its script-free copy: TBT at most 30 ms more, LCP at most 5 % more', () => {
    const reference = { ...atTheLimits, tbt: 10, lcp: 1000 };
    expect(checkRelativeBudgets({ ...atTheLimits, tbt: 40, lcp: 1050 }, reference)).toEqual([]);
    expect(checkRelativeBudgets({ ...atTheLimits, tbt: 41, lcp: 1051 }, reference)).toEqual([
      'Total Blocking Time 41 ms (budget script-free + 30 = 40 ms)',
      'Largest Contentful Paint 1.05 s (budget script-free × 1.05 = 1.05 s)',
    ]);
    expect(checkRelativeBudgets({ ...atTheLimits, tbt: null, lcp: 1000 }, reference)).toEqual([
      'Total Blocking Time was not measured on the page or on its script-free copy',
    ]);
  });

  it('let no run score below 98 in Performance', () => {
    expect(checkEveryRun([atTheLimits, { ...atTheLimits, performance: 98 }])).toEqual([]);
    expect(checkEveryRun([atTheLimits, { ...atTheLimits, performance: 97 }])).toEqual([
      'Performance 97 in run 2 (no run below 98)',
    ]);
  });

  it('pass a run that meets every budget, limits included', () => {
    expect(checkBudgets(atTheLimits)).toEqual([]);
  });

  it('name every broken budget with the figure measured', () => {
    const slow: PerfSummary = {
      ...atTheLimits,
      performance: 62,
      accessibility: 98,
      lcp: 3_210,
      tbt: 1_180.4,
      cls: 0.042,
    };
    expect(checkBudgets(slow)).toEqual([
      'Performance 62 (budget ≥ 100)',
      'Accessibility 98 (budget ≥ 100)',
      'Largest Contentful Paint 3.21 s (budget ≤ 2 s)',
      'Cumulative Layout Shift 0.042 (budget ≤ 0.01)',
      'Total Blocking Time 1180 ms (budget ≤ 150 ms)',
    ]);
  });

  it('fail a figure Lighthouse could not measure', () => {
    expect(checkBudgets({ ...atTheLimits, seo: null, lcp: null })).toEqual([
      'SEO was not measured (budget ≥ 100)',
      'Largest Contentful Paint was not measured (budget ≤ 2 s)',
    ]);
  });

  it('check only the budgets given', () => {
    expect(
      checkBudgets({ ...atTheLimits, performance: 80 }, [{ key: 'tbt', label: 'TBT', max: 200 }]),
    ).toEqual([]);
  });
});

describe('summarising a Lighthouse result', () => {
  it('reads the category scores as 0–100 and the metrics in ms', () => {
    const result = lhr({
      scores: { performance: 0.87, accessibility: 1, 'best-practices': 0.96, seo: null },
      metrics: {
        'first-contentful-paint': 1_012.5,
        'largest-contentful-paint': 2_630,
        'total-blocking-time': 316,
        'cumulative-layout-shift': 0.003,
        'total-byte-weight': 333_000,
      },
    });
    expect(summarize(result)).toEqual({
      performance: 87,
      accessibility: 100,
      bestPractices: 96,
      seo: null,
      fcp: 1_012.5,
      lcp: 2_630,
      tbt: 316,
      cls: 0.003,
      bytes: 333_000,
    });
  });

  it('leaves out a category the run did not ask for', () => {
    const summary = summarize(lhr({ scores: { performance: 1 } }), ['performance']);
    expect(summary.performance).toBe(100);
    expect('accessibility' in summary).toBe(false);
  });

  it('leaves a missing metric empty, so its budget fails', () => {
    const summary = summarize(lhr({ scores: { performance: 1 } }));
    expect(summary.lcp).toBeNull();
    expect(checkBudgets(summary)).toContain('Largest Contentful Paint was not measured (budget ≤ 2 s)');
  });
});

describe('the median run', () => {
  const run = (performance: number | null, lcp: number): PerfSummary => ({
    ...atTheLimits,
    performance,
    lcp,
  });

  it('is the middle run by performance score', () => {
    expect(medianRunIndex([run(90, 1_600), run(99, 1_100), run(94, 1_400)])).toBe(2);
  });

  it('breaks a tie on the score by LCP', () => {
    expect(medianRunIndex([run(96, 1_300), run(96, 1_500), run(96, 1_400)])).toBe(2);
  });

  it('is the worse of the two middle runs when the count is even, and the only one of one', () => {
    expect(medianRunIndex([run(99, 1_000), run(90, 2_000), run(95, 1_400), run(97, 1_200)])).toBe(2);
    expect(medianRunIndex([run(80, 2_000)])).toBe(0);
  });

  it('counts a run without a score as the worst', () => {
    expect(medianRunIndex([run(null, 1_000), run(97, 1_200), run(95, 1_400)])).toBe(2);
  });

  it('needs at least one run', () => {
    expect(() => medianRunIndex([])).toThrow(/No runs/);
  });
});

describe('the median figures', () => {
  const run = (figures: Partial<PerfSummary>): PerfSummary => ({ ...atTheLimits, ...figures });

  it('take the median of each figure on its own, so one bad run breaks no budget', () => {
    const median = medianSummary([
      run({ performance: 100, tbt: 20, lcp: 900 }),
      run({ performance: 92, tbt: 240, lcp: 1_700 }),
      run({ performance: 100, tbt: 60, lcp: 950 }),
    ]);
    expect(median).toEqual({ ...atTheLimits, performance: 100, tbt: 60, lcp: 950 });
    expect(checkBudgets(median)).toEqual([]);
  });

  it('fail a budget that most runs break', () => {
    const median = medianSummary([run({ tbt: 170 }), run({ tbt: 40 }), run({ tbt: 190 })]);
    expect(median.tbt).toBe(170);
    expect(checkBudgets(median)).toEqual(['Total Blocking Time 170 ms (budget ≤ 150 ms)']);
  });

  it('take the worse middle value of an even number of runs, whichever way is worse', () => {
    const median = medianSummary([
      run({ accessibility: 100, cls: 0 }),
      run({ accessibility: 96, cls: 0.02 }),
      run({ accessibility: 100, cls: 0.005 }),
      run({ accessibility: 98, cls: 0.001 }),
    ]);
    expect(median.accessibility).toBe(98);
    expect(median.cls).toBe(0.005);
  });

  it('count a figure a run could not measure as its worst', () => {
    expect(medianSummary([run({ lcp: null }), run({ lcp: 900 }), run({ lcp: 1_000 })]).lcp).toBe(1_000);
    expect(medianSummary([run({ seo: null }), run({ seo: 100 }), run({ seo: null })]).seo).toBeNull();
  });

  it('take a category measured on one run only from that run', () => {
    const performanceOnly = (summary: PerfSummary): PerfSummary => {
      const measured = { ...summary };
      delete measured.accessibility;
      delete measured.bestPractices;
      delete measured.seo;
      return measured;
    };
    const median = medianSummary([
      run({ accessibility: 96, tbt: 20 }),
      performanceOnly(run({ tbt: 240 })),
      performanceOnly(run({ tbt: 60 })),
    ]);
    expect(median.accessibility).toBe(96);
    expect(median.tbt).toBe(60);
  });

  it('need at least one run', () => {
    expect(() => medianSummary([])).toThrow(/No runs/);
  });
});

describe('what costs points', () => {
  it('lists failed weighted audits and the performance savings, largest first', () => {
    const result: LighthouseResultLike = {
      categories: {
        accessibility: {
          title: 'Accessibility',
          score: 0.98,
          auditRefs: [
            { id: 'heading-order', weight: 3 },
            { id: 'image-alt', weight: 10 },
            { id: 'tabindex', weight: 0 },
          ],
        },
        performance: {
          title: 'Performance',
          score: 0.8,
          auditRefs: [
            { id: 'largest-contentful-paint', weight: 25 },
            { id: 'unused-javascript', weight: 0 },
            { id: 'render-blocking-insight', weight: 0 },
            { id: 'font-display-insight', weight: 0 },
          ],
        },
      },
      audits: {
        'heading-order': { title: 'Headings in order', score: 0 },
        'image-alt': { title: 'Images have alt', score: 1 },
        tabindex: { title: 'No tabindex > 0', score: 0 },
        'largest-contentful-paint': { title: 'LCP', score: 0.5, metricSavings: { LCP: 900 } },
        'unused-javascript': {
          title: 'Reduce unused JavaScript',
          score: 0,
          displayValue: 'Est savings of 93 KiB',
          metricSavings: { FCP: 450, LCP: 450 },
        },
        'render-blocking-insight': {
          title: 'Render-blocking requests',
          score: 0,
          metricSavings: { FCP: 600, LCP: 600 },
        },
        'font-display-insight': { title: 'Font display', score: 1, metricSavings: { INP: 0 } },
      },
    };
    expect(auditsToFix(result)).toEqual([
      'Accessibility: Headings in order (heading-order)',
      'Performance: Render-blocking requests (render-blocking-insight): LCP −600 ms, FCP −600 ms',
      'Performance: Reduce unused JavaScript (unused-javascript, Est savings of 93 KiB): LCP −450 ms, FCP −450 ms',
    ]);
  });
});

describe('the table', () => {
  it('has one row per route with every figure', () => {
    const table = formatTable([
      { route: '/', summary: atTheLimits },
      { route: '/terms', summary: { ...atTheLimits, seo: null } },
    ]);
    const [header, , home, terms] = table.split('\n');
    expect(header).toMatch(/^route +Perf +A11y +Best Pr\. +SEO +FCP +LCP +TBT +CLS +transferred$/);
    expect(home).toMatch(/^\/ +100 +100 +100 +100 +0\.90 s +2\.00 s +150 ms +0\.010 +195 KiB$/);
    expect(terms).toMatch(/^\/terms .* n\/a /);
  });
});

describe('the budgets npm test enforces', () => {
  const staticPage: PerfSummary = { ...atTheLimits, performance: 100, lcp: 900, tbt: 8 };
  const check = (summary: PerfSummary, runs: PerfSummary[]) => [
    ...checkBudgets(summary),
    ...checkEveryRun(runs),
    ...checkRelativeBudgets(summary, staticPage),
  ];

  it('pass the home page as it is measured today', () => {
    const today: PerfSummary = { ...staticPage, lcp: 910, tbt: 8 };
    expect(check(today, [today, { ...today, tbt: 1 }, { ...today, performance: 99 }])).toEqual([]);
  });

  it('fail a start-up that hydrates the whole page right after the first paint, as an earlier design did', () => {
    const appAtLoad: PerfSummary = { ...staticPage, performance: 86, lcp: 1090, tbt: 573 };
    expect(check(appAtLoad, [appAtLoad, { ...appAtLoad, performance: 84 }])).toEqual([
      'Performance 86 (budget ≥ 100)',
      'Total Blocking Time 573 ms (budget ≤ 150 ms)',
      'Performance 86 in run 1 (no run below 98)',
      'Performance 84 in run 2 (no run below 98)',
      'Total Blocking Time 573 ms (budget script-free + 30 = 38 ms)',
      'Largest Contentful Paint 1.09 s (budget script-free × 1.05 = 0.94 s)',
    ]);
  });

  it('fail a script that costs the page a little more than its static copy', () => {
    const slightlyHeavier: PerfSummary = { ...staticPage, tbt: 45, lcp: 950 };
    expect(check(slightlyHeavier, [slightlyHeavier])).toEqual([
      'Total Blocking Time 45 ms (budget script-free + 30 = 38 ms)',
      'Largest Contentful Paint 0.95 s (budget script-free × 1.05 = 0.94 s)',
    ]);
  });
});
