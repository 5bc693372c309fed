import type { Page } from '@playwright/test';

/**
 * Records every Content Security Policy violation on the page (the browser fires
 * `securitypolicyviolation` on the document for blocked scripts, styles, frames and requests).
 */
export async function recordPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __policyViolations: string[] }).__policyViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`);
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __policyViolations?: string[] }).__policyViolations ?? []);
}
