import { expect, test } from '@playwright/test';
import { content } from '@/content';
import { pageSettled, watchConsole } from '../support/consoleGuard';
import { fillForm, formFields, formReady, interceptEmail, okAnswer, toast } from '../support/contactForm';
import { fakeSchedulingProvider } from '../support/scheduling';
import { recordPolicyViolations } from '../support/securityPolicy';
import { siteRoutes, unknownPath } from '../support/site';

/** The build is served with its own `_headers` (see playwright.config.ts: scripts/serve/cli.ts). */

test('every page is sent with the security headers', async ({ request }) => {
  for (const path of [...siteRoutes.map((route) => route.path), unknownPath]) {
    const headers = (await request.get(path)).headers();
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).toContain("default-src 'self'");
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    if (path !== unknownPath) expect(headers['cache-control'], path).toContain('must-revalidate');
  }
});

test('hashed assets are cached for a year, pages are revalidated', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/assets/')) scripts.push(response.url());
  });
  await page.goto('/');
  await pageSettled(page); // the code and fonts load after the first paint
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) {
    expect((await request.get(url)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

test('the policy blocks what it should: an injected inline script does not run', async ({ page }) => {
  const violations = await recordPolicyViolations(page);
  await page.goto('/');
  await pageSettled(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  });
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  await expect.poll(violations).toEqual([expect.stringContaining('script-src')]);
});

// Every page read to its end without a violation: tests/e2e/reading.spec.ts.

test('the calendar script and the email POST run under the policy', async ({ page }) => {
  const violations = await recordPolicyViolations(page);
  const problems = watchConsole(page);
  await fakeSchedulingProvider(page);
  const bodies = await interceptEmail(page, okAnswer);
  await page.goto('/');
  await pageSettled(page);
  const { scheduling } = content.speaking;
  await page.locator('#speaking').getByRole('button', { name: scheduling.label }).click();
  await page.locator('#speaking').getByRole('button', { name: scheduling.loadHereLabel }).click();
  await expect(page.locator('#speaking .fake-provider-button')).toBeVisible();

  await page.locator('#contact').scrollIntoViewIfNeeded();
  await formReady(page);
  await fillForm(page);
  await formFields(page).submit.click();
  await expect(toast(page, content.contact.form.toasts.success.title)).toBeVisible();
  expect(bodies).toHaveLength(1);
  expect(await violations()).toEqual([]);
  expect(problems).toEqual([]);
});
