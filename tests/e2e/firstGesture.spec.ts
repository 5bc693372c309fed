import { isDeepStrictEqual } from 'node:util';
import { devices, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { anchors } from '@/content/anchors';
import { pageSettled } from '../support/consoleGuard';
import { notFoundRoutes, siteRoutes } from '../support/site';

/**
 * The first gesture on a page does what the same gesture does on a fully loaded page. The links
 * and buttons of every prerendered page are found on the pages themselves (not listed here), and
 * each gets its gestures on a cold page, whose code is held back on the network until the gesture
 * is over; the outcome must equal the same control's on a page its code has taken over.
 *
 * The header and footer repeat on every page, in both languages: a control that is the same
 * control as one already planned (same place on the page, same kind, same destination once the
 * language prefix is set aside) is tried once, on the first page that has it. Each try loads and
 * takes over a page of its own, so `npm test` goes further and tries one control of each kind in
 * each place (the first it finds: a link to a section of the same page in the footer, a link to
 * another site in a new tab, each button); `npm run test:first-gesture` tries every control.
 */

const everyControl = Boolean(process.env.EVERY_CONTROL);

const routes: string[] = [...siteRoutes, ...notFoundRoutes].map((route) => route.path);

type Gesture = 'click' | 'Enter' | 'Space' | 'tap';

interface Viewport {
  name: string;
  options: Parameters<Browser['newContext']>[0];
  /** The gestures a control gets here (`visible`: it can be pointed at). */
  gestures: (control: { isButton: boolean; visible: boolean }) => Gesture[];
}

const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
const viewports: Viewport[] = [
  {
    name: 'desktop',
    options: { viewport: { width: 1280, height: 800 } },
    gestures: ({ isButton, visible }) => [
      ...(visible ? (['click'] as const) : []),
      'Enter',
      ...(isButton ? (['Space'] as const) : []),
    ],
  },
  {
    name: 'phone',
    options: { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch },
    gestures: ({ visible }) => (visible ? ['tap'] : []),
  },
];

/** A link or button of a prerendered page, found again by its position among them. */
interface Control {
  path: string;
  index: number;
  name: string;
  isButton: boolean;
  /** A link to another page of the site (other links leave a loaded page as it was). */
  leavesPage: boolean;
  gestures: Gesture[];
}

const controlsSelector = 'a[href], button';

/** Every link and button of the page as its HTML draws it, with what makes two of them the same control. */
function readControls(page: Page) {
  return page.locator(controlsSelector).evaluateAll((elements) => {
    const german = (pathname: string) => pathname === '/de' || pathname.startsWith('/de/');
    const withoutLanguage = (pathname: string) => pathname.replace(/^\/de(\/|$)/, '/');
    const buttonsSeen = new Map<string, number>();
    return elements.map((element, index) => {
      const place = element.closest('header, main, footer')?.tagName.toLowerCase() ?? 'page';
      const isButton = element.tagName === 'BUTTON';
      let sameAs: string;
      let sameKindAs: string;
      let leavesPage = false;
      if (isButton) {
        // A button is known by where it sits: the n-th button of the header is the theme toggle
        // on every page, whatever its label's language. Each button is a kind of its own.
        const nth = buttonsSeen.get(place) ?? 0;
        buttonsSeen.set(place, nth + 1);
        sameAs = sameKindAs = `button ${String(nth)} of ${place}`;
      } else {
        const url = new URL(element.getAttribute('href') ?? '', window.location.href);
        const target = element.getAttribute('target') ?? '';
        if (url.origin !== window.location.origin) {
          sameAs = `${url.href} ${target}`;
          sameKindAs = `${url.protocol === 'mailto:' ? 'an email' : 'another site'} ${target}`;
        } else if (url.pathname === window.location.pathname && url.hash) {
          sameAs = `this page ${url.hash}`;
          sameKindAs = 'a section of this page';
        } else {
          const language = german(url.pathname) !== german(window.location.pathname) ? 'other language' : '';
          sameAs = `${withoutLanguage(url.pathname)}${url.hash} ${language}`;
          sameKindAs = `${url.hash ? 'a section of another page' : 'another page'} ${language}`;
          leavesPage = true;
        }
        sameAs = `link in ${place} to ${sameAs}`;
        sameKindAs = `link in ${place} to ${sameKindAs}`;
      }
      return {
        index,
        sameAs,
        sameKindAs,
        leavesPage,
        name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40)}"`,
        isButton,
        // The skip link, for one, shows only when focused.
        visible:
          element.checkVisibility() &&
          element.getBoundingClientRect().width > 0 &&
          element.getBoundingClientRect().bottom + window.scrollY > 0,
      };
    });
  });
}

