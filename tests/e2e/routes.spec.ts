import { expect, test } from '@playwright/test';
import { content } from '@/content';
import { pageSettled, watchConsole } from '../support/consoleGuard';
import { schemes, siteRoutes, unknownPath } from '../support/site';
import { localeOfPath } from '@/i18n/locales';

for (const scheme of schemes) {
  test.describe(`${scheme} scheme`, () => {
    test.use({ colorScheme: scheme });

    // The German pages are checked the same way, and more, in german.spec.ts.
    for (const route of siteRoutes.filter(({ path }) => localeOfPath(path) === 'en')) {
      test(`${route.path} renders, hydrates and logs nothing`, async ({ page }) => {
        const problems = watchConsole(page);
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await pageSettled(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme);
        expect(problems).toEqual([]);
      });
    }

    test('an unknown path answers 404 with the not-found page and logs the path', async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push(message.text());
      });
      const problems = watchConsole(page, [/404/]);
      const response = await page.goto(unknownPath);
      expect(response?.status()).toBe(404);
      await pageSettled(page);
      await expect(page.getByText(content.notFound.code, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.notFound.title);
      await expect(page.getByRole('link', { name: content.notFound.homeLabel })).toHaveAttribute('href', '/');
      // Kept out of search results.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      expect(logged.some((text) => text.includes(unknownPath))).toBe(true);
      expect(problems).toEqual([]);
    });
  });
}

test('pages carry their own title and description, canonical, sharing and structured data; sitemap and robots are served', async ({
  page,
  request,
}) => {
  for (const route of siteRoutes) {
    await page.goto(route.path);
    expect(await page.title()).toContain(content.owner.name);
    if (route.path === '/terms')
      await expect(page).toHaveTitle(`${content.terms.meta.title} · ${content.chrome.siteName}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(route.path, content.siteUrl).href,
    );
    const shareImage = route.path.startsWith('/de/') ? /\/og-image-de\.png$/ : /\/og-image\.png$/;
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', shareImage);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Person', name: content.owner.name });
  }
  for (const shareImage of ['/og-image.png', '/og-image-de.png']) {
    expect((await request.get(shareImage)).headers()['content-type']).toBe('image/png');
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of siteRoutes) {
    expect(sitemap).toContain(`<loc>${new URL(route.path, content.siteUrl).href}</loc>`);
  }
  expect(sitemap).toContain(`hreflang="de" href="${content.siteUrl}/de/impressum"`);
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
});
