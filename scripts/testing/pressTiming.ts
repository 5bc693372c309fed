// How long a visitor waits for a press to answer: from the press (the click's own timestamp, when
// the input reached the page, however busy the page was) to the end of the first frame that shows
// its effect. Not the Interaction to Next Paint of the press: a press answered later than its own
// frame (the app not running yet) has a good INP and still keeps the visitor waiting. Used by
// `npm run bench` and the timing tests.
import type { Page } from 'playwright-core';

/** Where to press: the middle of the control, in page coordinates. */
export interface Point {
  x: number;
  y: number;
}

declare global {
  interface Window {
    pressEffectShown: (milliseconds: number) => void;
    scheduler: { postTask: (task: () => void, options: { priority: string }) => void };
  }
}

/**
 * In every document of the page (a link may load another): the press's time on the wall clock of
 * performance.timeOrigin, kept in sessionStorage across a page load; at the end of the first frame
 * that shows the effect, the time since the press goes out through a binding. Nothing of
 * Playwright's runs in the page meanwhile: waiting with waitForFunction may have its injected
 * script evaluated on the main thread right after the press, in front of the effect being timed.
 */
function watchPressAndEffect({
  effectSource,
  effectArgument,
}: {
  effectSource: string;
  effectArgument: unknown;
}) {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the effect is passed as its source
  const effectOf = new Function('argument', `return (${effectSource})(argument);`) as (
    argument: unknown,
  ) => boolean;
  const effect = () => effectOf(effectArgument);
  window.addEventListener(
    'click',
    (event) => {
      if (!sessionStorage.getItem('press-timing:pressed')) {
        sessionStorage.setItem('press-timing:pressed', String(performance.timeOrigin + event.timeStamp));
      }
    },
    { capture: true },
  );
  const check = () => {
    const pressed = Number(sessionStorage.getItem('press-timing:pressed'));
    if (pressed && effect()) {
      // The first task after this frame's style, layout and paint, ahead of other queued work: the
      // effect is on screen.
      window.scheduler.postTask(
        () => {
          window.pressEffectShown(performance.timeOrigin + performance.now() - pressed);
        },
        { priority: 'user-blocking' },
      );
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** A control to press: the first element matching `selector` that is drawn and, if given, whose text includes `text`. */
export interface Target {
  selector: string;
  text?: string;
}

/**
 * Where to press `target`, scrolled into view first if it is not: found with the page's own DOM
 * calls. A Playwright locator would first have its injected script (a third of a megabyte)
 * evaluated in the page, a long task right where the press is timed that moved the press later,
 * into the app's busiest moments.
 */
export function pointOf(page: Page, target: Target): Promise<Point | null> {
  return page.evaluate(({ selector, text }) => {
    const element = Array.from(document.querySelectorAll(selector)).find(
      (candidate) =>
        candidate.getClientRects().length > 0 && (text === undefined || candidate.textContent.includes(text)),
    );
    if (!element) return null;
    let box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      box = element.getBoundingClientRect();
    }
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, target);
}

/**
 * Readies a new page, before it loads anything, to time one press whose effect is `effect` (a
 * function checked in the page on every frame: it may use nothing from outside it but
 * `effectArgument`, which it is called with, a value JSON can carry). Returns
 * `pressAt(point, moment)`: waits until `moment` ms after the page's load event, clicks at `point`
 * and resolves with the milliseconds from the press to the end of the frame that shows its effect.
 */
export async function timePress<Argument = undefined>(
  page: Page,
  effect: (argument: Argument) => boolean,
  effectArgument?: Argument,
) {
  let reportShown: (milliseconds: number) => void = () => undefined;
  const shown = new Promise<number>((resolve) => (reportShown = resolve));
  await page.exposeBinding('pressEffectShown', (_source, milliseconds: number) => {
    reportShown(milliseconds);
  });
  await page.addInitScript(watchPressAndEffect, { effectSource: effect.toString(), effectArgument });
  return async function pressAt({ x, y }: Point, moment: number, timeout = 20_000) {
    const sinceLoad = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return performance.now() - (navigation?.loadEventEnd ?? 0);
    });
    await page.waitForTimeout(Math.max(0, moment - sinceLoad));
    await page.mouse.click(x, y);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        reject(new Error(`The press showed no effect within ${String(timeout)} ms.`));
      }, timeout);
    });
    try {
      return await Promise.race([shown, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