/** Holds every script of the site until `release()`: the page stays as its HTML drew it. */
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

/**
 * Every control of every page at this viewport that is not the same as one before it (with
 * `everyControl`) or not of the same kind as one before it (a link to another section of the
 * same page, in the same place, say), with its gestures.
 */
async function planControls(browser: Browser, baseURL: string, viewport: Viewport) {
  const context = await browser.newContext({ ...viewport.options, baseURL });
  const page = await context.newPage();
  await holdScripts(page);
  const planned = new Set<string>();
  const controls: Control[] = [];
  for (const path of routes) {
    await page.goto(path);
    for (const control of await readControls(page)) {
      const gestures = viewport.gestures(control);
      const key = everyControl ? control.sameAs : control.sameKindAs;
      if (gestures.length === 0 || planned.has(key)) continue;
      planned.add(key);
      controls.push({ path, ...control, gestures });
    }
  }
  await context.close();
  return controls;
}

/** External sites are never reached: a new tab gets a stand-in page. */
async function standInForOtherSites(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }),
  );
}

/** Resolves once the page has not scrolled for a few frames (a smooth scroll has ended). */
function scrollAtRest(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let stillFrames = 0;
        const check = () => {
          stillFrames = window.scrollY === last ? stillFrames + 1 : 0;
          last = window.scrollY;
          if (stillFrames >= 3) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
  );
}

async function perform(page: Page, control: Control, gesture: Gesture) {
  const element = page.locator(controlsSelector).nth(control.index);
  if (gesture === 'Enter' || gesture === 'Space') {
    // As a keyboard user does: focus moves to the control, the page scrolls it into view, the key.
    await element.focus();
    await scrollAtRest(page);
    await page.keyboard.press(gesture);
    return;
  }
  // Brought into view without an animation, the way a reader scrolls to it; then one gesture,
  // once the control stands still under the pointer (the web fonts may still be moving it).
  await element.evaluate((target) => {
    const top = target.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2;
    window.scrollTo({ top, behavior: 'instant' });
  });
  if (gesture === 'tap') await element.tap();
  else await element.click();
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

/**
 * Waits until nothing moves: the same address and scroll position, nothing loading its code
 * (aria-busy), over a run of painted frames; then until the main
 * thread has been idle once (the app's own work, such as the scroll it starts after a navigation
 * it handles, is done); then a run of still frames again. Frames and idleness, not time: a busy
 * machine that paints no frame proves nothing.
 */
async function settle(page: Page) {
  await evaluateOnSettledDocument(
    page,
    () =>
      new Promise<void>((resolve) => {
        const state = () =>
          [window.location.href, window.scrollY, document.querySelector('[aria-busy="true"]') !== null].join(
            ' ',
          );
        const stillFor = (frames: number) =>
          new Promise<void>((still) => {
            let last = state();
            let count = 0;
            const check = () => {
              const now = state();
              count = now === last && !now.endsWith('true') ? count + 1 : 0;
              last = now;
              if (count >= frames) still();
              else requestAnimationFrame(check);
            };
            requestAnimationFrame(check);
          });
        const idle = () => new Promise((done) => requestIdleCallback(done, { timeout: 2000 }));
        void stillFor(4)
          .then(idle)
          .then(() => stillFor(4))
          .then(resolve);
      }),
  );
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

type Outcome = Awaited<ReturnType<typeof outcome>>;

/** Opens a tab that records the new tabs it opens. */
async function openTab(context: BrowserContext) {
  const page = await context.newPage();
  const newTabs: Page[] = [];
  page.on('popup', (tab) => newTabs.push(tab));
  const close = () => Promise.all([page, ...newTabs].map((tab) => tab.close()));
  return { page, newTabs, close };
}

/** A browser context trying controls one after another, and the loaded page it may reuse. */
interface Tester {
  context: BrowserContext;
  loaded?: { path: string; tab: Awaited<ReturnType<typeof openTab>> };
}

/**
 * The gesture on a page its code has taken over. A link that leaves its page where it was (a
 * section of the page, a new tab, an email) changes nothing else, so the page is kept for the next
 * link of the same route instead of being loaded and taken over again.
 */
async function tryOnLoadedPage(tester: Tester, control: Control, gesture: Gesture): Promise<Outcome> {
  let tab = tester.loaded?.path === control.path && !control.isButton ? tester.loaded.tab : undefined;
  if (tab) {
    // Back at the top, with nothing focused and no section in the address, as a new visitor finds it.
    await tab.page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
      window.history.replaceState(window.history.state, '', window.location.pathname);
      window.scrollTo({ top: 0, behavior: 'instant' });
    });
  } else {
    await tester.loaded?.tab.close();
    tester.loaded = undefined;
    tab = await openTab(tester.context);
    await tab.page.goto(control.path);
    await pageSettled(tab.page);
  }
  await perform(tab.page, control, gesture);
  await settle(tab.page);
  const result = await outcome(tab.page, tab.newTabs);
  await Promise.all(tab.newTabs.splice(0).map((newTab) => newTab.close()));
  if (!control.isButton && !control.leavesPage) {
    tester.loaded = { path: control.path, tab };
  } else {
    await tab.close();
    tester.loaded = undefined;
  }
  return result;
}

