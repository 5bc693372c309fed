import { expect, test } from '@playwright/test';
import { content } from '@/content';
import { pageSettled } from '../support/consoleGuard';
import { pageHydrated } from '../support/hydration';
import { markDocument, sameDocument } from '../support/navigation';

test('footer legal links navigate client-side, and a new page opens at its top', async ({ page }) => {
  await page.goto('/');
  await pageSettled(page);
  await markDocument(page);
  const footer = page.getByRole('contentinfo');
  const legalPages = [content.privacy, content.terms, content.imprint];
  for (const link of content.footer.legalLinks) {
    await footer.scrollIntoViewIfNeeded();
    // Where the first frame of the new page is scrolled: at its top, never at its end first.
    await page.evaluate(() => {
      const watched = window as unknown as { firstFrameScrollY?: number };
      delete watched.firstFrameScrollY;
      const heading = () => document.querySelector('h1')?.textContent;
      const leftPageHeading = heading();
      const check = () => {
        if (heading() !== leftPageHeading) watched.firstFrameScrollY = window.scrollY;
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    await footer.getByRole('link', { name: link.label }).click();
    await expect(page).toHaveURL(link.href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { firstFrameScrollY?: number }).firstFrameScrollY),
      )
      .toBe(0);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The first sections come first; the rest follow just after.
    const { sections } = legalPages.find((legal) => legal.title === link.label) ?? { sections: [] };
    await expect(page.locator('article ol > li > h2')).toHaveText(sections.map(({ heading }) => heading));
    expect(await sameDocument(page), 'navigated inside the app').toBe(true);
    // A page the app draws has its static parts in full, not left as the empty shells React keeps.
    const emptyStaticParts = await page.evaluate(
      () => [...document.querySelectorAll('[data-static-part]')].filter((part) => !part.innerHTML).length,
    );
    expect(emptyStaticParts).toBe(0);
  }
});

test("once the app has settled, the other pages' code and copy are fetched without a gesture", async ({
  page,
}) => {
  const fetched = [/\/assets\/legal-[^/]+\.js$/, /\/assets\/de-[^/]+\.js$/].map((chunk) =>
    page.waitForRequest((request) => chunk.test(request.url())),
  );
  await page.goto('/');
  await pageSettled(page);
  await Promise.all(fetched);
  await expect(page).toHaveURL('/');
});

test('until the app has settled, the browser follows a link to another page itself', async ({ page }) => {
  // The browser is never idle: the app starts, but never takes links over.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/');
  await page.waitForFunction(pageHydrated);
  await markDocument(page);
  await Promise.all([
    page.waitForEvent('load'),
    page.getByRole('contentinfo').getByRole('link', { name: content.terms.title }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.terms.title);
  expect(await sameDocument(page), 'a full page load').toBe(false);
});

for (const { from, link, to, shown } of [
  { from: '/terms', link: 'a[href="/"]', to: '/', shown: '#home h1' },
  { from: '/imprint', link: 'a[href="/#contact"]', to: '/#contact', shown: '#contact h2' },
]) {
  test(`${link} on ${from} opened first navigates inside the app, though React left the page as it was`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(from);
    await pageSettled(page);
    await markDocument(page);
    await page.getByRole('main').locator(link).click();
    await expect(page).toHaveURL(to);
    await expect(page.locator(shown).first()).toBeInViewport();
    expect(await sameDocument(page), 'navigated inside the app').toBe(true);
  });
}

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

/** Every section of the home page, by the anchor a link may target. */
const sectionIds = ['home', ...content.nav.map((item) => item.anchor)];

test('a link from another page lands on its section at once, and the rest of the home page comes in around it', async ({
  page,
}) => {
  // Motion allowed: a section link glides on its own page, and lands at once from another.
  await page.goto('/terms');
  await pageSettled(page);
  const item = content.nav.find(({ anchor }) => anchor === 'experience');
  if (!item) throw new Error('The header links to no experience section.');
  await page.getByRole('banner').getByRole('link', { name: item.label, exact: true }).click();
  await expect(page).toHaveURL(`/#${item.anchor}`);
  const heading = page.locator(`#${item.anchor} h2`).first();
  await expect(heading).toBeInViewport();
  const landedAt = (await heading.boundingBox())?.y;
  for (const id of sectionIds) await expect(page.locator(`#${id}`)).toBeAttached();
  await expect(page.locator('#contact form')).toBeAttached();
  // The sections above and below are drawn after it: it stays where it landed, to within the
  // fraction of a pixel scroll anchoring may round by.
  const stayedAt = (await heading.boundingBox())?.y;
  if (landedAt === undefined || stayedAt === undefined) throw new Error('The heading was not drawn.');
  expect(Math.abs(stayedAt - landedAt)).toBeLessThan(1);
});

test('back from another page puts the reader where they were on the home page', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await pageSettled(page);
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const readAt = await page.evaluate(() => window.scrollY);
  expect(readAt).toBeGreaterThan(0);
  const [legalLink] = content.footer.legalLinks;
  if (!legalLink) throw new Error('The footer has no legal link.');
  await footer.getByRole('link', { name: legalLink.label }).click();
  await expect(page).toHaveURL(legalLink.href);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(readAt);
  await expect(footer).toBeInViewport();
});
