import type { Page } from '@playwright/test';

/** Marks the document shown: a full page load wipes the mark, a navigation inside the app keeps it. */
export async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { documentMark: true }));
}

/** Whether the page still shows the document `markDocument` marked: no full page load since. */
export const sameDocument = (page: Page) => page.evaluate(() => 'documentMark' in window);
