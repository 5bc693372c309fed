import { expect, test } from '@playwright/test';
import { contentByLocale } from '@/content/byLanguage';
import { defaultLocale, localeInfo, localeOfPath, locales, pagePaths } from '@/i18n/locales';
import { pageSettled, watchConsole } from '../support/consoleGuard';
import { foundIn, readableText, siteLanguage } from '../support/language';
import { runAxe } from '../support/runAxe';
import { notFoundRoutes, schemes, siteRoutes } from '../support/site';

for (const route of siteRoutes) {
  test.describe(route.path, () => {
    // A visitor whose browser prefers the page's language: no note offers another.
    test.use({ locale: localeInfo[route.locale].intl });
    for (const scheme of schemes) {
      test(`(${scheme}) is in its language, prerendered and hydrated cleanly, without an axe violation`, async ({
        page,
      }) => {
        await page.emulateMedia({ colorScheme: scheme });
        const problems = watchConsole(page);
        const response = await page.goto(route.path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', route.locale);
        await pageSettled(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme);
        expect(foundIn(await readableText(page), siteLanguage(route.locale).foreign)).toEqual([]);
        // Every link within the site stays in the page's language, except the switch to another.
        const siteLinks = await page
          .locator('a[href^="/"]:not([hreflang])')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(siteLinks.filter((href) => localeOfPath(href) !== route.locale)).toEqual([]);
        expect((await runAxe(page)).violations.map((violation) => violation.id)).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  });
}

for (const { path } of notFoundRoutes) {
  const locale = localeOfPath(path);
  const { notFound } = contentByLocale[locale];
  test(`${path} answers 404 with the not-found page in its language and logs the path`, async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    const problems = watchConsole(page, [/404/]);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await pageSettled(page);
    await expect(page.getByText(notFound.code, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound.title);
    await expect(page.getByRole('link', { name: notFound.homeLabel })).toHaveAttribute(
      'href',
      pagePaths[locale].home,
    );
    // Kept out of search results.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(logged.some((text) => text.includes(path))).toBe(true);
    expect(problems).toEqual([]);
  });
}

test('pages carry their own title and description, canonical, languages, sharing and structured data; sitemap and robots are served', async ({
  page,
  request,
}) => {
  const absolute = (path: string) => new URL(path, contentByLocale[defaultLocale].siteUrl).href;
  for (const route of siteRoutes) {
    const words = contentByLocale[route.locale];
    await page.goto(route.path);
    if (route.page !== 'home')
      await expect(page).toHaveTitle(`${words[route.page].meta.title} · ${words.chrome.siteName}`);
    expect(await page.title()).toContain(words.owner.name);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(route.path));
    for (const locale of locales) {
      await expect(page.locator(`link[hreflang="${locale}"]`)).toHaveAttribute(
        'href',
        absolute(pagePaths[locale][route.page]),
      );
    }
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
      'href',
      absolute(pagePaths[defaultLocale][route.page]),
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
      'content',
      localeInfo[route.locale].og,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      absolute(localeInfo[route.locale].shareImage),
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'Person',
      name: words.owner.name,
      jobTitle: words.owner.jobTitle,
    });
  }
  for (const { shareImage } of Object.values(localeInfo)) {
    expect((await request.get(shareImage)).headers()['content-type']).toBe('image/png');
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of siteRoutes) {
    expect(sitemap).toContain(`<loc>${absolute(route.path)}</loc>`);
    expect(sitemap).toContain(`hreflang="${route.locale}" href="${absolute(route.path)}"`);
  }
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
});
