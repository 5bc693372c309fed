import { expect, test } from '@playwright/test';
import { content } from '../../src/content';
import { siteRoutes } from '../support/site';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of siteRoutes) {
    test(`${route.path} shows its content from the static HTML`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.getByRole('contentinfo')).toContainText(content.owner.name);
    });
  }
});

test('the static HTML holds the heading and its critical CSS', async ({ request }) => {
  for (const route of siteRoutes) {
    const html = await (await request.get(route.path)).text();
    expect(html).toContain(route.heading.replace(/&/g, '&amp;'));
    expect(html).toMatch(/<style data-emotion="css /);
  }
});
