import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AccessibilityNotes } from '../../.storybook/docs';
import { sourceFileOf } from '../../.storybook/sourceFile';
import { viewports, type ViewportName } from '../../.storybook/viewports';
import {
  routeSnapshotTag,
  storyRenderings,
  storySnapshotName,
  type StoryRendering,
} from '../../scripts/visual.mjs';
import { unwrittenThemeVariables } from '../support/cssVariables';
import { runAxe } from '../support/runAxe';
import { checkSnapshot } from '../visual/snapshot';

/**
 * Every story, in light and in dark: rendered, its play function run (by Storybook), checked by
 * axe (WCAG 2.2 A/AA) and compared with its committed snapshots. Both schemes are always checked,
 * and the story fails afterwards with everything found in either.
 */

type Scheme = 'light' | 'dark';

/** The story's page, with Storybook's channel as these helpers use it (inside `page.evaluate`). */
interface StoryWindow {
  __STORYBOOK_PREVIEW__: {
    /** Resolves once the story index is loaded: the store throws if read before. */
    ready: () => Promise<void>;
    storyStore: { loadStory: (options: { storyId: string }) => Promise<StoryContext> };
  };
  __STORYBOOK_ADDONS_CHANNEL__: {
    emit: (event: string, data: unknown) => void;
    on: (event: string, listener: (data: never) => void) => void;
    off: (event: string, listener: (data: never) => void) => void;
  };
}

/** Sets toolbar globals (scheme, language), as a designer would; the story re-renders, its state kept. */
async function setGlobals(page: Page, globals: Record<string, unknown>) {
  await page.evaluate((value) => {
    const channel = (window as unknown as StoryWindow).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('updateGlobals', { globals: value });
  }, globals);
}

async function showScheme(page: Page, scheme: Scheme) {
  await setGlobals(page, { theme: scheme });
  await page.waitForFunction(
    (value) => document.documentElement.getAttribute('data-mui-color-scheme') === value,
    scheme,
  );
}

/** Fonts loaded, every image (lazy ones too) decoded, two frames painted: nothing left to change. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    // A full-page capture does not scroll, so lazy images below the fold would stay blank.
    document.querySelectorAll('img[loading="lazy"]').forEach((image) => {
      (image as HTMLImageElement).loading = 'eager';
    });
    await document.fonts.ready;
    await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
    // Transitions still running (a toast sliding in, a label floating up) end first. A paused
    // animation never finishes (MUI's autofill detector on every text field waits paused), so
    // only running ones are waited for, and none for more than a few seconds.
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    const ended = Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3000))]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * What a story's `parameters.a11y` may add to the addon's own: why axe cannot decide a rule there
 * (rule id → reason). Every other inconclusive result fails the story, like a violation: the
 * accessibility panel shows it as "inconclusive", which a reader cannot tell from a failure.
 */
export interface A11yParameters {
  test?: 'off' | 'todo' | 'error';
  config?: { rules?: { id: string; enabled?: boolean }[] };
  inconclusive?: Record<string, string>;
}

type AxeResult = Awaited<ReturnType<typeof runAxe>>['violations'][number];

/**
 * Axe's violations and unexplained inconclusive results on the page; the rules found inconclusive
 * are added to `inconclusive`, so that an explanation no rendering needs can be told apart.
 */
async function axeFindings(
  page: Page,
  scheme: Scheme,
  a11y: A11yParameters | undefined,
  inconclusive: Set<string>,
) {
  // Rules the story turns off for the addon's panel are off here too.
  const disabled = (a11y?.config?.rules ?? [])
    .filter((rule) => rule.enabled === false)
    .map((rule) => rule.id);
  const results = await runAxe(page, disabled);
  for (const { id } of results.incomplete) inconclusive.add(id);
  const explained = a11y?.inconclusive ?? {};
  // Each element with axe's own words for it ("Element has no value", "overlapped by another element").
  const where = (node: AxeResult['nodes'][number]) =>
    `${node.target.join(' ')} (${[...node.any, ...node.all, ...node.none].map((check) => check.message).join('; ')})`;
  const listed = (found: AxeResult[]) =>
    found.map((result) => `${result.id}: ${result.help} — ${result.nodes.map(where).join(', ')}`);
  return [
    ...listed(results.violations).map((line) => `[${scheme}] ${line}`),
    ...listed(results.incomplete.filter((result) => !(result.id in explained))).map(
      (line) =>
        `[${scheme}] inconclusive ${line}\n  Make it decidable, or say in parameters.a11y.inconclusive why axe cannot decide.`,
    ),
  ];
}

/** What the checks read of a story as Storybook prepared it (what survives leaving the page). */
interface StoryContext {
  title: string;
  tags: string[];
  parameters: Record<string, unknown>;
  storyGlobals?: Record<string, unknown>;
}

