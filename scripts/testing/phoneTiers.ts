// The phones the timings stand for. A CPU slowdown means nothing without the machine it slows, so
// each tool measures the machine's CPU benchmark index (Lighthouse's) and divides it by the index
// of the phone it stands for: Chrome's calibration puts a mid-tier phone at about 1,000 and a
// low-tier one at about 350.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Browser } from 'playwright-core';

export interface PhoneTier {
  name: string;
  index: number;
}

export const midTier: PhoneTier = { name: 'mid-tier', index: 1000 };
export const lowTier: PhoneTier = { name: 'low-tier', index: 350 };

/**
 * The machine's CPU benchmark index, the median of nine readings a quarter of a second apart in a
 * blank page of `browser`: on a shared virtual machine one reading has varied by a third from the
 * next, and the slowdown it sets with it.
 */
export async function measureBenchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  const readings: number[] = [];
  for (let reading = 0; reading < 9; reading++) {
    readings.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    await page.waitForTimeout(250);
  }
  await page.close();
  return readings.sort((a, b) => a - b)[4] ?? NaN;
}

/** The CPU slowdown that makes this machine as fast as `tier`'s phone, to a tenth, at least 1. */
export const slowdownFor = (benchmarkIndex: number, tier: PhoneTier) =>
  Math.max(1, Math.round((benchmarkIndex / tier.index) * 10) / 10);
