import { expect, test, type Page } from '@playwright/test';
import { content } from '@/content';
import { contentByLocale } from '@/content/byLanguage';
import { pageKeys, pagePaths } from '@/i18n/locales';
import { pageSettled } from '../support/consoleGuard';
import { foundIn, onlyIn, readableText } from '../support/language';
import { stillAhead } from '@/sections/art/stillAhead';
import { kb, scriptBudgetBytes, scriptsUntilInteraction, totalBytes } from '../support/scripts';
import { markDocument, sameDocument } from '../support/navigation';

test.describe('language switch', () => {
  test('links to the same page in the other language, named in that language', async ({ page }) => {
    await page.goto('/privacy');
    const switchLink = page.getByRole('banner').getByRole('link', { name: 'Deutsch' });
    await expect(switchLink).toHaveAttribute('lang', 'de');
    await expect(switchLink).toHaveAttribute('hreflang', 'de');
    await expect(switchLink).toHaveAttribute('href', '/de/datenschutz');
    await page.goto('/de/impressum');
    await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/imprint',
    );
  });

  test('lands on the section in view', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await pageSettled(page);
    await page.evaluate(() => document.getElementById('ventures')?.scrollIntoView());
    const switchLink = page.getByRole('banner').getByRole('link', { name: 'Deutsch' });
    await expect(switchLink).toHaveAttribute('href', '/de/#ventures');
    // Read and followed in one step: the link follows the section in view as the page settles.
    const href = await switchLink.evaluate((link: HTMLAnchorElement) => {
      link.click();
      return link.getAttribute('href') ?? '';
    });
    const [, section = ''] = /^\/de\/#(\w+)$/.exec(href) ?? [];
    expect(section).not.toBe('');
    await expect(page).toHaveURL(new RegExp(`/de/#${section}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator(`#${section}`)).toBeInViewport();
  });

  test('once the app has settled, switches inside the app, with its language, title, address and copy', async ({
    page,
  }) => {
    await page.goto('/terms');
    await pageSettled(page);
    await markDocument(page);
    await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/nutzungsbedingungen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentByLocale.de.terms.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle(
      `${contentByLocale.de.terms.meta.title} · ${contentByLocale.de.chrome.siteName}`,
    );
    expect(foundIn(await readableText(page), onlyIn(content, contentByLocale.de))).toEqual([]);
    // What a share sheet shares.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${content.siteUrl}/de/nutzungsbedingungen`,
    );
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.terms.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await sameDocument(page), 'navigated inside the app').toBe(true);
  });

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/terms');
    await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/nutzungsbedingungen$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentByLocale.de.terms.title);
    await context.close();
  });

  test('is in the phone menu too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/de/');
    await pageSettled(page);
    await page.getByRole('button', { name: contentByLocale.de.chrome.openMenuLabel }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

test.describe('offer of the German page', () => {
  test.use({ locale: 'de-DE' });

  test('taking it switches inside the app, and the German page offers nothing', async ({ page }) => {
    await page.goto('/');
    await pageSettled(page);
    await markDocument(page);
    const { languageOffer } = contentByLocale.de.chrome;
    await page.locator('aside[lang="de"]').getByRole('link', { name: languageOffer.action }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contentByLocale.de.hero.headline);
    await expect(page.locator('aside')).toHaveCount(0);
    expect(await sameDocument(page), 'navigated inside the app').toBe(true);
  });

  test('is in the page from the start without taking focus, comes right after the skip link, and follows the page', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const note = page.locator('aside[lang="de"]');
    const { languageOffer } = contentByLocale.de.chrome;
    // Shown by the page's boot code before the first paint, not added later: nothing to announce.
    await expect(note).toBeVisible();
    await pageSettled(page);
    await expect(page.locator('body')).toBeFocused();

    // Skip link, the note's link and its close button, then the header.
    const link = note.getByRole('link', { name: languageOffer.action });
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: content.chrome.skipLinkLabel })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(note.getByRole('button', { name: languageOffer.dismiss })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('banner').getByRole('link').first()).toBeFocused();

    // On another page reached inside the app, it offers that page.
    await page.getByRole('contentinfo').getByRole('link', { name: content.terms.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.terms.title);
    await expect(link).toHaveAttribute('href', pagePaths.de.terms);
    await expect(note).toBeInViewport();
  });
});

test.describe('offer of the other language on every page', () => {
  const pages = [
    ...pageKeys.map((key) => ({
      from: pagePaths.en[key],
      to: pagePaths.de[key],
    })),
    { from: '/no-such-page', to: pagePaths.de.home },
  ];
  test.describe('to a browser that prefers German', () => {
    test.use({ locale: 'de-DE' });
    for (const { from, to } of pages) {
      test(`${from} offers ${to}`, async ({ page }) => {
        await page.goto(from);
        await pageSettled(page);
        const note = page.locator('aside[lang="de"]');
        await expect(note).toContainText(contentByLocale.de.chrome.languageOffer.text);
        await expect(
          note.getByRole('link', { name: contentByLocale.de.chrome.languageOffer.action }),
        ).toHaveAttribute('href', to);
      });
    }
  });

  test.describe('to a browser that prefers English', () => {
    test.use({ locale: 'en-GB' });
    test('every German page offers its English page, closing it is remembered, and nothing redirects', async ({
      page,
    }) => {
      for (const { from, to } of pages.filter(({ from }) => from !== '/no-such-page')) {
        await page.goto(to);
        await pageSettled(page);
        expect(new URL(page.url()).pathname).toBe(to);
        const note = page.locator('aside[lang="en"]');
        await expect(note).toContainText(content.chrome.languageOffer.text);
        await expect(note.getByRole('link', { name: content.chrome.languageOffer.action })).toHaveAttribute(
          'href',
          from,
        );
      }
      await page
        .locator('aside[lang="en"]')
        .getByRole('button', { name: content.chrome.languageOffer.dismiss })
        .click();
      await expect(page.locator('aside[lang="en"]')).toBeHidden();
      await page.goto(pagePaths.de.home);
      await pageSettled(page);
      await page.waitForTimeout(500);
      await expect(page.locator('aside[lang="en"]')).toBeHidden();
    });
  });
});

