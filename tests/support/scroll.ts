import { expect, type Page } from '@playwright/test';
import { sectionAnchors } from '@/content/anchors';

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

/**
 * Reads the page as a visitor would: each section in view for a moment (what loads near the
 * viewport loads then), then the rest of the page to its end, and waits until the network is quiet.
 * Playwright scrolls, a step at a time, so a page that stops answering fails at the step it reached.
 */
export async function readThrough(page: Page) {
  const anchors = await page.evaluate(
    (ids) => ids.filter((id) => document.getElementById(id)),
    sectionAnchors as readonly string[],
  );
  for (const id of anchors) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await page.waitForTimeout(250);
  }
  await page.evaluate(() => {
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
  });
  await page.waitForTimeout(250);
  await page.waitForLoadState('networkidle');
}
