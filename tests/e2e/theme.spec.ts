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

// Not met yet: the press is answered at once, but when it lands while the app's code is evaluated
// and the page hydrated, the frame that shows it waits for those tasks (measured 0.1–0.6 s with
// two test workers on two cores).
test.fixme('100 ms after load, whether the app runs yet or not, the toggle switches within 100 ms, and the app keeps that scheme', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  // The app starts about then: the boot script answers the toggle before it, React after.
  await page.waitForTimeout(100);
  // From the press to the first frame painted with the other scheme, timed in the page.
  const waitForSwitch = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        // The press starts with the button going down (the click itself may be kept from listeners).
        let pressedAt = 0;
        window.addEventListener('pointerdown', (event) => (pressedAt = event.timeStamp), {
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

  // The app, running, keeps the visitor's choice and names the way back.
  await pageSettled(page);
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
  await expect(page.getByRole('button', { name: content.chrome.themeToggle.toLight })).toBeVisible();
});
