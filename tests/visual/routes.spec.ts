import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import {
  accepts,
  baselineDirs,
  browserMismatch,
  pixelThreshold,
  settleStaleBaselines,
} from '../../scripts/testing/visual.ts';
import { loadAllImages, pageSettled } from '../support/consoleGuard';
import { fixedNow, notFoundRoutes, schemes, siteRoutes, widths } from '../support/site';
import { localeOfPath } from '@/i18n/locales';

/**
 * A full-page snapshot of every route at phone and desktop width, in light and dark, compared by
 * Playwright's `toHaveScreenshot` with the strict options in playwright.config.ts, then at its
 * anti-aliased edges too (`expectEdgesUnchanged`). Each test is named after its snapshot, so
 * `npm run test:update-snapshots -- <name>` accepts exactly it.
 */
const pages = [...siteRoutes.map(({ path, name }) => ({ path, name })), ...notFoundRoutes];

const rgba = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

/**
 * Playwright's comparison skips the pixels it takes for anti-aliasing and has no option to count
 * them, so a 2 px larger radius, which moves only a corner's anti-aliased pixels, passed it
 * (tests/visual/comparator.spec.ts). After it has passed, the page is compared once more counting
 * them, as Vitest does for the story snapshots; a difference is attached like Playwright's own.
 */
async function expectEdgesUnchanged(page: Page, name: string) {
  const baselineFile = `${baselineDirs.route}/${name}.png`;
  const image = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  });
  const [baseline, actual] = await Promise.all([rgba(readFileSync(baselineFile)), rgba(image)]);
  const { width, height } = baseline.info;
  const diff = Buffer.alloc(width * height * 4);
  const options = { threshold: pixelThreshold, includeAA: true };
  const changed = pixelmatch(baseline.data, actual.data, diff, width, height, options);
  if (changed === 0) return;
  if (accepts(name)) {
    writeFileSync(baselineFile, image);
    return;
  }
  const info = test.info();
  const files = {
    expected: baselineFile,
    actual: info.outputPath(`${name}-actual.png`),
    diff: info.outputPath(`${name}-diff.png`),
  };
  writeFileSync(files.actual, image);
  await sharp(diff, { raw: { width, height, channels: 4 } })
    .png()
    .toFile(files.diff);
  for (const [kind, file] of Object.entries(files)) {
    await info.attach(`${name}-${kind}.png`, { path: file, contentType: 'image/png' });
  }
  expect(changed, `${name}: pixels changed at anti-aliased edges (a radius, a hairline)`).toBe(0);
}

const snapshotName = (name: string, device: string, scheme: string) => `${name}-${device}-${scheme}`;

test.beforeAll(() => {
  expect(browserMismatch(), 'the browser that drew the baselines').toBeNull();
});

for (const scheme of schemes) {
  for (const [device, width] of Object.entries(widths)) {
    for (const { path, name } of pages) {
      const snapshot = snapshotName(name, device, scheme);
      // The review page (tests/visual/reviewReporter.ts) reads what the snapshot shows from here.
      const facts = { title: path, scheme, viewport: `${device} (${String(width)} px)` };
      test(
        snapshot,
        { annotation: { type: 'snapshot', description: JSON.stringify(facts) } },
        async ({ browser }) => {
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
          await expect(page).toHaveScreenshot(`${snapshot}.png`, { fullPage: true });
          await expectEdgesUnchanged(page, snapshot);
          await context.close();
        },
      );
    }
  }
}

test('every route baseline has a route behind it', () => {
  const expected = pages.flatMap(({ name }) =>
    Object.keys(widths).flatMap((device) => schemes.map((scheme) => snapshotName(name, device, scheme))),
  );
  expect(settleStaleBaselines('route', expected), 'baselines with no route behind them').toEqual([]);
});
