import { resolveConfig } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The first browser version of each engine that reports the first contentful paint to a
 * PerformanceObserver (`type: 'paint'`), from MDN's compatibility data for PerformancePaintTiming.
 */
const paintTimingSince: Record<string, number> = {
  chrome: 60,
  edge: 79,
  firefox: 84,
  safari: 14.1,
  ios: 14.5,
};

describe('the browsers the build targets', () => {
  // The page boot code starts the app when the first contentful paint is reported, and has no
  // other way to start it (a browser without paint timing keeps the prerendered page, which works).
  it('all report the first contentful paint, which starts the app', async () => {
    const config = await resolveConfig({ configFile: 'vite.config.ts', logLevel: 'silent' }, 'build');
    // A language level alone (`es2020`) says nothing of paint timing: the browsers must be named.
    const browsers = [config.build.target].flat().filter((target) => !/^es(next|\d+)$/.test(String(target)));
    expect(browsers.length, 'browsers the build targets by name').toBeGreaterThan(0);
    for (const target of browsers) {
      const [, engine = '', version = ''] = /^([a-z]+)(\d+(?:\.\d+)?)$/.exec(String(target)) ?? [];
      expect(paintTimingSince, `an engine the build targets: ${String(target)}`).toHaveProperty(engine);
      expect(Number(version), String(target)).toBeGreaterThanOrEqual(paintTimingSince[engine] ?? Infinity);
    }
  });
});
