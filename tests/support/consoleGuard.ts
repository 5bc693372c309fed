import type { ConsoleMessage, Page } from '@playwright/test';
import { pageHydrated } from './hydration';

/**
 * Collects console errors and warnings (hydration mismatches are reported as errors) and uncaught
 * exceptions, so a test can assert that a page is clean. `allow` lists messages a page is meant
 * to log (the 404 page logs the unknown path).
 */
export function watchConsole(page: Page, allow: RegExp[] = []) {
  const problems: string[] = [];
  const onMessage = (message: ConsoleMessage) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (allow.some((pattern) => pattern.test(text))) return;
    problems.push(`console.${message.type()}: ${text}`);
  };
  page.on('console', onMessage);
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Resolves when the app, which starts after the first paint, has hydrated the prerendered page and the web fonts have loaded. */
export async function pageSettled(page: Page) {
  await page.waitForFunction(pageHydrated, undefined, { polling: 50 });
  // Links to other pages are the app's from here on (before, the browser follows them: pageBoot.js).
  await page.locator('html[data-app-links]').waitFor({ state: 'attached' });
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Loads lazy images too: a full-page screenshot does not scroll, so they would stay blank. */
export async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    document.querySelectorAll('img[loading="lazy"]').forEach((image) => {
      (image as HTMLImageElement).loading = 'eager';
    });
    await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
  });
}
