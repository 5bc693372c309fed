import { expect, test } from '@playwright/test';
import { sectionAnchors } from '@/content/anchors';
import { pageSettled } from '../support/consoleGuard';
import { siteRoutes, widths } from '../support/site';

/**
 * Private by default: a visitor who opens a page, scrolls it to the end and stays a while at each
 * section has asked nothing of anyone else, so no request leaves the site's own origin (the
 * calendar provider is asked only when the visitor chooses to load it, the email provider only on
 * submit; both have tests of their own). Every request the page makes is recorded, whatever its
 * kind, including those the test browser cannot resolve. Nor is anything stored in the browser
 * on such a visit.
 */
for (const [device, width] of Object.entries(widths)) {
  for (const { path } of siteRoutes) {
    test(`${path} on a ${device} requests nothing from another host and stores nothing while it is read`, async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL ?? '').origin;
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== origin && !request.url().startsWith('data:'))
          elsewhere.push(request.url());
      });
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await pageSettled(page);
      const anchors = await page.evaluate(
        (ids) => ids.filter((id) => document.getElementById(id)),
        sectionAnchors as readonly string[],
      );
      // Each section in view for a moment (what is loaded near the viewport would load now)…
      for (const id of anchors) {
        await page.locator(`#${id}`).scrollIntoViewIfNeeded();
        await page.waitForTimeout(250);
      }
      // …then the rest of the page, to its end.
      await page.evaluate(() => {
        window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
      });
      await page.waitForTimeout(250);
      await page.waitForLoadState('networkidle');
      expect(elsewhere).toEqual([]);
      // And nothing is kept in the browser: storage holds only what the visitor chose or wrote.
      const stored = await page.evaluate(() => ({
        local: Object.keys(localStorage),
        session: Object.keys(sessionStorage),
        cookies: document.cookie,
      }));
      expect(stored).toEqual({ local: [], session: [], cookies: '' });
    });
  }
}
