import { expect, test } from '@playwright/test';
import { content } from '@/content';
import { pageSettled } from '../support/consoleGuard';

test('footer legal links navigate client-side, and a new page opens at its top', async ({ page }) => {
  await page.goto('/');
  await pageSettled(page);
  // A full page load would wipe this marker; a client-side navigation keeps it.
  await page.evaluate(() => {
    (window as unknown as { navigationMarker: boolean }).navigationMarker = true;
  });
  const footer = page.getByRole('contentinfo');
  for (const link of content.footer.legalLinks) {
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: link.label }).click();
    await expect(page).toHaveURL(link.href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { navigationMarker?: boolean }).navigationMarker),
    ).toBe(true);
  }
});

test('Back to Home on the terms page returns home', async ({ page }) => {
  await page.goto('/terms');
  await pageSettled(page);
  await page.getByRole('link', { name: content.chrome.backToHome }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.hero.headline);
});

test('the skip link is the first thing a keyboard reaches and moves focus to the content', async ({
  page,
}) => {
  await page.goto('/terms');
  await pageSettled(page);
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: content.chrome.skipLinkLabel });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