test('the résumé link says it opens an English file, in German on the German page', async ({ page }) => {
  const { resume } = content.hero;
  expect(resume.language).toBe('en');
  await page.goto('/');
  const english = page.getByRole('link', {
    name: `${resume.label} ${content.chrome.opensInNewTab}`,
    exact: true,
  });
  await expect(english).toHaveAttribute('hreflang', 'en');
  await page.goto('/de/');
  const german = page.getByRole('link', {
    name: `${contentByLocale.de.hero.resume.label} (${contentByLocale.de.chrome.languageNames.en}) ${contentByLocale.de.chrome.opensInNewTab}`,
    exact: true,
  });
  await expect(german).toHaveAttribute('hreflang', 'en');
  await expect(german).toHaveAttribute('href', resume.href);
});

test('an English browser is not offered German', async ({ page }) => {
  await page.goto('/');
  await pageSettled(page);
  await page.waitForTimeout(500);
  await expect(page.locator('aside[lang="de"]')).toBeHidden();
});

/**
 * Same-origin scripts the page loads until the visitor acts, gzip size: all of them, and the
 * German copy's own chunk (the English copy is part of the app's code).
 */
async function scriptBytesUntilInteraction(page: Page, path: string) {
  const scripts = await scriptsUntilInteraction(page, path);
  const germanCopy = [...scripts].find(([script]) => /\/de-[\w-]+\.js$/.test(script))?.[1] ?? 0;
  return { total: totalBytes(scripts), germanCopy };
}

/** Each page in both languages: the German one must not cost more script than the English. */
const scriptPairs = (['home', 'terms'] as const).map((page) => ({
  page,
  english: pagePaths.en[page],
  german: pagePaths.de[page],
}));

for (const pair of scriptPairs) {
  test(`the German ${pair.page} page loads no more JavaScript than the English one but its copy, within the budget`, async ({
    browser,
  }) => {
    // Each for a browser that prefers its language, so neither offers the other language.
    const measure = async (path: string, locale: string) => {
      const context = await browser.newContext({ locale });
      const bytes = await scriptBytesUntilInteraction(await context.newPage(), path);
      await context.close();
      return bytes;
    };
    const english = await measure(pair.english, 'en-GB');
    const german = await measure(pair.german, 'de-DE');
    console.log(
      `JavaScript until the visitor acts: ${pair.english} ${kb(english.total)}, ${pair.german} ${kb(german.total)} gzip (${kb(german.germanCopy)} of it the German copy)`,
    );
    expect(german.germanCopy).toBeGreaterThan(0);
    expect(german.total).toBeLessThanOrEqual(scriptBudgetBytes);
    expect(german.total - german.germanCopy).toBeLessThanOrEqual(english.total);
  });
}

/**
 * Every text the content marks as written in another language than the page's (titles kept in
 * English, an event's name), with that language: found by walking the content, not from a list.
 */
function textsInOtherLanguages(value: unknown, pageLanguage: string): { text: string; lang: string }[] {
  if (Array.isArray(value)) return value.flatMap((item) => textsInOtherLanguages(item, pageLanguage));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own = (['title', 'when'] as const).flatMap((field) => {
    const text = record[field];
    const lang = record[`${field}Language`];
    return typeof text === 'string' && typeof lang === 'string' && lang !== pageLanguage
      ? [{ text, lang }]
      : [];
  });
  return [...own, ...Object.values(record).flatMap((child) => textsInOtherLanguages(child, pageLanguage))];
}

test('on the German home page, every English title carries lang="en"', async ({ page }) => {
  const marked = textsInOtherLanguages(contentByLocale.de, 'de');
  // Job titles, talks, works, the exhibition, projects and an event's name: the content marks them.
  expect(marked.length).toBeGreaterThanOrEqual(10);
  await page.goto('/de/');
  await pageSettled(page);
  const found = await page.evaluate(
    (texts) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const shown: { text: string; lang: string | null }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (!texts.includes(text)) continue;
        const element = node.parentElement;
        if (element?.checkVisibility())
          shown.push({ text, lang: element.closest('[lang]')?.getAttribute('lang') ?? null });
      }
      return shown;
    },
    marked.map(({ text }) => text),
  );
  // Each is on the page, always marked; only a plan whose year is over is left out.
  const passed = contentByLocale.de.art.upcoming
    .filter((plan) => !stillAhead(plan.year, new Date().getFullYear()))
    .map((plan) => plan.title);
  expect(new Set(found.map(({ text }) => text))).toEqual(
    new Set(marked.map(({ text }) => text).filter((text) => !passed.includes(text))),
  );
  for (const { text, lang } of found) {
    expect({ text, lang }).toEqual({ text, lang: marked.find((item) => item.text === text)?.lang });
  }
});
