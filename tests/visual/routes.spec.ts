import { expect, test } from '@playwright/test';
import { browserMismatch, settleStaleBaselines } from '../../scripts/testing/visual.ts';
import { loadAllImages, pageSettled } from '../support/consoleGuard';
import { fixedNow, notFoundRoutes, schemes, siteRoutes, widths } from '../support/site';
import { localeOfPath } from '@/i18n/locales';

/**
 * A full-page snapshot of every route at phone and desktop width, in light and dark, compared by
 * Playwright's `toHaveScreenshot` with the strict options in playwright.config.ts. Each test is
 * named after its snapshot, so `npm run test:update-snapshots -- <name>` accepts exactly it.
 */
const pages = [...siteRoutes.map(({ path, name }) => ({ path, name })), ...notFoundRoutes];

const snapshotName = (name: string, device: string, scheme: string) => `${name}-${device}-${scheme}`;

test.beforeAll(() => {
  expect(browserMismatch(), 'the browser that drew the baselines').toBeNull();
});

for (const scheme of schemes) {
  for (const [device, width] of Object.entries(widths)) {
    for (const { path, name } of pages) {
      const snapshot = snapshotName(name, device, scheme);
      // The review page (tests/visual/reviewReporter.ts) reads what the snapshot shows from here.
      const facts = { title: path, scheme, viewport: `${device} (${String(width)} px)` };
      test(
        snapshot,
        { annotation: { type: 'snapshot', description: JSON.stringify(facts) } },
        async ({ browser }) => {
          // A visitor whose browser prefers the page's language: nothing offers the other one.
          const context = await browser.newContext({
            colorScheme: scheme,
            viewport: { width, height: 800 },
            reducedMotion: 'reduce',
            locale: localeOfPath(path) === 'de' ? 'de-DE' : 'en-GB',
          });
          const page = await context.newPage();
          await page.clock.setFixedTime(fixedNow);
          await page.goto(path);
          await pageSettled(page);
          await loadAllImages(page);
          // The home page at desktop width is some 7,000 px tall: drawn twice until two pictures
          // agree, then compared, it outgrew the default 5 s beside other work on a slow machine.
          await expect(page).toHaveScreenshot(`${snapshot}.png`, { fullPage: true, timeout: 15_000 });
          await context.close();
        },
      );
    }
  }
}

test('every route baseline has a route behind it', () => {
  const expected = pages.flatMap(({ name }) =>
    Object.keys(widths).flatMap((device) => schemes.map((scheme) => snapshotName(name, device, scheme))),
  );
  expect(settleStaleBaselines('route', expected), 'baselines with no route behind them').toEqual([]);
});
