import { expect, test, type Page } from '@playwright/test';
import { content } from '@/content';
import { contentByLocale } from '@/content/byLanguage';
import { sectionAnchors } from '@/content/anchors';
import { headerHeight } from '@/theme/globalStyles';
import { pageSettled, watchConsole } from '../support/consoleGuard';
import { blockSchedulingProvider, fakeSchedulingProvider, recordedLoads } from '../support/scheduling';
import { recordScrollPositions, scrollPositions } from '../support/scroll';
import { siteRoutes, unknownPath } from '../support/site';

async function openHome(page: Page) {
  await page.goto('/');
  await pageSettled(page);
}

test('the home page has the sections in order, one h1 and every contract anchor', async ({ page }) => {
  await openHome(page);
  const sectionIds = await page.locator('main section').evaluateAll((sections) => sections.map((s) => s.id));
  expect(sectionIds).toEqual(['home', 'about', 'experience', 'speaking', 'art', 'ventures', 'contact']);
  await expect(page.locator('h1')).toHaveCount(1);
  for (const anchor of sectionAnchors) await expect(page.locator(`#${anchor}`)).toHaveCount(1);
});

test('every in-page link on every page points at an element that exists on the home page', async ({
  page,
}) => {
  await openHome(page);
  const existingIds = new Set(await page.locator('[id]').evaluateAll((els) => els.map((el) => el.id)));
  for (const path of [...siteRoutes.map((route) => route.path), unknownPath]) {
    await page.goto(path);
    const hashes = await page
      .locator('a[href*="#"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).hash.slice(1)));
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(existingIds.has(hash), `#${hash} on ${path}`).toBe(true);
  }
});

test('section links land each section below the sticky header, not under it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  for (const item of content.nav) {
    await page.getByRole('banner').getByRole('link', { name: item.label, exact: true }).click();
    await expect(page).toHaveURL(`/#${item.anchor}`);
    const heading = page.locator(`#${item.anchor} h2`).first();
    await expect
      .poll(async () => (await heading.boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(headerHeight);
    await expect(heading).toBeInViewport();
  }
});

test('the header marks the section being read', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  const nav = page.getByRole('banner').getByRole('navigation');
  await page.locator('#art').scrollIntoViewIfNeeded();
  await page.evaluate(() => {
    document.getElementById('art')?.scrollIntoView();
  });
  await expect(nav.getByRole('link', { name: 'Art', exact: true })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
});

test('Get in Touch scrolls smoothly to the contact section', async ({ page }) => {
  await openHome(page);
  await recordScrollPositions(page);
  await page.getByRole('link', { name: content.hero.contactCta }).click();
  await expect(page.locator('#contact h2')).toBeInViewport();
  const positions = await scrollPositions(page);
  const final = positions.at(-1) ?? 0;
  expect(final).toBeGreaterThan(0);
  // A jump records one position; a smooth scroll at least one on the way, however few frames a loaded page paints.
  expect(positions.filter((y) => y > 0 && y < final).length).toBeGreaterThan(0);
});

test('a link into the page lands on its section at once, without a glide down the page', async ({ page }) => {
  await page.addInitScript(() => {
    const positions: number[] = [];
    Object.assign(window, { positionsWhileLoading: positions });
    addEventListener('scroll', () => positions.push(scrollY), { passive: true });
  });
  await page.goto('/#contact');
  await pageSettled(page);
  await expect(page.locator('#contact h2')).toBeInViewport();
  const positions = await page.evaluate(
    () => (window as unknown as { positionsWhileLoading: number[] }).positionsWhileLoading,
  );
  // Landing records its one position; a glide from the top would record many on the way.
  expect(new Set(positions).size).toBeLessThanOrEqual(1);
});

test('with reduced motion, Get in Touch jumps without animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  await recordScrollPositions(page);
  await page.getByRole('link', { name: content.hero.contactCta }).click();
  await expect(page.locator('#contact h2')).toBeInViewport();
  const positions = await scrollPositions(page);
  expect(new Set(positions).size).toBe(1);
});

