import axe, { type AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { axeRunOptions } from './axe';

/** The page's window once axe is in it. */
type WithAxe = Window & { axe?: typeof axe };

/**
 * Checks the page against the project's WCAG tags with axe, run in the page itself and injected
 * once per document. (`@axe-core/playwright` finishes every run in a new blank page, which takes
 * ten times as long as the check: in a suite of hundreds of checks, minutes.) `disabledRules` are
 * left out.
 */
export async function runAxe(page: Page, disabledRules: string[] = []): Promise<AxeResults> {
  const present = await page.evaluate((version) => (window as WithAxe).axe?.version === version, axe.version);
  // Evaluated, not added as a script element: the site's Content Security Policy would refuse that.
  if (!present) await page.evaluate(axe.source);
  const options = {
    ...axeRunOptions,
    rules: Object.fromEntries(disabledRules.map((id) => [id, { enabled: false }])),
  };
  return page.evaluate((runOptions) => {
    const injected = (window as WithAxe).axe;
    if (!injected) throw new Error('axe did not load into the page.');
    return injected.run(document, runOptions);
  }, options);
}
