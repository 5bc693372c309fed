import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { content } from '@/content';
import { schemes } from '../support/site';
import { pageSettled } from '../support/consoleGuard';
import { expectValues, fillForm, formFields, formReady, sample } from '../support/contactForm';

/*
 * The home page with the keyboard alone. Covered elsewhere, not repeated here:
 * - the phone menu with the keyboard (Tab through it, Escape, focus back on its button):
 *   home.spec.ts, "the phone menu: Tab goes through it…";
 * - the contact form filled and sent with the keyboard alone: contactForm.spec.ts, "the whole form
 *   can be filled and sent with the keyboard alone";
 * - the skip link on a legal page: navigation.spec.ts;
 * - Get in Touch scrolls smoothly, and jumps with reduced motion: home.spec.ts.
 */

interface FinishTransitions {
  finishTransitions: () => Promise<void>;
  refocus: HTMLElement;
}

/**
 * Gives every page load `window.finishTransitions()`: finishes running transitions and animations
 * (a focus ring fading in or out), then lets a frame paint, so a screenshot shows the settled state.
 */
function addFinishTransitions(page: Page) {
  return page.addInitScript(() => {
    (window as unknown as FinishTransitions).finishTransitions = async () => {
      for (const animation of document.getAnimations()) {
        try {
          animation.finish();
        } catch {
          // An infinite animation (a progress spinner) cannot finish; any frame of it will do.
        }
      }
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    };
  });
}

async function openHome(page: Page, scheme: (typeof schemes)[number], reducedMotion = false) {
  await addFinishTransitions(page);
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: reducedMotion ? 'reduce' : 'no-preference' });
  await page.goto('/');
  await pageSettled(page);
  await expect(page.locator('html')).toHaveAttribute('data-mui-color-scheme', scheme);
  // The form's code loads when the form comes near the screen: wait until it works before listing
  // what is focusable or typing into it, then start from the top as a visitor does.
  await formReady(page);
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

interface Stop {
  /** Position of the focused element among the page's focusable elements in document order; -1: none. */
  index: number;
  count: number;
  name: string;
  box: { x: number; y: number; width: number; height: number };
  scroll: { x: number; y: number };
  /** Whole box inside the viewport, and the element (not the sticky header) is what is drawn at its centre. */
  inView: boolean;
  onTop: boolean;
}

/**
 * Waits for a focus-triggered scroll and focus transitions to end, then describes the focused element.
 * The list of focusable elements is built afresh each time, so re-rendered elements are still found.
 */