/** The story as Storybook's preview prepared it, loaded without drawing it. */
function storyContext(page: Page, storyId: string): Promise<StoryContext> {
  return page.evaluate(
    (id) => (window as unknown as StoryWindow).__STORYBOOK_PREVIEW__.storyStore.loadStory({ storyId: id }),
    storyId,
  );
}

/** A story's own globals (e.g. `globals: { viewport: { value: 'phone' } }`) pick its viewport. */
async function storyViewport(page: Page, story: StoryRef) {
  const context = await storyContext(page, story.id);
  const name = (context.storyGlobals?.viewport as { value?: ViewportName } | undefined)?.value ?? 'desktop';
  return { context, name, viewport: viewports[name] };
}

/** What Storybook reports when a story's render (and play function) is over. */
interface StoryFinished {
  storyId: string;
  status: string;
}

/**
 * Renders the story again from scratch at the page's current size, its play function too, as
 * Storybook does when a story is remounted. Resolves with the render's outcome.
 */
async function remount(page: Page, storyId: string) {
  return page.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        const channel = (window as unknown as StoryWindow).__STORYBOOK_ADDONS_CHANNEL__;
        const finished = (data: StoryFinished) => {
          if (data.storyId !== id) return;
          channel.off('storyFinished', finished);
          resolve(data.status);
        };
        channel.on('storyFinished', finished);
        channel.emit('forceRemount', { storyId: id });
        // A remount Storybook ignored (another render under way) would otherwise hang the test.
        setTimeout(() => {
          resolve('not rendered again within 30 s');
        }, 30_000);
      }),
    storyId,
  );
}

/** A story as the index lists it. */
export interface StoryRef {
  id: string;
  title: string;
  name: string;
}

/** Axe and the snapshot of the story as it is on the page, in light and then in dark. */
async function checkBothSchemes(
  page: Page,
  story: StoryRef,
  {
    a11y,
    viewport,
    rendering,
    snapshot,
    inconclusive,
  }: {
    a11y?: A11yParameters;
    viewport: string;
    rendering: StoryRendering;
    snapshot: boolean;
    inconclusive: Set<string>;
  },
) {
  const failures: string[] = [];
  // The pointer rests where the play function left it; what it would hover is a matter of timing.
  await page.mouse.move(0, 0);
  for (const scheme of ['light', 'dark'] as const) {
    await showScheme(page, scheme);
    await settle(page);
    if (a11y?.test !== 'off') failures.push(...(await axeFindings(page, scheme, a11y, inconclusive)));
    if (!snapshot) continue;
    const difference = await checkSnapshot(page, {
      kind: 'story',
      name: storySnapshotName(story.id, scheme, rendering),
      title: `${story.title} / ${story.name}`,
      scheme,
      viewport,
    });
    if (difference) failures.push(difference);
  }
  const label = [rendering.locale, rendering.viewport].filter(Boolean).join(', ');
  return failures.map((failure) => (label ? `[${label}] ${failure}` : failure));
}

/** Sets the page's size to a viewport's. */
async function sizeToViewport(page: Page, name: ViewportName) {
  const { width, height } = viewports[name].styles;
  await page.setViewportSize({ width: parseInt(width, 10), height: parseInt(height, 10) });
}

/**
 * Renders the story again from scratch in another rendering (German, a phone), its play function
 * too, as a designer would after changing the toolbar.
 */
async function renderAgain(page: Page, storyId: string, own: ViewportName, rendering: StoryRendering) {
  await sizeToViewport(page, rendering.viewport ?? own);
  await drawWith(page, { locale: rendering.locale ?? 'en' });
  return remount(page, storyId);
}

/** Every check of one story: its source file, and each of its renderings in light and dark. */
async function checkStory(page: Page, story: StoryRef): Promise<string[]> {
  const { context, name: own, viewport } = await storyViewport(page, story);
  const a11y = context.parameters.a11y as A11yParameters | undefined;
  const failures: string[] = [];
  // The docs page links to the component's source: that file must exist.
  const sourceFile = sourceFileOf(context.parameters);
  if (!existsSync(sourceFile)) {
    failures.push(
      `The docs page names ${sourceFile} as the source, which does not exist: set parameters.sourceFile.`,
    );
  }
  // The docs page of every part of the site says how a keyboard and a screen reader use it.
  const notes = context.parameters.accessibility as AccessibilityNotes | undefined;
  if (/^(Components|Sections|Pages)\//.test(context.title) && !(notes?.keyboard && notes.screenReader)) {
    failures.push(
      'The docs page has no keyboard or screen-reader notes: set parameters.accessibility (keyboard, screenReader).',
    );
  }
  const unwritten = await page.evaluate(unwrittenThemeVariables);
  if (unwritten.length > 0) {
    failures.push(
      `Its styles read CSS variables the theme does not write: ${unwritten.join(', ')}. Add them to src/theme/readVariables.ts.`,
    );
  }
  const snapshot = !context.tags.includes(routeSnapshotTag);
  const [, ...others] = storyRenderings(context.tags);
  const inconclusive = new Set<string>();
  failures.push(
    ...(await checkBothSchemes(page, story, {
      a11y,
      viewport: viewport.name,
      rendering: {},
      snapshot,
      inconclusive,
    })),
  );
  // Its other renderings, as its tags ask: a viewport or a language, not a state of its own.
  for (const rendering of others) {
    const status = await renderAgain(page, story.id, own, rendering);
    const viewportName = viewports[rendering.viewport ?? own].name;
    if (status !== 'success') {
      const label = [rendering.locale, rendering.viewport].filter(Boolean).join(', ');
      failures.push(`[${label}] The story did not render so: ${status}.`);
    } else {
      failures.push(
        ...(await checkBothSchemes(page, story, {
          a11y,
          viewport: viewportName,
          rendering,
          snapshot,
          inconclusive,
        })),
      );
    }
  }
  // The docs page shows each explanation: one for a rule axe decides in every rendering misleads.
  for (const rule of Object.keys(a11y?.inconclusive ?? {})) {
    if (!inconclusive.has(rule) && a11y?.test !== 'off') {
      failures.push(
        `parameters.a11y.inconclusive explains ${rule}, which axe decides in every rendering of this story: remove the explanation.`,
      );
    }
  }
  return failures;
}

