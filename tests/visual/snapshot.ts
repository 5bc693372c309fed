import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { visualTolerance } from '../../scripts/chromium.mjs';
import {
  accepts,
  baselineDirs,
  reviewPage,
  writeRecord,
  type Region,
  type SnapshotRecord,
} from '../../scripts/visual.mjs';

/**
 * The visual comparison shared by the story and the route snapshots: a stable full-page capture,
 * compared pixel for pixel with the committed baseline (`visualTolerance`); a difference is
 * recorded for the review page, or written as the new baseline when the run accepts it.
 */

export interface Comparison {
  width: number;
  height: number;
  changedPixels: number;
  sizeChanged: boolean;
  /** Where pixels changed, largest first. */
  regions: Region[];
}

async function rgba(image: Buffer) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Side of the square cells that changed pixels are grouped into before neighbours are joined. */
const cellSize = 24;

/** Changed cells joined with their touching neighbours into regions, largest first. */
function joinCells(counts: Map<number, number>, columns: number, width: number, height: number) {
  const regions: Region[] = [];
  const seen = new Set<number>();
  for (const start of counts.keys()) {
    if (seen.has(start)) continue;
    seen.add(start);
    const region: Region = { left: Infinity, top: Infinity, right: 0, bottom: 0, pixels: 0 };
    const queue = [start];
    for (let cell = queue.pop(); cell !== undefined; cell = queue.pop()) {
      const column = cell % columns;
      const row = Math.floor(cell / columns);
      region.left = Math.min(region.left, column * cellSize);
      region.top = Math.min(region.top, row * cellSize);
      region.right = Math.max(region.right, Math.min(width, (column + 1) * cellSize) - 1);
      region.bottom = Math.max(region.bottom, Math.min(height, (row + 1) * cellSize) - 1);
      region.pixels += counts.get(cell) ?? 0;
      const neighbours = [cell - columns, cell + columns];
      if (column > 0) neighbours.push(cell - 1);
      if (column < columns - 1) neighbours.push(cell + 1);
      for (const neighbour of neighbours) {
        if (counts.has(neighbour) && !seen.has(neighbour)) {
          seen.add(neighbour);
          queue.push(neighbour);
        }
      }
    }
    regions.push(region);
  }
  return regions.sort((a, b) => b.pixels - a.pixels);
}

/**
 * Compares two PNG images with the project's tolerance. Images of different sizes are compared on
 * the larger canvas. `diff` makes an image of the baseline, faded, with every changed pixel in
 * magenta; it is drawn only when asked for, since most comparisons find nothing to show.
 */
export async function compareImages(baselinePng: Buffer, actualPng: Buffer) {
  const [before, after] = await Promise.all([rgba(baselinePng), rgba(actualPng)]);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const sizeChanged = before.width !== after.width || before.height !== after.height;
  if (!sizeChanged && before.data.equals(after.data)) {
    const same: Comparison = { width, height, changedPixels: 0, sizeChanged, regions: [] };
    return { comparison: same, diff: () => Promise.resolve(Buffer.alloc(0)) };
  }
  // One word per pixel: most pixels are equal, and one comparison of a word tells.
  const words = ({ data }: { data: Buffer }) =>
    data.byteOffset % 4 === 0
      ? new Uint32Array(data.buffer, data.byteOffset, data.byteLength / 4)
      : new Uint32Array(Uint8Array.from(data).buffer);
  const [beforeWords, afterWords] = [words(before), words(after)];
  const changedAt = new Uint8Array(width * height);
  const columns = Math.ceil(width / cellSize);
  const counts = new Map<number, number>();
  let changedPixels = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const inBoth = x < before.width && y < before.height && x < after.width && y < after.height;
      const a = y * before.width + x;
      const b = y * after.width + x;
      // A pixel only one image covers (or neither: sizes changed both ways) counts as changed.
      let changed = !inBoth;
      if (inBoth && beforeWords[a] !== afterWords[b]) {
        for (let channel = 0; channel < 4 && !changed; channel += 1) {
          const delta = Math.abs((before.data[a * 4 + channel] ?? 0) - (after.data[b * 4 + channel] ?? 0));
          changed = delta > visualTolerance.channelDelta;
        }
      }
      if (!changed) continue;
      changedPixels += 1;
      changedAt[y * width + x] = 1;
      const cell = Math.floor(y / cellSize) * columns + Math.floor(x / cellSize);
      counts.set(cell, (counts.get(cell) ?? 0) + 1);
    }
  }
  const comparison: Comparison = {
    width,
    height,
    changedPixels,
    sizeChanged,
    regions: joinCells(counts, columns, width, height),
  };
  return { comparison, diff: () => drawDiff(before, changedAt, width, height) };
}