function currentStop(page: Page): Promise<Stop> {
  return page.evaluate(async () => {
    await new Promise<void>((resolve) => {
      let last = -1;
      let still = 0;
      const tick = () => {
        still = window.scrollY === last ? still + 1 : 0;
        last = window.scrollY;
        if (still >= 2) resolve();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    // Let a focus ring that fades in finish, so a screenshot taken next shows it settled.
    await (window as unknown as FinishTransitions).finishTransitions();
    // What a keyboard must reach: every visible control (even one taken out of the tab order with
    // tabindex="-1", which would then be missed), and anything else put in the tab order. Hidden
    // from everyone (aria-hidden, inert) is the spam trap, which people never see.
    const controls =
      'a[href], area[href], button, input, select, textarea, iframe, summary, [contenteditable]';
    const focusable = Array.from(document.querySelectorAll<HTMLElement>(`${controls}, [tabindex]`)).filter(
      (element) =>
        (element.matches(controls) || element.tabIndex >= 0) &&
        !element.matches(':disabled, input[type="hidden"]') &&
        !element.closest('[inert], [aria-hidden="true"]') &&
        element.checkVisibility({ visibilityProperty: true }),
    );
    const active = document.activeElement as HTMLElement | null;
    const rect = (active ?? document.body).getBoundingClientRect();
    const name = active
      ? `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.innerText).trim().slice(0, 40) || (active as HTMLInputElement).name}"`
      : 'nothing';
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return {
      index: active ? focusable.indexOf(active) : -1,
      count: focusable.length,
      name,
      box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
      scroll: { x: window.scrollX, y: window.scrollY },
      inView:
        rect.top >= 0 &&
        rect.left >= 0 &&
        rect.bottom <= window.innerHeight &&
        rect.right <= window.innerWidth,
      onTop: Boolean(active && hit && (active === hit || active.contains(hit))),
    };
  });
}

/** Pixels that differ between two screenshots of the same area (by more than a faint shade). */
async function changedPixels(a: Buffer, b: Buffer): Promise<number> {
  if (a.equals(b)) return 0;
  const [x, y] = await Promise.all([sharp(a).raw().toBuffer(), sharp(b).raw().toBuffer()]);
  let changed = 0;
  for (let i = 0; i < x.length; i += 4) {
    const distance =
      Math.abs((x[i] ?? 0) - (y[i] ?? 0)) +
      Math.abs((x[i + 1] ?? 0) - (y[i + 1] ?? 0)) +
      Math.abs((x[i + 2] ?? 0) - (y[i + 2] ?? 0));
    if (distance > 48) changed += 1;
  }
  return changed;
}

/**
 * Compares the focused element's surroundings (its box plus a margin that holds an outline or a
 * text field's border) with the same area once focus is removed. A visible indicator changes at
 * least as many pixels as a one-pixel line along half the element's outline. Screenshots go
 * straight through the DevTools protocol: two per stop, and Playwright's own are several times slower.
 */
async function focusIndicatorPixels(page: Page, capture: Capture, stop: Stop) {
  const { box, scroll } = stop;
  const margin = 24;
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const x = Math.max(0, box.x - margin);
  const y = Math.max(0, box.y - margin);
  // The protocol's clip is in page coordinates: the viewport's plus the scroll offset.
  const clip = {
    x: x + scroll.x,
    y: y + scroll.y,
    width: Math.min(viewport.width, box.x + box.width + margin) - x,
    height: Math.min(viewport.height, box.y + box.height + margin) - y,
  };
  // currentStop has let the focused state settle.
  const focused = await capture(clip);
  await page.evaluate(async () => {
    const page = window as unknown as FinishTransitions;
    page.refocus = document.activeElement as HTMLElement;
    page.refocus.blur();
    await page.finishTransitions();
  });
  const unfocused = await capture(clip);
  await page.evaluate(() => {
    (window as unknown as FinishTransitions).refocus.focus();
  });
  return { changed: await changedPixels(focused, unfocused), needed: Math.round(box.width + box.height) };
}

type Capture = (clip: { x: number; y: number; width: number; height: number }) => Promise<Buffer>;

async function screenshotter(page: Page): Promise<Capture> {
  const session = await page.context().newCDPSession(page);
  return async (clip) => {
    const { data } = await session.send('Page.captureScreenshot', {
      format: 'png',
      clip: { ...clip, scale: 1 },
    });
    return Buffer.from(data, 'base64');
  };
}

/**
 * Tabs through the whole page from the top. Returns the stops and every problem found: a stop out
 * of document order, a skipped element, a trap, an element out of view or under the header, an
 * element with no visible focus indicator.
 */
async function walkWithTab(page: Page) {
  // Filled with valid values, the fields show no validation errors when focus leaves them, so the
  // only difference between focused and unfocused is the focus indicator.
  // Reloading (the draft brings the values back) starts the walk from the top of a fresh page.
  await fillForm(page);
  await page.reload();
  await pageSettled(page);
  // The draft comes back once the form's code has loaded (after the first interaction).
  await formReady(page);
  await expectValues(page, sample);
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  // Test-only speed-ups that change no focus styling: focus scrolls jump instead of gliding (smooth
  // scrolling has its own tests), and the text caret, which blinks, is not drawn.
  await page.addStyleTag({
    content: 'html { scroll-behavior: auto !important; } * { caret-color: transparent !important; }',
  });
  const capture = await screenshotter(page);
  const problems: string[] = [];
  const stops: Stop[] = [];
  const expected = (await currentStop(page)).count;
  for (let i = 0; i < expected; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await currentStop(page);
    stops.push(stop);
    if (stop.index !== i) problems.push(`stop ${String(i)}: ${stop.name} is element ${String(stop.index)}`);
    if (!stop.inView) problems.push(`${stop.name}: focused but not fully in view`);
    else if (!stop.onTop) problems.push(`${stop.name}: focused but covered by another element`);
    if (stop.inView) {
      const { changed, needed } = await focusIndicatorPixels(page, capture, stop);
      if (changed < needed)
        problems.push(`${stop.name}: no visible focus indicator (${String(changed)} pixels change)`);
    }
  }
  // After the last element, focus leaves the page (or wraps to the top): no trap.
  await page.keyboard.press('Tab');
  const after = await currentStop(page);
  if (after.index > 0) problems.push(`after the last element, focus went to ${after.name}`);
  return { stops, problems, expected };
}

test('the skip link is the first stop on the home page and takes focus past the header into main', async ({
  page,
}) => {
  await openHome(page, 'light');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: content.chrome.skipLinkLabel });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab continues inside the content, not back in the header's navigation.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: content.hero.contactCta })).toBeFocused();
  expect(
    await page.evaluate(() => Boolean(document.activeElement?.closest('main'))),
    'focus is inside main',
  ).toBe(true);
});

// Walked with reduced motion, as a visitor who asks for it sees the page: every button must show
// its outline (the theme's ButtonBase override) with no transition to fade it in. Order, view and
// cover do not depend on motion: the walk turns smooth scrolling off either way.
for (const scheme of schemes) {
  test(`Tab reaches every interactive element in document order, each visibly focused by its outline alone (reduced motion, ${scheme})`, async ({
    page,
  }) => {
    test.slow(); // one screenshot pair per stop, on a busy machine
    await openHome(page, scheme, true);
    const { stops, problems, expected } = await walkWithTab(page);
    expect(problems).toEqual([]);
    // The page really was walked: header, hero, sections, the form's five fields and button, footer.
    expect(expected).toBeGreaterThan(20);
    expect(stops[0]?.name).toContain(content.chrome.skipLinkLabel);
    expect(stops.filter((stop) => /^(input|textarea) /.test(stop.name))).toHaveLength(5);
    expect(stops.at(-1)?.name).toContain(content.footer.legalLinks.at(-1)?.label ?? '');
  });
}

/** The longest transition and animation on any element or pseudo-element, in seconds. */
function longestMotion(page: Page) {
  return page.evaluate(() => {
    const seconds = (value: string) =>
      Math.max(
        ...value
          .split(',')
          .map((part) => (part.trim().endsWith('ms') ? parseFloat(part) / 1000 : parseFloat(part))),
      );
    let transition = 0;
    let animation = 0;
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        transition = Math.max(transition, seconds(style.transitionDuration));
        animation = Math.max(animation, seconds(style.animationDuration));
      }
    }
    return {
      transition,
      animation,
      scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
    };
  });
}

test('with reduced motion, nothing scrolls smoothly and nothing transitions; without, it does', async ({
  page,
}) => {
  await openHome(page, 'light', true);
  // Focus a field and a button so their focus transitions would be running.
  await formFields(page).email.focus();
  await formFields(page).submit.focus();
  const reduced = await longestMotion(page);
  expect(reduced.scrollBehavior).toBe('auto');
  expect(reduced.transition).toBeLessThanOrEqual(0.00001);
  expect(reduced.animation).toBeLessThanOrEqual(0.00001);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const full = await longestMotion(page);
  expect(full.scrollBehavior).toBe('smooth');
  expect(full.transition).toBeGreaterThan(0.1);
});
