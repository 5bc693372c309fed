import { expect, test } from '@playwright/test';
import { pageSettled } from '../support/consoleGuard';
import { notFoundRoutes, siteRoutes } from '../support/site';

/**
 * Static parts (src/components/StaticPart.tsx) are left as prerendered when the app takes over:
 * only what a visitor operates is hydrated. That holds only if nothing inside one needs React.
 */

/** Anything a visitor operates that would need the app: links are native, and allowed. */
const controls = 'button, input, select, textarea, form, [role="button"], [contenteditable], [onclick]';

for (const { path } of [...siteRoutes, ...notFoundRoutes]) {
  test(`${path}: no static part holds a control`, async ({ page }) => {
    await page.goto(path);
    const found = await page.evaluate(
      (selector) =>
        Array.from(document.querySelectorAll(`[data-static-part] :is(${selector})`), (element) =>
          element.outerHTML.slice(0, 120),
        ),
      controls,
    );
    expect(found).toEqual([]);
  });
}

test('the app takes over the page without rendering its static parts again', async ({ page }) => {
  await page.goto('/');
  // Every element inside the static parts, tagged before the app runs.
  const before = await page.evaluate(() => {
    const parts = Array.from(document.querySelectorAll('[data-static-part]'));
    for (const part of parts)
      for (const element of part.querySelectorAll('*')) Object.assign(element, { prerendered: true });
    return parts.map((part) => part.innerHTML);
  });
  expect(before.length).toBeGreaterThan(3);
  for (const html of before) expect(html).not.toBe('');

  await pageSettled(page);
  const after = await page.evaluate(() => {
    const parts = Array.from(document.querySelectorAll('[data-static-part]'));
    const replaced = parts.flatMap((part) =>
      Array.from(part.querySelectorAll('*')).filter((element) => !('prerendered' in element)),
    );
    return { html: parts.map((part) => part.innerHTML), replaced: replaced.length };
  });
  // The same elements, with the same markup: React did not touch them.
  expect(after.replaced).toBe(0);
  expect(after.html).toEqual(before);
});
