import { expect, test } from '@playwright/test';
import { pageSettled } from '../support/consoleGuard';
import { readThrough } from '../support/scroll';
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
      await readThrough(page);
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
