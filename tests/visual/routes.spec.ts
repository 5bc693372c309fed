import { expect, test } from '@playwright/test';
import { loadAllImages, pageSettled } from '../support/consoleGuard';
import { fixedNow, notFoundRoutes, schemes, siteRoutes, widths } from '../support/site';

/** A full-page snapshot of every route at phone and desktop width, in light and dark. */
const pages = [...siteRoutes.map(({ path, name }) => ({ path, name })), ...notFoundRoutes];

test.use({ reducedMotion: 'reduce' });

for (const scheme of schemes) {
  for (const [device, width] of Object.entries(widths)) {
    test.describe(`${device} ${scheme}`, () => {
      test.use({ colorScheme: scheme, viewport: { width, height: 800 } });

      for (const { path, name } of pages) {
        test(path, async ({ page }) => {
          await page.clock.setFixedTime(fixedNow);
          await page.goto(path);
          await pageSettled(page);
          await loadAllImages(page);
          await expect(page).toHaveScreenshot(`${name}-${device}-${scheme}.png`, { fullPage: true });
        });
      }
    });
  }
}
