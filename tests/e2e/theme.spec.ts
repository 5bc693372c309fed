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

  await page.getByRole('button', { name: content.chrome.themeToggle.toDark }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', darkBackground);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await pageSettled(page);
  await expect(page.getByRole('button', { name: content.chrome.themeToggle.toLight })).toBeVisible();
});

test('100 ms after load, before the app runs, the toggle switches within 100 ms, and the app starts in that scheme', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.waitForTimeout(100);
  expect(await page.locator('html[data-app]').count(), 'the app is not running yet').toBe(0);
  // From the press to the first frame painted with the other scheme, timed in the page.
  const waitForSwitch = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let pressedAt = 0;
        document.addEventListener('click', (event) => (pressedAt = event.timeStamp), {
          capture: true,
          once: true,
        });
        new MutationObserver((_records, observer) => {
          observer.disconnect();
          requestAnimationFrame(() => {
            resolve(performance.now() - pressedAt);
          });
        }).observe(document.documentElement, { attributeFilter: ['data-mui-color-scheme'] });
      }),
  );
  await page.getByRole('button', { name: content.chrome.themeToggle.toggle }).click();
  const switchedAfter = await waitForSwitch;
  console.log(`scheme switched ${Math.round(switchedAfter)} ms after the press`);
  expect(switchedAfter).toBeLessThan(100);
  await expect(page.locator('body')).toHaveCSS('background-color', darkBackground);

  // The app, once it runs, keeps the visitor's choice and names the way back.
  await pageSettled(page);
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: content.chrome.themeToggle.toLight })).toBeVisible();
});
