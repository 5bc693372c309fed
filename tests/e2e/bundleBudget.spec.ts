import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { blockSchedulingProvider } from '../support/scheduling';

/** The most JavaScript the home page may load before the visitor does anything: 150 KB gzip. */
const budgetBytes = 150_000;

/** Code that waits for the visitor (or for another page): never part of the first load. */
const deferredChunks = [
  /\/HomePage-/,
  /\/ContactForm-/,
  /\/email-/,
  /\/scheduling-/,
  /\/LegalPage-/,
  /\/NotFoundPage-/,
  /\/MobileMenuDrawer-/,
];

/** Same-origin scripts the page loads, with their gzip size (what a static host sends). */
function recordScripts(page: Page) {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url());
    if (url.hostname !== '127.0.0.1') return;
    // A response still arriving when the test ends has no body to read: it is not counted.
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(url.pathname, gzipSync(body).length);
  });
  return scripts;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

for (const [device, viewport] of Object.entries({
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
})) {
  test(`before any interaction the home page loads at most ${kb(budgetBytes)} of JavaScript (${device})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await blockSchedulingProvider(page);
    const scripts = recordScripts(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    // Time for anything that would load on its own (timers, idle callbacks, observers).
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');

    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    const table = [...scripts]
      .sort((a, b) => b[1] - a[1])
      .map(([path, size]) => `  ${kb(size).padStart(9)}  ${path}`);
    console.log(
      `Home page JavaScript before interaction (${device}): ${kb(total)} gzip\n${table.join('\n')}`,
    );

    expect(total).toBeGreaterThan(0);
    expect([...scripts.keys()].filter((path) => deferredChunks.some((chunk) => chunk.test(path)))).toEqual(
      [],
    );
    expect(total, `${kb(total)} of JavaScript before interaction`).toBeLessThanOrEqual(budgetBytes);
  });
}

test('the deferred code arrives at the first interaction and the page hydrates', async ({ page }) => {
  await blockSchedulingProvider(page);
  const scripts = recordScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0);
  // Nothing runs while the visitor only looks, however long: the page stays as light as a static one.
  await page.waitForTimeout(1000);
  expect(await page.locator('html[data-hydrated="true"]').count()).toBe(0);
  expect([...scripts.keys()].filter((path) => deferredChunks.some((chunk) => chunk.test(path)))).toEqual([]);
  // The app's code is fetched after the first paint but not run: its module is not on the page yet.
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  // A click on text (no link, no button) is a first gesture like any other. The page's boot code
  // listens from the start, so a single one is heard whenever it comes.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect.poll(() => [...scripts.keys()].some((path) => path.includes('/HomePage-'))).toBe(true);
  await expect.poll(() => [...scripts.keys()].some((path) => path.includes('/ContactForm-'))).toBe(true);
});
