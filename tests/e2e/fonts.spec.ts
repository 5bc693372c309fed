import { expect, test, type Page } from '@playwright/test';
import { webFonts } from '../../src/theme/fonts/webFonts';
import { pageSettled, watchConsole } from '../support/consoleGuard';
import { siteRoutes, widths } from '../support/site';

/** Families with at least one face the page has loaded. */
async function loadedFamilies(page: Page) {
  return page.evaluate(() =>
    [
      ...new Set([...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family)),
    ].sort(),
  );
}

for (const route of siteRoutes) {
  test(`${route.path} preloads its fonts from the site itself and renders in them`, async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    await page.goto(route.path);
    await pageSettled(page);

    const preloads = page.locator('head link[rel="preload"][as="font"]');
    await expect(preloads).toHaveCount(2);
    const hrefs = await preloads.evaluateAll((links) =>
      links.map((link) => ({
        href: (link as HTMLLinkElement).href,
        type: link.getAttribute('type'),
        crossOrigin: link.getAttribute('crossorigin'),
      })),
    );
    for (const { href, type, crossOrigin } of hrefs) {
      expect(href).toMatch(
        new RegExp(`^${baseURL ?? ''}/assets/(inter|fraunces)-normal-latin-[\\w-]+\\.woff2$`),
      );
      expect(type).toBe('font/woff2');
      // Without it the preload would not be reused by the CSS font request (fetched twice).
      expect(crossOrigin).toBe('');
    }
    // Each preload is fetched once: the font request reuses it (a mismatched preload is fetched
    // twice). No font comes from anywhere else.
    for (const { href } of hrefs) expect(fontRequests.filter((url) => url === href)).toHaveLength(1);
    for (const url of fontRequests) expect(url.startsWith(`${baseURL ?? ''}/assets/`)).toBe(true);
    expect(await loadedFamilies(page)).toEqual(
      expect.arrayContaining([webFonts.body.family, webFonts.display.family]),
    );
    expect(problems).toEqual([]);
  });
}

/**
 * The metric-matched fallbacks take the space of the web fonts, so a page drawn before the fonts
 * arrive (or without them) is as tall as the finished one. On this Chromium the fallbacks are
 * Liberation Sans and Liberation Serif (Arial and Times New Roman metrics).
 */
for (const [device, width] of Object.entries(widths)) {
  test(`on ${device}, the home page is as tall in the fallback fonts as in the web fonts`, async ({
    browser,
  }) => {
    const heights: number[] = [];
    for (const block of [false, true]) {
      const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      if (block) await page.route('**/*.woff2', (route) => route.abort());
      await page.goto('/');
      await pageSettled(page);
      const families = await loadedFamilies(page);
      if (block) expect(families.some((family) => family.startsWith(webFonts.display.family))).toBe(false);
      if (block) expect(families).toEqual(expect.arrayContaining(['Inter Fallback']));
      heights.push(await page.evaluate(() => document.documentElement.scrollHeight));
      await context.close();
    }
    const [withFonts = 0, withFallbacks = 0] = heights;
    expect(Math.abs(withFallbacks - withFonts) / withFonts).toBeLessThan(0.005);
  });
}
