import { existsSync } from 'node:fs';
import sharp from 'sharp';
import type { Page } from 'playwright-core';

/**
 * When a story snapshot fails, CI prints only text: say where the differing pixels are and what
 * the page draws there, so the failure can be understood without the diff image.
 */

interface Region {
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** How many pixels in it differ. */
  pixels: number;
}

/** A channel difference above this (of 255) counts as changed, about pixelmatch's 0.1 threshold. */
const channelTolerance = 25;

async function rgba(image: Buffer | string) {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Side of the square cells that changed pixels are grouped into before neighbours are joined. */
const cellSize = 24;

/**
 * The regions where pixels differ, largest first: changed pixels are counted per cell, and
 * touching cells are joined into one region. A string when the images cannot be compared.
 */
export async function differingRegions(baseline: string, received: Buffer): Promise<Region[] | string> {
  if (!existsSync(baseline)) return 'has no baseline';
  const [before, after] = await Promise.all([rgba(baseline), rgba(received)]);
  const { width, height } = before;
  if (width !== after.width || height !== after.height) {
    return `changed size from ${String(width)}×${String(height)} to ${String(after.width)}×${String(after.height)}`;
  }
  const columns = Math.ceil(width / cellSize);
  const counts = new Map<number, number>();
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 4;
      const changed = [0, 1, 2, 3].some(
        (channel) =>
          Math.abs((before.data[offset + channel] ?? 0) - (after.data[offset + channel] ?? 0)) >
          channelTolerance,
      );
      if (!changed) continue;
      const cell = Math.floor(y / cellSize) * columns + Math.floor(x / cellSize);
      counts.set(cell, (counts.get(cell) ?? 0) + 1);
    }
  }
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

/** The innermost elements whose boxes (in page coordinates) hold the region's centre. */
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

/** Lines for the failure message: the largest regions that changed and what is drawn there now. */
export async function describeDifference(page: Page, baseline: string, received: Buffer): Promise<string> {
  const regions = await differingRegions(baseline, received);
  if (typeof regions === 'string') return `The image ${regions}.`;
  if (regions.length === 0) return 'No pixel differs beyond the colour tolerance (anti-aliasing only).';
  const lines = await Promise.all(
    regions.slice(0, 3).map(async ({ left, top, right, bottom, pixels }) => {
      const elements = await elementsAt(page, Math.round((left + right) / 2), Math.round((top + bottom) / 2));
      return `- ${String(pixels)} px within x ${String(left)}–${String(right)}, y ${String(top)}–${String(bottom)}; drawn there now: ${elements.join(' › ') || 'nothing'}`;
    }),
  );
  const more = regions.length > 3 ? [`- and ${String(regions.length - 3)} smaller regions`] : [];
  return ['Where the image changed (largest regions first):', ...lines, ...more].join('\n');
}
