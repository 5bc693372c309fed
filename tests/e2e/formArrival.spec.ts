import { expect, test, type Page } from '@playwright/test';
import { pagePaths } from '@/i18n/locales';
import { pageSettled } from '../support/consoleGuard';
import { holdFormCode } from '../support/contactForm';
import { siteLanguages } from '../support/language';
import { widths } from '../support/site';

/**
 * After a move inside the site, the contact form's code arrives after the page: a placeholder holds
 * its place meanwhile. When the form replaces it nothing moves, in either language and at either
 * width: its fields, the line under each and the Send button are where and as large as the
 * placeholder drew them, and the page records no layout shift.
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of the frame, each field's column and the button, placeholder or form alike. */
function controlBoxes(page: Page, frame: string) {
  return page.locator(frame).evaluate((root) => {
    const box = (element: Element): Box => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const columns = [...root.children].find((child) => getComputedStyle(child).flexWrap === 'wrap');
    const button = root.querySelector('button');
    return {
      frame: box(root),
      columns: [...(columns?.children ?? [])].map(box),
      button: button ? box(button) : undefined,
    };
  });
}

for (const language of siteLanguages)
  for (const [device, width] of Object.entries(widths))
    test(`the contact form arrives without moving the page (${language.name}, ${device})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const release = await holdFormCode(page);
      await page.goto(pagePaths[language.locale].imprint);
      await pageSettled(page);
      // The header's name leads home inside the app (the imprint's own links are plain ones).
      await page.getByRole('banner').getByRole('link').first().click();
      const placeholder = page.locator('[aria-busy="true"]');
      await expect(placeholder).toBeVisible();
      await placeholder.scrollIntoViewIfNeeded();
      // Shifts within half a second of a press do not count as layout shift: only later ones are
      // the form's, so the observer starts after that.
      await page.waitForTimeout(600);
      const before = await controlBoxes(page, '[aria-busy="true"]');
      await page.evaluate(() => {
        const watched = window as unknown as { shifted: number };
        watched.shifted = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            watched.shifted += entry.value;
        }).observe({ type: 'layout-shift' });
      });
      release();
      await expect(page.getByRole('form')).toBeVisible();
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await controlBoxes(page, 'form')).toEqual(before);
      expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBe(0);
    });
