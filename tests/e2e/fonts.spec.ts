import { expect, test, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { webFonts } from '@/theme/fonts/webFonts';
import { pageSettled, watchConsole } from '../support/consoleGuard';
import { siteRoutes, widths } from '../support/site';

/** Families with at least one face the page has loaded (FontFace objects report theirs quoted). */
async function loadedFamilies(page: Page) {
  return page.evaluate(() =>
    [
      ...new Set(
        [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replace(/^"|"$/g, '')),
      ),
    ].sort(),
  );
}

for (const route of siteRoutes) {
  test(`${route.path} fetches its fonts and code from the site itself, no font before text needs it`, async ({
    page,
    baseURL,
  }) => {
    const problems = watchConsole(page);
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    const response = await page.goto(route.path);
    await pageSettled(page);

    // No font is preloaded: the browser asks for a font file when text needs it, and draws that
    // text in the metric-matched fallback until the file is in. (The page's modules are, by the router.)
    expect(await response?.text()).not.toMatch(/<link[^>]+rel="preload"/);

    // The page's basic-letter files of both families, each fetched once, all from /assets/.
    expect(fontRequests).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${baseURL ?? ''}/assets/inter-normal-latin-[\\w-]+\\.woff2$`)),
        expect.stringMatching(new RegExp(`^${baseURL ?? ''}/assets/fraunces-normal-latin-[\\w-]+\\.woff2$`)),
      ]),
    );
    expect(new Set(fontRequests).size).toBe(fontRequests.length);
    for (const url of fontRequests) expect(url.startsWith(`${baseURL ?? ''}/assets/`)).toBe(true);
    expect(await loadedFamilies(page)).toEqual(
      expect.arrayContaining([webFonts.body.family, webFonts.display.family]),
    );
    expect(problems).toEqual([]);
  });
}

test('the exhibition title is set in Fraunces own italic, whose file only the home page fetches', async ({
  page,
}) => {
  const italicRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/fraunces-italic-[\w-]+\.woff2$/.test(request.url())) italicRequests.push(request.url());
  });
  await page.goto('/terms');
  await pageSettled(page);
  expect(italicRequests).toEqual([]);

  await page.goto('/');
  await pageSettled(page);
  await expect.poll(() => italicRequests.length).toBeGreaterThan(0);
  const italic = await page.evaluate(async (family) => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/^"|"$/g, '') === family && face.style === 'italic')
      .map((face) => face.status);
  }, webFonts.display.family);
  expect(italic).toContain('loaded');
});

test('a returning visitor gets the web fonts from the HTTP cache, and nothing is stored to say so', async ({
  page,
}) => {
  await page.goto('/terms');
  await pageSettled(page);
  await page.goto('/privacy');
  await pageSettled(page);
  const fonts = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ url: entry.name, transferred: entry.transferSize })),
  );
  expect(fonts.length).toBeGreaterThan(0);
  for (const { url, transferred } of fonts) expect(transferred, url).toBe(0);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

/**
 * The metric-matched fallbacks take the space of the web fonts, so a page drawn before the fonts
 * arrive (or without them) is as tall as the finished one. The test browser knows only Arimo and
 * Tinos (Arial's and Times New Roman's metric clones, scripts/testing/chromium.ts), so they are the fallbacks.
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

/**
 * The browser that draws the snapshots knows only the fonts the lockfile pins (scripts/testing/chromium.ts):
 * a font installed on this machine must not change a pixel. A family the browser cannot see falls
 * through to the next one in the stack, so text set in it measures exactly as the next one (or as
 * Arimo, for the names Chromium knows Arimo can stand in for).
 */
test('the test browser sees Arimo and Tinos and no font installed on the machine', async ({ page }) => {
  // What this machine has (fc-list, where fontconfig's tools are installed), and common names.
  const listing = spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  const installed = listing.error ? '' : listing.stdout;
  const systemFamilies = [
    ...new Set([
      ...installed.split('\n').flatMap((line) => line.split(',')),
      'DejaVu Sans',
      'DejaVu Serif',
      'Liberation Sans',
      'Liberation Serif',
      'Noto Sans',
      'Ubuntu',
      'Cantarell',
      'FreeSans',
      'Arial',
      'Helvetica',
    ]),
  ]
    .map((family) => family.trim())
    .filter((family) => family && !/^(Arimo|Tinos)\b/.test(family));
  const widths = await page.evaluate(
    ({ families }) => {
      const context = document.createElement('canvas').getContext('2d');
      if (!context) throw new Error('no canvas');
      const sample = 'Zahlungsverkehrsinfrastruktur, Amara Voss — 0123456789';
      const width = (stack: string) => {
        context.font = `32px ${stack}`;
        return context.measureText(sample).width;
      };
      return {
        tinos: width('"Tinos"'),
        arimo: width('"Arimo", "Tinos"'),
        // Drawn in neither pinned font: a font of the machine's. (Arial, Helvetica and Liberation
        // Sans are drawn in Arimo: Chromium takes a metric-compatible font for them.)
        visible: families.filter(
          (family) => ![width('"Tinos"'), width('"Arimo"')].includes(width(`"${family}", "Tinos"`)),
        ),
      };
    },
    { families: systemFamilies },
  );
  expect(widths.arimo, 'Arimo is a font of its own').not.toBe(widths.tinos);
  expect(widths.visible, 'system fonts the test browser can see').toEqual([]);
});
