import { expect, type Locator } from '@playwright/test';

/*
 * The site marks nothing for tests to see when React has taken over an element: React keeps a
 * reference to its component tree on every element it owns, a property named `__reactFiber$…`,
 * which the element gets when React hydrates or draws it. Prerendered markup React has not taken
 * over yet has none.
 */

/** Run in the page: whether React has taken over the page's content (the main landmark and what the page draws in it). */
export function pageHydrated(): boolean {
  const owned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  const page = Array.from(document.querySelectorAll('main, main > *'));
  return page.length > 0 && page.every(owned);
}

/** Whether React has taken over this element. */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')));
}

/** Waits until React has taken over this element. */
export async function expectHydrated(element: Locator) {
  await expect.poll(() => isHydrated(element)).toBe(true);
}
