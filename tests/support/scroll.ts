import type { Page } from '@playwright/test';

interface ScrollLog {
  scrollPositions: number[];
}

/** Starts recording every scroll position: a smooth scroll passes through many, a jump through one. */
export async function recordScrollPositions(page: Page) {
  await page.evaluate(() => {
    const log = window as unknown as ScrollLog;
    log.scrollPositions = [];
    window.addEventListener('scroll', () => log.scrollPositions.push(window.scrollY), { passive: true });
  });
}

export function scrollPositions(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as ScrollLog).scrollPositions);
}
