import { expect, test } from '@playwright/test';
import { pageSettled } from '../support/consoleGuard';
import { unwrittenThemeVariables } from '../support/cssVariables';
import { readThrough } from '../support/scroll';
import { recordPolicyViolations } from '../support/securityPolicy';
import { notFoundRoutes, siteRoutes, widths } from '../support/site';

/**
 * Every page read to its end as a visitor reads it, on a phone and on a desktop, and what must hold
 * all the way:
 * - Private by default: a visitor who opens a page, scrolls it to the end and stays a while at each
 *   section has asked nothing of anyone else, so no request leaves the site's own origin (the
 *   calendar provider is asked only when the visitor chooses to load it, the email provider only on
 *   submit; both have tests of their own). Every request the page makes is recorded, whatever its
 *   kind, including those the test browser cannot resolve. Nor is anything stored in the browser.
 * - The build's Content Security Policy (served with its own headers) is never violated by
 *   anything the page loads on the way.
 * - On a phone, nothing makes the page wider than the screen.
 * - Every CSS variable of the theme that a style reads is written (src/theme/readVariables.ts).
 */
for (const [device, width] of Object.entries(widths)) {
  for (const { path } of [...siteRoutes, ...notFoundRoutes]) {
    test(`${path} on a ${device}, read to its end: nothing asked of another host, nothing stored, no policy violation, no sideways scroll, no unwritten variable`, async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL ?? '').origin;
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).origin !== origin && !request.url().startsWith('data:'))
          elsewhere.push(request.url());
      });
      const violations = await recordPolicyViolations(page);
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await pageSettled(page);
      await readThrough(page);
      expect(elsewhere).toEqual([]);
      // Storage holds only what the visitor chose or wrote.
      const stored = await page.evaluate(() => ({
        local: Object.keys(localStorage),
        session: Object.keys(sessionStorage),
        cookies: document.cookie,
      }));
      expect(stored).toEqual({ local: [], session: [], cookies: '' });
      expect(await violations()).toEqual([]);
      expect(await page.evaluate(unwrittenThemeVariables), 'CSS variables read, never written').toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'how much wider than the window the page is').toBeLessThanOrEqual(0);
    });
  }
}
