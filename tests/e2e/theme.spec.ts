import { expect, test } from '@playwright/test';
import { content } from '@/content';
import { pageSettled } from '../support/consoleGuard';

const darkBackground = 'rgb(13, 17, 23)';
const lightBackground = 'rgb(255, 255, 255)';

test('a dark system setting is honoured before any script bundle runs (no flash)', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // Only the inline head script may run: the app bundle is blocked.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', darkBackground);
});

test('the toggle switches the scheme and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await pageSettled(page);
  await expect(page.locator('body')).toHaveCSS('background-color', lightBackground);

  await page.getByRole('button', { name: content.chrome.themeToggle.toggle }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', darkBackground);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await pageSettled(page);
  await expect(page.getByRole('button', { name: content.chrome.themeToggle.toggle })).toBeVisible();
});
