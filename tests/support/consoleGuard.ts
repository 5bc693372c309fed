import type { ConsoleMessage, Page } from '@playwright/test';

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

/**
 * Resolves when React has hydrated the prerendered page and the web fonts have loaded. The home
 * page's sections hydrate at the visitor's first interaction, so this plays one (a scroll event:
 * it moves nothing, focuses nothing, hovers nothing), again until the app's code, which loads
 * after the first paint, has heard it. Like a visitor, it acts only once the page has been drawn:
 * on a busy machine the load event can come before the first paint, and a gesture before it
 * would start the app early.
 */
export async function pageSettled(page: Page) {
  // Asked of a PerformanceObserver: a test's fake clock (page.clock) replaces performance's own lookups.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          resolve();
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  await page.waitForFunction(
    () => {
      window.dispatchEvent(new Event('scroll'));
      return document.documentElement.dataset.hydrated === 'true';
    },
    undefined,
    { polling: 50 },
  );
  // The boot script applies the web fonts one part of the page per frame, then marks the page.
  await page.waitForFunction(() => document.documentElement.dataset.webFonts === 'applied', undefined, {
    polling: 50,
  });
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
