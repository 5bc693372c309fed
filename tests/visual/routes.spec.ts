import { expect, test } from '@playwright/test';
import { browserMismatch, settleStaleBaselines } from '../../scripts/visual.mjs';
import { loadAllImages, pageSettled } from '../support/consoleGuard';
import { fixedNow, notFoundRoutes, schemes, siteRoutes, widths } from '../support/site';
import { checkSnapshot } from './snapshot';
import { localeOfPath } from '@/i18n/locales';

/** A full-page snapshot of every route at phone and desktop width, in light and dark. */
const pages = [...siteRoutes.map(({ path, name }) => ({ path, name })), ...notFoundRoutes];

const snapshotName = (name: string, device: string, scheme: string) => `${name}-${device}-${scheme}`;

test.beforeAll(() => {
  expect(browserMismatch(), 'the browser that drew the baselines').toBeNull();
});

for (const scheme of schemes) {
  for (const [device, width] of Object.entries(widths)) {
    test.describe(`${device} ${scheme}`, () => {
      for (const { path, name } of pages) {
        test(path, async ({ browser }) => {
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
          const failure = await checkSnapshot(page, {
            kind: 'route',
            name: snapshotName(name, device, scheme),
            title: path,
            scheme,
            viewport: `${device} (${width} px)`,
          });
          await context.close();
          expect(failure).toBeNull();
        });
      }
    });
  }
}

test('every route baseline has a route behind it', () => {
  const expected = pages.flatMap(({ name }) =>
    Object.keys(widths).flatMap((device) => schemes.map((scheme) => snapshotName(name, device, scheme))),
  );
  expect(settleStaleBaselines('route', expected), 'baselines with no route behind them').toEqual([]);
});