/**
 * Sets toolbar globals and waits until Storybook has drawn the story with them. Whatever happens
 * next to the story (a remount, the next story) must not find it still drawing: Storybook then
 * reloads the page, and every story after it in this page would fail.
 */
async function drawWith(page: Page, globals: Record<string, string>) {
  await page.evaluate(
    (values) =>
      new Promise<void>((resolve) => {
        const channel = (window as unknown as StoryWindow).__STORYBOOK_ADDONS_CHANNEL__;
        // Drawn when its phases have been quiet a moment after "finished" (or long after any other);
        // globals it already has draw nothing, and it is quiet from the start.
        let quiet = setTimeout(done, 300);
        function done() {
          channel.off('storyRenderPhaseChanged', onPhase);
          resolve();
        }
        function onPhase({ newPhase }: { newPhase: string }) {
          clearTimeout(quiet);
          quiet = setTimeout(done, newPhase === 'finished' ? 50 : 2000);
        }
        channel.on('storyRenderPhaseChanged', onPhase);
        channel.emit('updateGlobals', { globals: values });
      }),
    globals,
  );
}

/**
 * Draws a story in the page, as choosing it in the sidebar does, and resolves when it is drawn and
 * its play function has run; rejects with what went wrong otherwise.
 */
async function drawStory(page: Page, storyId: string) {
  const problem = await page.evaluate(
    (id) =>
      new Promise<string | null>((resolve) => {
        const channel = (window as unknown as StoryWindow).__STORYBOOK_ADDONS_CHANNEL__;
        const message = (error: { message?: string } | undefined) => error?.message ?? 'no message';
        const listeners: Record<string, (data: never) => void> = {
          storyFinished: ({ storyId: finished, status }: StoryFinished) => {
            if (finished === id) done(status === 'success' ? null : `The story ended with "${status}".`);
          },
          storyErrored: ({ description }: { description: string }) => {
            done(description);
          },
          storyThrewException: (error: Error) => {
            done(message(error));
          },
          playFunctionThrewException: (error: Error) => {
            done(`The play function failed: ${message(error)}`);
          },
          unhandledErrorsWhilePlaying: ([error]: Error[]) => {
            done(`An error nothing caught while playing: ${message(error)}`);
          },
          storyMissing: (missing: string) => {
            if (missing === id) done('Storybook has no such story.');
          },
        };
        function done(outcome: string | null) {
          for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
          resolve(outcome);
        }
        for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  if (problem) throw new Error(problem);
}

/**
 * Opens Storybook's preview (the page a story is drawn in) once for many stories. Storybook's
 * accessibility addon runs axe after every render for its panel; the checks here run it
 * themselves, in both schemes and more strictly, so the addon's run is turned off, as its own
 * "manual" setting does.
 */
export async function openPreview(page: Page, storybookUrl: string) {
  await sizeToViewport(page, 'desktop');
  await page.goto(new URL('iframe.html', storybookUrl).href);
  await page.waitForFunction(
    () => '__STORYBOOK_PREVIEW__' in window && '__STORYBOOK_ADDONS_CHANNEL__' in window,
  );
  await page.evaluate(() => (window as unknown as StoryWindow).__STORYBOOK_PREVIEW__.ready());
  await setGlobals(page, { a11y: { manual: true } });
}

/**
 * One story's test: drawn at its viewport with its play function, then every check below. What
 * one story left in the browser's storage never reaches the next.
 */
export async function testStory(page: Page, story: StoryRef) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await sizeToViewport(page, (await storyViewport(page, story)).name);
  let failures: string[];
  try {
    await drawStory(page, story.id);
    failures = await checkStory(page, story);
  } finally {
    // Light and English again while this story is still the one shown.
    await drawWith(page, { theme: 'light', locale: 'en' });
  }
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
}
