import { expect, test, type Page } from '@playwright/test';
import { contentByLocale } from '@/content/byLanguage';
import { localeRoot, type Locale } from '@/i18n/locales';
import { pageSettled, watchConsole } from '../support/consoleGuard';
import { schemes } from '../support/site';

/**
 * The offer of the other language stands in the page's flow, above the header: whatever the
 * width, wherever the visitor has scrolled, it covers no heading and no field, and showing it
 * shifts nothing (it is there from the first paint).
 */
const visits = [
  { page: 'en', offered: 'de', browser: 'de-DE' },
  { page: 'de', offered: 'en', browser: 'en-GB' },
] as const satisfies readonly { page: Locale; offered: Locale; browser: string }[];
const widths = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

/**
 * Sums the layout shift from the start of the page (the buffered entries included) that moved
 * something up or down, as CLS counts it (not within half a second of the visitor's own input).
 * A bar that came, went or grew above the page would move everything below it vertically; the
 * font swap's sideways nudge of the header's links (well within the CLS budget) is not the bar's.
 */
async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const watched = window as unknown as { shifted: number };
    watched.shifted = 0;
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const vertical = entry.sources.some(
          ({ previousRect, currentRect }) => previousRect.y !== currentRect.y,
        );
        if (vertical && !entry.hadRecentInput) watched.shifted += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifted: number }).shifted);
}

/** What the bar overlaps in the window: the headings and controls whose boxes meet its box. */
function coveredByOffer(page: Page) {
  return page.evaluate(() => {
    const offer = document.querySelector('aside[lang]');
    if (!offer) throw new Error('no offer on the page');
    const box = offer.getBoundingClientRect();
    const covered: string[] = [];
    const candidates = document.querySelectorAll<HTMLElement>(
      'h1, h2, h3, h4, h5, h6, input:not([type="hidden"]), textarea, select, button, a[href], label, p',
    );
    for (const element of candidates) {
      if (offer.contains(element) || element.closest('[popover]')) continue;
      const { top, bottom, left, right, width, height } = element.getBoundingClientRect();
      if (width === 0 || height === 0 || bottom <= 0 || top >= window.innerHeight) continue;
      const meets = top < box.bottom && bottom > box.top && left < box.right && right > box.left;
      if (meets)
        covered.push(`${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 40)}"`);
    }
    return covered;
  });
}

for (const visit of visits) {
  const copy = contentByLocale[visit.offered].chrome.languageOffer;
  test.describe(`a ${visit.browser} browser on ${localeRoot(visit.page)}`, () => {
    test.use({ locale: visit.browser });
    for (const size of widths) {
      test(`at ${String(size.width)} px the offer covers nothing while scrolling, and nothing shifts`, async ({
        page,
      }) => {
        const problems = watchConsole(page);
        await page.setViewportSize(size);
        await page.emulateMedia({ reducedMotion: 'reduce' });
        const shifted = await watchLayoutShift(page);
        await page.goto(localeRoot(visit.page));
        const offer = page.locator(`aside[lang="${visit.offered}"]`);
        await expect(offer).toBeVisible();
        await expect(offer).toContainText(copy.text);
        await pageSettled(page);
        // React has taken the bar over (it came in place of the prerendered one, unchanged).
        await expect(offer.getByRole('button', { name: copy.dismiss })).toHaveAttribute(
          'data-language-offer-dismiss',
          'app',
        );
        // Above the header, from the top of the page: the header starts where the bar ends.
        const barBox = await offer.boundingBox();
        const headerBox = await page.getByRole('banner').boundingBox();
        expect(barBox?.y).toBe(0);
        expect(headerBox?.y).toBeCloseTo((barBox?.y ?? 0) + (barBox?.height ?? 0), 0);

        // Down the whole page and its contact form, a little less than a window at a time.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += Math.round(size.height * 0.8)) {
          await page.evaluate((top) => {
            window.scrollTo(0, top);
          }, y);
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          expect(await coveredByOffer(page), `scrolled to ${String(y)} px`).toEqual([]);
        }
        await expect(page.getByRole('textbox').first()).toBeAttached();
        expect(await shifted()).toBe(0);
        expect(problems).toEqual([]);
      });
    }

    test('closing it with the keyboard hides it, goes on to the header, and is remembered', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const shifted = await watchLayoutShift(page);
      await page.goto(localeRoot(visit.page));
      await pageSettled(page);
      const offer = page.locator(`aside[lang="${visit.offered}"]`);
      await page.keyboard.press('Tab'); // the skip link
      await page.keyboard.press('Tab');
      await expect(offer.getByRole('link', { name: copy.action })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(offer.getByRole('button', { name: copy.dismiss })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(offer).toBeHidden();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('banner').getByRole('link').first()).toBeFocused();
      // The page moved up because the visitor asked it to: not a layout shift.
      expect(await shifted()).toBe(0);
      await page.reload();
      await pageSettled(page);
      // Long enough for the offer to have come back, were closing it forgotten.
      await page.waitForTimeout(500);
      await expect(offer).toBeHidden();
    });
  });
}

test.describe("with the app's code blocked", () => {
  test.use({ locale: 'de-DE' });
  for (const scheme of schemes) {
    test(`the offer shows from the prerendered page, links and closes (${scheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort('failed'));
      await page.goto('/', { waitUntil: 'load' });
      const offer = page.locator('aside[lang="de"]');
      const copy = contentByLocale.de.chrome.languageOffer;
      await expect(offer).toBeVisible();
      await expect(offer.getByRole('link', { name: copy.action })).toHaveAttribute('href', '/de/');
      await offer.getByRole('button', { name: copy.dismiss }).click();
      await expect(offer).toBeHidden();
      await page.reload({ waitUntil: 'load' });
      await expect(offer).toBeHidden();
    });
  }
});