/** The baseline faded to a quarter of its contrast, with the changed pixels in magenta. */
function drawDiff(
  before: { data: Buffer; width: number; height: number },
  changedAt: Uint8Array,
  width: number,
  height: number,
) {
  const diff = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const out = (y * width + x) * 4;
      if (changedAt[y * width + x]) {
        diff[out] = 255;
        diff[out + 2] = 128;
      } else {
        const a = (y * before.width + x) * 4;
        const luminance =
          0.299 * (before.data[a] ?? 0) +
          0.587 * (before.data[a + 1] ?? 0) +
          0.114 * (before.data[a + 2] ?? 0);
        const faded = 255 - Math.round((255 - luminance) * 0.25);
        diff[out] = faded;
        diff[out + 1] = faded;
        diff[out + 2] = faded;
      }
      diff[out + 3] = 255;
    }
  }
  return sharp(diff, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

export const differs = (comparison: Comparison) =>
  comparison.sizeChanged || comparison.changedPixels > visualTolerance.changedPixels;

/**
 * A full-page screenshot. Under load the software compositor now and then fails to produce a frame
 * ("Unable to capture screenshot"); that says nothing about the page, so the capture is tried again.
 */
export async function capture(page: Page, attempts = 3): Promise<Buffer> {
  try {
    return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide', scale: 'css' });
  } catch (error) {
    if (attempts <= 1 || !String(error).includes('Unable to capture screenshot')) throw error;
    await page.waitForTimeout(250);
    return capture(page, attempts - 1);
  }
}

/**
 * Captures until two captures in a row are identical, as Playwright's own toHaveScreenshot does:
 * a page still settling (a late layout, a transition started by JavaScript) never becomes the
 * image that is compared.
 */
async function stableCapture(page: Page, first: Buffer) {
  let previous = first;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.waitForTimeout(100);
    const next = await capture(page);
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error('The page kept changing: ten captures 100 ms apart all differed.');
}

/** The innermost elements whose boxes (in page coordinates) hold a point, outermost first. */
async function elementsAt(page: Page, x: number, y: number): Promise<string[]> {
  return page.evaluate(
    ({ x, y }) => {
      const hits = Array.from(document.body.querySelectorAll('*')).filter((element) => {
        const rect = element.getBoundingClientRect();
        const left = rect.left + window.scrollX;
        const top = rect.top + window.scrollY;
        return rect.width > 0 && x >= left && x <= left + rect.width && y >= top && y <= top + rect.height;
      });
      return hits.slice(-3).map((element) => {
        const label = element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 60);
        const className = (element.getAttribute('class') ?? '')
          .split(' ')
          .find((name) => name.startsWith('Mui'));
        return `<${element.tagName.toLowerCase()}${className ? ` .${className}` : ''}> "${label}"`;
      });
    },
    { x, y },
  );
}

/** CI shows only text: where the largest regions are and what the page draws there now. */
async function describeRegions(page: Page, regions: Region[]) {
  const lines = await Promise.all(
    regions.slice(0, 3).map(async ({ left, top, right, bottom, pixels }) => {
      const elements = await elementsAt(page, Math.round((left + right) / 2), Math.round((top + bottom) / 2));
      return `  - ${pixels} px within x ${left}–${right}, y ${top}–${bottom}; drawn there now: ${elements.join(' › ') || 'nothing'}`;
    }),
  );
  const more = regions.length > 3 ? [`  - and ${regions.length - 3} smaller regions`] : [];
  return [...lines, ...more].join('\n');
}

/** How many of the largest changed regions the review page shows close up. */
export const closeUpCount = 3;

/**
 * The largest regions cut out of the baseline, the new image and the diff, with a margin around
 * them: on a page thousands of pixels tall, where the change is, at a glance.
 */
async function closeUps(regions: Region[], baseline: Buffer, actual: Buffer, diff: Buffer) {
  const margin = 48;
  const images: Record<string, Buffer> = {};
  for (const [index, region] of regions.slice(0, closeUpCount).entries()) {
    for (const [label, png] of Object.entries({ baseline, actual, diff })) {
      const { width, height } = await sharp(png).metadata();
      const left = Math.max(0, region.left - margin);
      const top = Math.max(0, region.top - margin);
      const right = Math.min(width, region.right + 1 + margin);
      const bottom = Math.min(height, region.bottom + 1 + margin);
      if (right <= left || bottom <= top) continue;
      images[`closeup${index}-${label}`] = await sharp(png)
        .extract({ left, top, width: right - left, height: bottom - top })
        .png()
        .toBuffer();
    }
  }
  return images;
}

export type Snapshot = Pick<SnapshotRecord, 'kind' | 'name' | 'title' | 'scheme' | 'viewport'>;

/**
 * Compares the page's stable capture with the snapshot's baseline. Returns null when they match
 * (or the run accepts the new image, which then becomes the baseline), otherwise a failure message;
 * the failure is recorded for the review page.
 */
export async function checkSnapshot(page: Page, snapshot: Snapshot): Promise<string | null> {
  const baseline = path.join(baselineDirs[snapshot.kind], `${snapshot.name}.png`);
  // The common case, cheaply: a capture that is the baseline byte for byte (the same pinned browser
  // encodes the same pixels to the same file) is a page already at rest in the expected state.
  const first = await capture(page);
  if (existsSync(baseline) && first.equals(readFileSync(baseline))) return null;
  const image = await stableCapture(page, first);
  const label = `${snapshot.name} (${snapshot.title}, ${snapshot.viewport}, ${snapshot.scheme})`;
  const accept = () => {
    mkdirSync(path.dirname(baseline), { recursive: true });
    writeFileSync(baseline, image);
    console.log(`Accepted ${baseline}`);
    return null;
  };
  if (!existsSync(baseline)) {
    if (accepts(snapshot.name)) return accept();
    writeRecord({ ...snapshot, status: 'new', baseline: null }, { actual: image });
    return `${label} has no baseline yet. Review it in ${reviewPage}.`;
  }
  const { comparison, diff } = await compareImages(readFileSync(baseline), image);
  if (!differs(comparison)) return null;
  if (accepts(snapshot.name)) return accept();
  const diffImage = await diff();
  writeRecord(
    {
      ...snapshot,
      status: 'changed',
      baseline,
      changedPixels: comparison.changedPixels,
      regions: comparison.regions,
    },
    {
      actual: image,
      diff: diffImage,
      ...(await closeUps(comparison.regions, readFileSync(baseline), image, diffImage)),
    },
  );
  const where = await describeRegions(page, comparison.regions);
  return `${label} changed: ${comparison.changedPixels} pixels in ${comparison.regions.length} regions${comparison.sizeChanged ? ', and its size' : ''}. Review it in ${reviewPage}.\n${where}`;
}
