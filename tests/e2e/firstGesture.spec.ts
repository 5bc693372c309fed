import { devices, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { anchors } from '../../src/content/anchors';
import { pageSettled } from '../support/consoleGuard';
import { siteRoutes, unknownPath } from '../support/site';

/**
 * The first gesture on a page does what the same gesture does on a fully loaded page. Each link
 * and button of each prerendered page (found on the page, not listed here) gets the gesture twice:
 * on a cold page, whose code is held back on the network until the gesture is over, and on a page
 * that has been taken over by its code. What follows must be the same.
 */

const routes = [...siteRoutes.map((route) => route.path), unknownPath];

type Gesture = 'click' | 'Enter' | 'Space' | 'tap';

/** A link or button of the prerendered page, found again by its position among them. */
interface Control {
  index: number;
  /** Where a link goes: links to the same place (header, footer) behave alike and are tried once. */
  href: string | null;
  name: string;
  isButton: boolean;
  /** Can be pointed at (the skip link, for one, shows only when focused). */
  visible: boolean;
}

const controlsSelector = 'a[href], button';

/** Every link and button of the page, as the prerendered HTML has them. */
async function findControls(page: Page): Promise<Control[]> {
  return page.locator(controlsSelector).evaluateAll((elements) =>
    elements.map((element, index) => ({
      index,
      href: element.getAttribute('href'),
      name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40)}"`,
      isButton: element.tagName === 'BUTTON',
      visible: element.checkVisibility() && element.getBoundingClientRect().width > 0,
    })),
  );
}

/** External sites never reached: a new tab gets a stand-in page. */
async function standInForOtherSites(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }),
  );
}

/** Holds every script of the site until `release()`: the page stays as the HTML drew it. */
async function holdScripts(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

async function perform(page: Page, control: Control, gesture: Gesture) {
  const element = page.locator(controlsSelector).nth(control.index);
  if (gesture === 'Enter' || gesture === 'Space') {
    await element.focus();
    await page.keyboard.press(gesture);
    return;
  }
  // Brought into view without an animation, the way a reader scrolls to it; then one gesture.
  await element.evaluate((target) => {
    const top = target.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2;
    window.scrollTo({ top, behavior: 'instant' });
  });
  const box = await element.boundingBox();
  if (!box) throw new Error(`${control.name} has no box`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (gesture === 'tap') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** `page.evaluate`, again if a navigation the gesture started replaces the document meanwhile. */
async function evaluateOnSettledDocument<T>(page: Page, read: () => T | Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    await page.waitForLoadState('load');
    try {
      return await page.evaluate(read);
    } catch (error) {
      if (attempt > 20 || !String(error).includes('context was destroyed')) throw error;
    }
  }
}

/** Waits until nothing moves: the same address and scroll position, nothing loading, over a few frames. */
async function settle(page: Page) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await evaluateOnSettledDocument(
          page,
          () =>
            new Promise<string>((resolve) => {
              setTimeout(() => {
                // A page still loading its code (aria-busy) is not settled, however still.
                const loading = document.querySelector('[aria-busy="true"]') !== null;
                resolve(`${window.location.href} ${String(window.scrollY)} ${String(loading)}`);
              }, 150);
            }),
        );
        const still = now === last && !now.endsWith('true');
        last = now;
        return still;
      },
      { timeout: 10_000, intervals: [0] },
    )
    .toBe(true);
}

/** What a visitor can tell about the result of the gesture. */
async function outcome(page: Page, newTabs: Page[]) {
  const state = await evaluateOnSettledDocument(page, () => {
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const target = hash ? document.getElementById(hash) : null;
    const top = target?.getBoundingClientRect().top;
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    return {
      url: window.location.pathname + window.location.hash,
      // The target section in view, its top below the sticky header.
      targetInView: top === undefined ? null : top >= header - 1 && top < window.innerHeight,
      dialogOpen: Boolean(document.querySelector('[role="presentation"] [role="navigation"]')),
      colorScheme: document.documentElement.getAttribute('data-mui-color-scheme'),
      // What a form says after Send: the fields that need attention.
      invalidFields: document.querySelectorAll('[aria-invalid="true"]').length,
    };
  });
  return { ...state, newTabs: newTabs.map((tab) => tab.url()) };
}

