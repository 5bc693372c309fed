import { describe, expect, it } from 'vitest';
import {
  lighthouseAssertions,
  median,
  phoneIndex,
  relativeFailures,
  summaryTable,
  type LighthouseResult,
} from '../../scripts/testing/lighthouseBudgets.ts';

const page = 'http://127.0.0.1:4175/';
const copy = 'http://127.0.0.1:4175/script-free/';

/** One run's result with the figures the budgets and the summary read (style and layout in two parts). */
const run = (url: string, tbt: number, lcp: number, styleLayout = 100): LighthouseResult => ({
  requestedUrl: url,
  categories: { performance: { score: 1 } },
  audits: {
    'total-blocking-time': { numericValue: tbt },
    'largest-contentful-paint': { numericValue: lcp },
    'mainthread-work-breakdown': {
      details: {
        items: [
          { group: 'styleLayout', duration: styleLayout / 2 },
          { group: 'scriptEvaluation', duration: 1000 },
          { group: 'styleLayout', duration: styleLayout / 2 },
        ],
      },
    },
  },
  environment: { benchmarkIndex: 1500 },
});

describe('the budgets relative to the script-free copy', () => {
  const copyRuns = [run(copy, 10, 1000), run(copy, 20, 1000), run(copy, 0, 1000)];

  it('hold at their limits: TBT 30 ms above the copy, LCP 1.05× it (medians)', () => {
    const pageRuns = [run(page, 40, 1050, 175), run(page, 500, 1000, 400), run(page, 0, 2000, 0)];
    expect(relativeFailures([...pageRuns, ...copyRuns], [{ page, copy }])).toEqual([]);
  });

  it('name the page, the figure and the limit when broken', () => {
    const pageRuns = [run(page, 41, 1051, 176), run(page, 41, 1051, 176), run(page, 0, 0, 0)];
    expect(relativeFailures([...pageRuns, ...copyRuns], [{ page, copy }])).toEqual([
      `${page}: Total Blocking Time less Lighthouse's own scripts 41 ms, above its script-free copy's + 30 ms (40 ms)`,
      `${page}: Largest Contentful Paint 1051 ms, above its script-free copy's × 1.05 (1050 ms)`,
    ]);
    expect(
      relativeFailures([...pageRuns, ...copyRuns], [{ page, copy }], ['largest-contentful-paint']),
    ).toEqual([`${page}: Largest Contentful Paint 1051 ms, above its script-free copy's × 1.05 (1050 ms)`]);
  });

  it("leave out the blocking of Lighthouse's own scripts between first paint and interactive", () => {
    const withLighthouse = (tbt: number, tasks: { url: string; startTime: number; duration: number }[]) => {
      const result = run(page, tbt, 1000);
      result.audits['first-contentful-paint'] = { numericValue: 1500 };
      result.audits.interactive = { numericValue: 3500 };
      result.audits['long-tasks'] = { details: { items: tasks } };
      return result;
    };
    const own = { url: 'http://127.0.0.1:4175/_lighthouse-eval.js', startTime: 2300, duration: 110 };
    const site = { url: 'http://127.0.0.1:4175/assets/app.js', startTime: 3100, duration: 91 };
    // 101 ms in all: 60 of them Lighthouse's (110 - 50), 41 the site's.
    const pageRuns = [1, 2, 3].map(() => withLighthouse(101, [own, site]));
    expect(relativeFailures([...pageRuns, ...copyRuns], [{ page, copy }])).toEqual([
      `${page}: Total Blocking Time less Lighthouse's own scripts 41 ms, above its script-free copy's + 30 ms (40 ms)`,
    ]);
    // Before the first paint, Lighthouse's script is not in the TBT, so nothing is taken off.
    const early = [1, 2, 3].map(() => withLighthouse(41, [{ ...own, startTime: 1000 }, site]));
    expect(relativeFailures([...early, ...copyRuns], [{ page, copy }])).toHaveLength(1);
  });

  it('fail when a page or its copy was not measured', () => {
    expect(relativeFailures(copyRuns, [{ page, copy }])).toHaveLength(2);
    expect(relativeFailures([run(page, 0, 0)], [{ page, copy }])).toHaveLength(2);
  });
});

describe('median', () => {
  it('takes the middle value, and the worse of the two middle ones for an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
  });
});

describe('the phone index', () => {
  it("is the machine's index over the run's slowdown, in the summary beside the index", () => {
    const slowed = (index: number): LighthouseResult => ({
      ...run(page, 0, 1000),
      environment: { benchmarkIndex: index },
      configSettings: { throttling: { cpuSlowdownMultiplier: 2.5 } },
    });
    expect(phoneIndex(slowed(2700))).toBe(1080);
    expect(phoneIndex(run(page, 0, 1000))).toBe(1500);
    const table = summaryTable([slowed(2000), slowed(2700), slowed(3000)]);
    expect(table.split('\n').at(-1)?.split(' | ').slice(-2)).toEqual(['2700', '1080 |']);
  });
});

describe("Lighthouse CI's assertions", () => {
  const pattern = new RegExp(lighthouseAssertions({ slowHost: false })[0]?.matchingUrlPattern ?? '');

  it('apply to the pages, not to their script-free copies', () => {
    expect(pattern.test(page)).toBe(true);
    expect(pattern.test('http://127.0.0.1:4175/de/terms/')).toBe(true);
    expect(pattern.test(copy)).toBe(false);
  });

  it("hold each page to a Performance of 100 and no run below 98, a slow host to the product's 95", () => {
    const scores = (slowHost: boolean) =>
      lighthouseAssertions({ slowHost }).map(({ assertions }) => assertions['categories:performance']);
    const median = (level: string, minScore: number) => [
      level,
      { minScore, aggregationMethod: 'median-run' },
    ];
    expect(scores(false)).toEqual([
      median('error', 0.995),
      ['error', { minScore: 0.975, aggregationMethod: 'pessimistic' }],
    ]);
    expect(scores(true)).toEqual([median('error', 0.95), median('warn', 0.995)]);
  });
});