/** The gesture on a page whose code is held back until the gesture is over, then let through. */
async function tryOnColdPage(tester: Tester, control: Control, gesture: Gesture, expected: Outcome) {
  const { page, newTabs, close } = await openTab(tester.context);
  const release = await holdScripts(page);
  await page.goto(control.path);
  expect(await page.locator('html[data-hydrated]').count(), 'the page is cold').toBe(0);
  await perform(page, control, gesture);
  release();
  // A pressed button is pressed again once the page's code has taken over.
  if (control.isButton) {
    await page.locator('html[data-hydrated="true"]').waitFor();
    await expect(page.locator('[data-interactive="false"]')).toHaveCount(0);
  }
  await settle(page);
  const first = await outcome(page, newTabs);
  // On a busy machine the page may still be on its way (a long smooth scroll): it gets a moment.
  if (!isDeepStrictEqual(first, expected)) {
    await expect
      .soft(async () => {
        expect(await outcome(page, newTabs)).toEqual(expected);
      }, `${gesture} on ${control.name} at ${control.path}`)
      .toPass({ timeout: 3_000, intervals: [250] });
  }
  await close();
}

/** Every try starts as a first visit: nothing stored (the theme toggle stores its choice). */
async function firstVisits(context: BrowserContext) {
  // Once per tab: what the try itself stores (a theme, a draft) stays for the rest of it.
  await context.addInitScript(() => {
    if (window.location.protocol !== 'http:' || window.name === 'first-gesture-tried') return;
    localStorage.clear();
    window.name = 'first-gesture-tried';
  });
}

/**
 * Each viewport's controls are split over this many tests, which Playwright's workers run side by
 * side (a try keeps a core busy: loading, taking over, scrolling).
 */
const testsPerViewport = everyControl ? 6 : 3;

/** Each worker plans each viewport once, for every part of it that it runs. */
const plans = new Map<string, Promise<Control[]>>();

test.describe.configure({ mode: 'parallel' });

for (const viewport of viewports) {
  for (let part = 1; part <= testsPerViewport; part += 1) {
    test(`on a ${viewport.name}, the first gesture on a link or button does what it does on a loaded page (part ${String(part)} of ${String(testsPerViewport)})`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      if (!plans.has(viewport.name)) plans.set(viewport.name, planControls(browser, baseURL ?? '', viewport));
      const controls = (await plans.get(viewport.name)) ?? [];
      expect(controls.length, 'controls found').toBeGreaterThan(10);
      const tester: Tester = { context: await browser.newContext({ ...viewport.options, baseURL }) };
      await standInForOtherSites(tester.context);
      await firstVisits(tester.context);
      // Every n-th control: each part gets some of every page, so the parts take about as long.
      // Per page, the links that leave the loaded page as it was come first, so one loaded page
      // serves them all.
      const order = (control: Control) => (control.isButton ? 2 : control.leavesPage ? 1 : 0);
      const ours = controls
        .filter((_, index) => index % testsPerViewport === part - 1)
        .sort((a, b) => routes.indexOf(a.path) - routes.indexOf(b.path) || order(a) - order(b));
      for (const control of ours) {
        const [firstGesture] = control.gestures;
        if (!firstGesture) continue;
        const loaded = await tryOnLoadedPage(tester, control, firstGesture);
        for (const gesture of control.gestures) await tryOnColdPage(tester, control, gesture, loaded);
      }
      await tester.context.close();
    });
  }
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
