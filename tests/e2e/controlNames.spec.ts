import { expect, test, type Page } from '@playwright/test';
import { expectHydrated } from '../support/hydration';

/**
 * A control's accessible name does not change while the app takes the page over: a screen reader
 * that read the page before would otherwise find another control where it left one. Each page's
 * controls (buttons, links, fields) are read from the accessibility tree as the prerendered page
 * has them, with the app's code blocked, and again once the app runs.
 */

const pages = ['/', '/de/', '/privacy', '/de/datenschutz'];
const controlRoles = /^\s*- (button|link|textbox|checkbox|combobox|switch|menuitem|tab)\b.*$/;

async function controls(page: Page): Promise<string[]> {
  const tree = await page.locator('body').ariaSnapshot();
  return tree
    .split('\n')
    .filter((line) => controlRoles.test(line))
    .map((line) => line.trim().replace(/:$/, ''));
}

for (const path of pages) {
  test(`every control on ${path} keeps its name once the app runs`, async ({ browser, baseURL }) => {
    // A browser in the page's language, which offers no other one (that note adds controls).
    const locale = path.startsWith('/de') ? 'de-DE' : 'en-US';
    const beforeContext = await browser.newContext({ baseURL, locale });
    const before = await beforeContext.newPage();
    await before.route(/\/assets\/[^/]+\.js$/, (route) => route.abort('failed'));
    await before.goto(path, { waitUntil: 'load' });
    const prerendered = await controls(before);
    await beforeContext.close();

    const afterContext = await browser.newContext({ baseURL, locale });
    const after = await afterContext.newPage();
    await after.goto(path, { waitUntil: 'load' });
    await expectHydrated(after.getByRole('banner'));
    // The contact form is taken over when it comes near: bring it near, as a visitor would.
    const form = after.locator('#contact form');
    if ((await form.count()) > 0) {
      await form.scrollIntoViewIfNeeded();
      await expectHydrated(form);
    }
    await after.evaluate(() => {
      window.scrollTo(0, 0);
    });
    expect(await controls(after)).toEqual(prerendered);
    await afterContext.close();
  });
}