/** The gesture on a page whose scripts are held back until it is over, or on a loaded page. */
async function tryGesture(
  context: BrowserContext,
  path: string,
  control: Control,
  gesture: Gesture,
  cold: boolean,
) {
  const page = await context.newPage();
  const newTabs: Page[] = [];
  page.on('popup', (tab) => newTabs.push(tab));
  const release = cold ? await holdScripts(page) : () => undefined;
  // Each try starts as a first visit: nothing stored (the theme toggle stores its choice).
  await page.goto('/robots.txt');
  await page.evaluate(() => {
    localStorage.clear();
  });
  await page.goto(path);
  if (cold) expect(await page.locator('html[data-hydrated]').count(), 'cold page').toBe(0);
  else await pageSettled(page);
  await perform(page, control, gesture);
  release();
  // A pressed button is pressed again once the page's code has taken over: wait for it.
  if (cold && control.isButton) {
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expect(page.locator('[data-interactive="false"]')).toHaveCount(0);
  }
  await settle(page);
  const result = await outcome(page, newTabs);
  await Promise.all([page, ...newTabs].map((tab) => tab.close()));
  return result;
}

async function compareEveryControl(
  context: BrowserContext,
  path: string,
  gestures: (control: Control) => Gesture[],
) {
  await standInForOtherSites(context);
  // Reduced motion is not asked for: smooth scrolling, the way most visitors get it.
  const page = await context.newPage();
  await page.goto(path);
  const controls = await findControls(page);
  await page.close();
  expect(controls.length).toBeGreaterThan(5);
  const tried = new Set<string>();
  for (const control of controls) {
    for (const gesture of gestures(control)) {
      const key = `${gesture} ${control.href ?? `button ${String(control.index)}`}`;
      if (tried.has(key)) continue;
      tried.add(key);
      const loaded = await tryGesture(context, path, control, gesture, false);
      const cold = await tryGesture(context, path, control, gesture, true);
      expect(cold, `${gesture} on ${control.name} at ${path}`).toEqual(loaded);
    }
  }
}

test.describe.configure({ mode: 'parallel' });
test.setTimeout(600_000);

for (const path of routes) {
  test.describe(`${path} on a desktop`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('a first click does what it does on a loaded page', async ({ context }) => {
      await compareEveryControl(context, path, (control) => (control.visible ? ['click'] : []));
    });

    test('a first Enter or Space does what it does on a loaded page', async ({ context }) => {
      await compareEveryControl(context, path, (control) =>
        control.isButton ? ['Enter', 'Space'] : ['Enter'],
      );
    });
  });

  test.describe(`${path} on a phone`, () => {
    const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
    test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

    test('a first tap does what it does on a loaded page', async ({ context }) => {
      await compareEveryControl(context, path, (control) => (control.visible ? ['tap'] : []));
    });
  });
}

test('a link from another page lands on its section, before the code has loaded as after', async ({
  context,
}) => {
  const results = [];
  for (const cold of [false, true]) {
    const page = await context.newPage();
    const release = cold ? await holdScripts(page) : () => undefined;
    await page.goto('/terms');
    if (!cold) await pageSettled(page);
    await page.getByRole('contentinfo').locator(`a[href="/#${anchors.contact}"]`).click();
    release();
    await page.waitForURL('/#contact');
    await settle(page);
    results.push(await outcome(page, []));
    await page.close();
  }
  expect(results[0]).toMatchObject({ url: '/#contact', targetInView: true });
  expect(results[1]).toEqual(results[0]);
});
