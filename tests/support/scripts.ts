import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { pageSettled } from './consoleGuard';

/**
 * A ceiling on a page's JavaScript until the visitor acts (gzip), against an unnoticed dependency
 * or a chunk that lost its laziness. What the visitor feels is the main thread's work, which
 * `npm run perf` and the start-up tests measure; the start-up test prints the bytes. The German
 * pages carry their copy on top of the English pages' code, so they stand nearest to it.
 */
export const scriptBudgetBytes = 212_000;

/** Same-origin scripts the page loads, by path, with their gzip size (what a static host sends). */
export function recordScripts(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url());
    if (url.hostname !== '127.0.0.1') return;
    // A response still arriving when the test ends has no body to read: it is not counted.
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(url.pathname, gzipSync(body).length);
  });
  return scripts;
}

export const totalBytes = (scripts: Map<string, number>) =>
  [...scripts.values()].reduce((sum, size) => sum + size, 0);

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * Opens `path` and records the same-origin scripts it loads until the visitor acts: through the
 * app's start, and a second more for anything that loads on its own (timers, idle callbacks).
 */
export async function scriptsUntilInteraction(page: Page, path: string) {
  const scripts = recordScripts(page);
  await page.goto(path, { waitUntil: 'load' });
  await pageSettled(page);
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  return scripts;
}