test('every link that opens a new tab is safe from the opened page and says it opens one', async ({
  page,
}) => {
  for (const route of siteRoutes) {
    await page.goto(route.path);
    const { opensInNewTab } = (route.path.startsWith('/de/') ? contentByLocale.de : content).chrome;
    // The link's own name, then the note: "Download Resume (opens in a new tab)".
    const namedWithNote = new RegExp(`\\S ${opensInNewTab.replace(/[()]/g, '\\$&')}$`);
    for (const link of await page.locator('a[target="_blank"]').all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // A hidden link (the scheduling button's no-script twin) has no name until it shows.
      if (await link.isVisible()) await expect(link).toHaveAccessibleName(namedWithNote);
    }
  }
  await page.goto('/');
  const external = [
    content.hero.resume.label,
    content.art.exhibition.link.label,
    'in/amara-voss',
    '@amaravoss.studio',
  ];
  for (const name of external) {
    await expect(page.getByRole('link', { name }).first()).toHaveAttribute('target', '_blank');
  }
});

test('the footer shows the current year', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-03-01T10:00:00Z'));
  await page.goto('/');
  await pageSettled(page);
  await expect(page.getByRole('contentinfo')).toContainText('© 2031 Amara Voss');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the phone menu: Tab goes through it, leaving it closes it, Escape closes it and focus returns to its button', async ({
    page,
  }) => {
    await openHome(page);
    const menuButton = page.getByRole('button', { name: content.chrome.openMenuLabel });
    const menu = page.locator('#mobile-menu');
    const inMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-menu')));
    await menuButton.click();
    await expect(menu.getByRole('navigation', { name: content.chrome.navLabel })).toBeVisible();
    // The close button, each section link, the other language.
    for (let i = 0; i < content.nav.length + 2; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inMenu()).toBe(true);
    }
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();

    await menuButton.click();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: content.chrome.closeMenuLabel })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('a menu link closes the menu and lands on its section', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await page.getByRole('button', { name: content.chrome.openMenuLabel }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Ventures' }).click();
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await expect(page.locator('#ventures h2')).toBeInViewport();
  });

  test('a tap beside the menu closes it', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: content.chrome.openMenuLabel }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});

test.describe('scheduling button', () => {
  const { scheduling } = content.speaking;
  const speaking = (page: Page) => page.locator('#speaking');

  /** Presses "Schedule a Chat" and, in the note that opens, chooses to load the calendar here. */
  async function loadCalendarHere(page: Page) {
    await speaking(page).getByRole('button', { name: scheduling.label }).click();
    await speaking(page).getByRole('button', { name: scheduling.loadHereLabel }).click();
  }

  test('asks first, loads the provider only when asked to, and initialises it once', async ({ page }) => {
    const problems = watchConsole(page);
    const provider = await fakeSchedulingProvider(page);
    await page.goto('/');
    await pageSettled(page);
    await speaking(page).scrollIntoViewIfNeeded();
    const button = speaking(page).getByRole('button', { name: scheduling.label });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(speaking(page).getByText(scheduling.consentNote, { exact: false })).toBeVisible();
    const openThere = speaking(page).getByRole('link', { name: scheduling.openThereLabel });
    await expect(openThere).toHaveAttribute('href', scheduling.url);
    await expect(openThere).toHaveAttribute('target', '_blank');
    expect(provider.scriptRequests(), 'the note alone loads nothing').toBe(0);

    await speaking(page).getByRole('button', { name: scheduling.loadHereLabel }).click();
    const providerButton = speaking(page).locator('.fake-provider-button');
    await expect(providerButton).toHaveText(scheduling.label);
    await expect(speaking(page).getByText(scheduling.consentNote, { exact: false })).toBeHidden();

    // Scrolling away and back, and re-renders, must not add a second button.
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await speaking(page).scrollIntoViewIfNeeded();
    expect(await recordedLoads(page)).toEqual([
      { url: scheduling.url, color: '#039BE5', label: 'Schedule a Chat', targetConnected: true },
    ]);
    await expect(providerButton).toHaveCount(1);
    expect(provider.scriptRequests()).toBe(1);
    await expect(page.locator(`script[src="${scheduling.scriptUrl}"]`)).toHaveCount(1);
    await expect(page.locator(`link[href="${scheduling.stylesheetUrl}"]`)).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('keeps a plain link to the booking page when the provider is blocked', async ({ page }) => {
    const problems = watchConsole(page, [/ERR_BLOCKED_BY_CLIENT/]);
    const blocked = await blockSchedulingProvider(page);
    await page.goto('/');
    await pageSettled(page);
    await loadCalendarHere(page);
    await expect.poll(() => blocked.attempts()).toBeGreaterThan(0);
    await expect(speaking(page).locator('[data-scheduling-status="failed"]')).toHaveCount(1);
    await expect(speaking(page).getByText(scheduling.failedText)).toBeVisible();
    const link = speaking(page).getByRole('link', { name: scheduling.label });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', scheduling.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(problems).toEqual([]);
  });
});
