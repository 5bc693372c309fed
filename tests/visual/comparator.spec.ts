import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { amber, green, indigo, ink, red, terracotta } from '../../src/theme/themePrimitives';
import { compareImages, differs } from './snapshot';

/**
 * The visual comparison's settings (`visualTolerance`) are strict enough to catch the smallest
 * change a designer would reject, and renders are identical run to run so that it can be. Fails
 * when the tolerance is loosened so far that one of these changes would pass unnoticed.
 */

test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

async function render(page: Page, body: string) {
  await page.setContent(
    `<style>body{margin:0;padding:16px;font:16px/1.5 "Liberation Sans",sans-serif}</style>${body}`,
  );
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}

async function changed(before: Buffer, after: Buffer) {
  return differs((await compareImages(before, after)).comparison);
}

/** The colour as it shows on the page: a word of text, a hairline and a small filled box. */
const rowHeight = 40;
const swatch = (colour: string, background: string) =>
  `<div style="background:${background};height:${rowHeight}px;box-sizing:border-box;padding:0 8px;display:flex;gap:12px;align-items:center">
    <span style="color:${colour}">Amara Voss</span>
    <span style="width:80px;border-top:1px solid ${colour}"></span>
    <span style="width:32px;height:16px;background:${colour};border-radius:6px"></span>
  </div>`;

const scales = { ink, indigo, terracotta, green, red, amber };

test('a colour token moved one step on its scale changes the snapshot, on light and dark', async ({
  page,
}) => {
  const pairs: { name: string; before: string; after: string }[] = Object.entries(scales).flatMap(
    ([scale, steps]) => {
      const colours = Object.entries(steps);
      return colours.slice(1).map(([step, colour], index) => {
        const [previousStep = '', previous = ''] = colours[index] ?? [];
        return { name: `${scale}[${previousStep}] → ${scale}[${step}]`, before: previous, after: colour };
      });
    },
  );
  // Smaller than any step: one channel, 8 levels (a per-pixel threshold of 0.1 forgave it).
  pairs.push({ name: '#4049CC → #4849CC', before: '#4049CC', after: '#4849CC' });
  const missed: string[] = [];
  for (const background of ['#FFFFFF', ink[950]]) {
    // One row per pair, each compared on its own: a change one row shows cannot hide another's.
    const rows = (side: 'before' | 'after') => pairs.map((pair) => swatch(pair[side], background)).join('');
    const [before, after] = [await render(page, rows('before')), await render(page, rows('after'))];
    for (const [index, { name }] of pairs.entries()) {
      const row = (image: Buffer) =>
        sharp(image)
          .extract({ left: 0, top: 16 + index * rowHeight, width: 1280, height: rowHeight })
          .png()
          .toBuffer();
      if (!(await changed(await row(before), await row(after)))) missed.push(`${name} on ${background}`);
    }
  }
  expect(missed, 'colour changes the comparison does not see').toEqual([]);
});

test('a 2 px radius and one changed word on a long page change the snapshot', async ({ page }) => {
  const card = (radius: number, word: string) =>
    `<div style="margin:24px;padding:24px;border-radius:${radius}px;background:${ink[900]};color:${ink[50]}">
      A studio for ${word} products, shipped with care.</div>`;
  // A page as tall as the home page, so that a share-of-pixels allowance would forgive one word.
  const page8000 = (radius: number, word: string) =>
    `${card(12, 'humane')}<div style="height:8000px"></div>${card(radius, word)}`;
  const base = await render(page, page8000(12, 'humane'));
  expect(await changed(base, await render(page, page8000(14, 'humane'))), '2 px larger radius').toBe(true);
  expect(await changed(base, await render(page, page8000(12, 'humble'))), 'one word').toBe(true);
});

test('an unchanged page renders to the same pixels twice', async ({ page }) => {
  const body = swatch(indigo[600], '#FFFFFF') + swatch(ink[800], ink[950]);
  expect(await changed(await render(page, body), await render(page, body))).toBe(false);
});
