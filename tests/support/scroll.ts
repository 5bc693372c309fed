import { expect, type Page } from '@playwright/test';

interface ScrollLog {
  scrollPositions: number[];
  scrollEnded: boolean;
}

/** Starts recording every scroll position: a smooth scroll passes through several, a jump through one. */
export async function recordScrollPositions(page: Page) {
  await page.evaluate(() => {
    const log = window as unknown as ScrollLog;
    log.scrollPositions = [];
    log.scrollEnded = false;
    window.addEventListener('scroll', () => log.scrollPositions.push(window.scrollY), { passive: true });
    window.addEventListener('scrollend', () => (log.scrollEnded = true), { passive: true });
  });
}

/**
 * The positions recorded, read once the scroll has ended: read mid-way, the last one is not where the scroll lands,
 * and a page under load paints few frames of it, so only the whole scroll tells smooth from a jump.
 */
export async function scrollPositions(page: Page): Promise<number[]> {
  await expect.poll(() => page.evaluate(() => (window as unknown as ScrollLog).scrollEnded)).toBe(true);
  return page.evaluate(() => (window as unknown as ScrollLog).scrollPositions);
}
