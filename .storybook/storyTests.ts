import type { AxeResults } from 'axe-core';
import { expect, inject, TestRunner } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { StoryContext } from '@storybook/react-vite';
import { addons } from 'storybook/preview-api';
import { STORY_RENDERED } from 'storybook/internal/core-events';
import { unwrittenThemeVariables } from '../tests/support/cssVariables';
import { ComponentDocsPage, type AccessibilityNotes, type InconclusiveReason } from './docs';
import { sourceFileOf } from './sourceFile';
import { afterEach as a11yAfterEach } from '@storybook/addon-a11y/preview';
import { showSchemeEvent } from './colorScheme';
import {
  renderingTags,
  routeSnapshotTag,
  schemes,
  storySnapshotName,
  type Scheme,
  type StoryRendering,
} from './storyRenderings';
import type { SnapshotFacts } from './storySnapshots';
import { viewports, type ViewportName } from './viewports';

/**
 * What the story tests add to Storybook's own (render, play function, axe through the
 * accessibility addon), as project annotations loaded only by the Vitest setup file: the story's
 * docs checks, the inconclusive axe results, and its snapshots in light and dark in this
 * project's rendering (German, a phone, or the story's own).
 */

declare module 'vitest' {
  export interface ProvidedContext {
    rendering: StoryRendering;
    snapshots: boolean;
  }
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    fileExists: (path: string) => Promise<boolean>;
    fitPage: (height: number) => Promise<void>;
    settleSnapshot: (name: string, facts: SnapshotFacts & { message: string }) => Promise<string | null>;
  }
}

/**
 * What a story's `parameters.a11y` may add to the addon's own: why axe cannot decide a rule there
 * (rule id → reason, or `{ onPhone: reason }` when only the phone rendering is undecided). Every
 * other inconclusive result fails the story, like a violation: the accessibility panel shows it
 * as "inconclusive", which a reader cannot tell from a failure. A reason for a rule axe decides
 * fails too, so that no reason outlives what it explains.
 */
export interface A11yParameters {
  test?: 'off' | 'todo' | 'error';
  inconclusive?: Record<string, InconclusiveReason>;
}

interface A11yReport {
  type: string;
  status: string;
  result?: Partial<AxeResults>;
}

/** The rendering this Vitest project checks: the story's own, German, a phone. */
const rendering = inject('rendering');

/**
 * Vitest fits the frame a story is drawn in to its page with a CSS scale, `scale(1)` when it fits
 * (it does: the page is made as tall as the story first, fitPage). Even that transform can put the
 * frame on a layer of its own and move anti-aliased edges: the frame is drawn untransformed.
 */
function untransformedFrame() {
  const tester = window.frameElement?.parentElement;
  if (tester?.dataset.scale === '1') tester.style.transform = 'none';
}

/**
 * A rendering that needs two tags (German on a phone) takes every story with either, as Storybook's
 * tag filter does; one without both is not checked in it.
 */
export function beforeEach({ tags, canvasElement }: StoryContext) {
  const missing = renderingTags(rendering).filter((tag) => !tags.includes(tag));
  if (missing.length > 0) TestRunner.getCurrentTest()?.context.skip(`not tagged ${missing.join(', ')}`);
  // The pseudo-states addon holds hover and active in the element Storybook draws a story in.
  canvasElement.id = 'storybook-root';
  untransformedFrame();
  // What one story left in the browser's storage never reaches the next.
  localStorage.clear();
  sessionStorage.clear();
}

/**
 * What Storybook's preview announces once a story is drawn and played, and the pseudo-states addon
 * waits for to copy the hover and active rules onto its classes; a test has no preview to say it.
 * Listed after Storybook's annotations, so that it runs before the accessibility addon's axe.
 */
export const announceRendered = {
  async afterEach({ id }: StoryContext) {
    addons.getChannel().emit(STORY_RENDERED, id);
    await new Promise((resolve) => setTimeout(resolve, 0));
  },
};

/**
 * Axe's inconclusive results the story does not explain, each with where and axe's own words, and
 * the reasons the story gives for a rule axe decided in this rendering.
 */
function inconclusiveProblems(report: A11yReport | undefined, a11y: A11yParameters | undefined) {
  const explained = Object.entries(a11y?.inconclusive ?? {})
    .filter(([, reason]) => typeof reason === 'string' || rendering.viewport === 'phone')
    .map(([id]) => id);
  const incomplete = report?.result?.incomplete ?? [];
  const unexplained = incomplete
    .filter(({ id }) => !explained.includes(id))
    .map(
      ({ id, help, nodes }) =>
        `inconclusive ${id}: ${help} — ${nodes
          .map(({ target, any, all, none }) =>
            [target.join(' '), [...any, ...all, ...none].map(({ message }) => message).join('; ')].join(' '),
          )
          .join(', ')}\n  Make it decidable, or say in parameters.a11y.inconclusive why axe cannot decide.`,
    );
  const outlived = explained
    .filter((id) => !incomplete.some((result) => result.id === id))
    .map(
      (id) =>
        `axe decided ${id} here, but parameters.a11y.inconclusive says it cannot: remove the reason${rendering.viewport === 'phone' ? '' : ', or give it as { onPhone } if only a phone leaves it undecided'}.`,
    );
  return [...unexplained, ...outlived];
}

/** Checks of the story's docs page and styles; each failure is a sentence saying what to do. */
async function docsChecks(context: StoryContext) {
  const failures: string[] = [];
  // Storybook's index names the story file; in a test, the test's file is the story file.
  const storyFile = TestRunner.getCurrentTest()?.file.name;
  const sourceFile = sourceFileOf({ ...context.parameters, fileName: storyFile && `./${storyFile}` });
  if (!(await commands.fileExists(sourceFile))) {
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
  // The page template shows the props table or says the entry takes no props; a page of its own
  // could leave both out. (Each row's default is checked by tests/unit/propsTables.test.ts: the
  // story tests run without docgen, which the Vitest addon leaves out.)
  if ((context.parameters.docs as { page?: unknown } | undefined)?.page !== ComponentDocsPage) {
    failures.push(
      "The docs page is not the catalogue's template, which shows the props table or says the entry takes none: remove parameters.docs.page.",
    );
  }
  const unwritten = unwrittenThemeVariables();
  if (unwritten.length > 0) {
    failures.push(
      `Its styles read CSS variables the theme does not write: ${unwritten.join(', ')}. Add them to src/theme/readVariables.ts.`,
    );
  }
  // Story names are in sentence case, as the content guidelines ask ("Near the limit"): after
  // the first word, capitals only for names.
  const names = new Set(['English', 'German', 'JavaScript']);
  if (
    context.name
      .split(' ')
      .slice(1)
      .some((word) => /^[A-Z]/.test(word) && !names.has(word))
  ) {
    failures.push(`The story name "${context.name}" is not in sentence case: give the story a \`name\`.`);
  }
  return failures;
}

/** Fonts loaded and every image (lazy ones too) decoded: nothing left to change the picture. */
async function settle() {
  for (const image of document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')) {
    image.loading = 'eager';
  }
  await document.fonts.ready;
  await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * The whole story, as tall as it is: the frame it is drawn in grows to its height first (at least
 * the viewport's), and the document's box is the frame's, so that the picture is the page as a
 * full-page screenshot shows it (its height in whole pixels, as the document's scroll height). A
 * difference is recorded for the review page, or accepted when the run accepts that snapshot.
 */
async function matchesSnapshot(name: string, record: SnapshotFacts): Promise<string | null> {
  await settle();
  const { innerWidth: width, innerHeight: height } = window;
  const fullHeight = Math.max(height, document.documentElement.scrollHeight);
  await commands.fitPage(fullHeight);
  await page.viewport(width, fullHeight);
  document.documentElement.style.height = '100vh';
  untransformedFrame();
  try {
    // Vitest keeps letters, digits, `_` and single hyphens of a snapshot's name: `--` travels as `__`.
    await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(
      name.replaceAll('--', '__'),
    );
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return await commands.settleSnapshot(name, { ...record, message });
  } finally {
    await page.viewport(width, height);
    document.documentElement.style.height = '';
  }
}

/** Shows the story, as it is, in a scheme: as the toolbar's switch does in Storybook. */
async function showScheme(scheme: Scheme, storyId: string) {
  addons.getChannel().emit(showSchemeEvent, scheme);
  const root = document.documentElement;
  for (let waited = 0; root.dataset.muiColorScheme !== scheme; waited += 10) {
    if (waited > 5000) throw new Error(`The story did not switch to ${scheme} within 5 s.`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  addons.getChannel().emit(STORY_RENDERED, storyId);
}

/**
 * The accessibility addon's axe run again, on the story in the scheme it now shows. Its report, or
 * the addon's own failure (it throws on a violation when Vitest runs it outside Storybook).
 */
async function axeAgain(context: StoryContext): Promise<{ report?: A11yReport; failure?: string }> {
  const reports: A11yReport[] = [];
  const addReport = (report: A11yReport) => reports.push(report);
  try {
    await a11yAfterEach({ ...context, reporting: { ...context.reporting, addReport } } as StoryContext);
  } catch (error) {
    return { report: reports[0], failure: error instanceof Error ? error.message : String(error) };
  }
  return { report: reports[0] };
}

/** Axe's violations in a report the addon did not fail on itself (a story whose a11y test is "todo"). */
const violationsIn = (report: A11yReport | undefined) =>
  (report?.result?.violations ?? []).map(
    ({ id, help, nodes }) => `${id}: ${help} — ${nodes.map(({ target }) => target.join(' ')).join(', ')}`,
  );

/** Whether Storybook's testing widget runs the tests (the accessibility addon asks the same). */
const inStorybook = import.meta.env.VITEST_STORYBOOK === 'true';

/**
 * Axe's results without the rules that passed or did not apply: the widget's run keeps every
 * story's report and sends them all to the open Storybook again with each new result, and a
 * Storybook opened later waits a second at most for them. With every passing rule and element
 * (megabytes over a run) the widget fell minutes behind the tests, and a Storybook opened or
 * reloaded after a run showed "Not run" and could not start another. The accessibility panel draws
 * its own axe run, not these; violations and inconclusive results are kept whole.
 */
function lightened(reports: A11yReport[]) {
  for (const report of reports) {
    if (report.type === 'a11y' && report.result) {
      report.result = { ...report.result, passes: [], inapplicable: [] };
    }
  }
}

/**
 * After the accessibility addon's axe run (annotations listed first run their `afterEach` last):
 * the story as drawn and played, in light (the addon's own axe run), then shown in dark (axe
 * again); every failure of this story in this rendering, reported together.
 */
export async function afterEach(context: StoryContext) {
  // The story's own rendering checks its docs page; the others would only repeat it.
  const failures = renderingTags(rendering).length === 0 ? await docsChecks(context) : [];
  const a11y = context.parameters.a11y as A11yParameters | undefined;
  const snapshot = inject('snapshots') && !context.tags.includes(routeSnapshotTag);
  const lightReport = (context.reporting.reports as A11yReport[]).find(({ type }) => type === 'a11y');
  const viewport =
    viewports[(context.globals.viewport as { value?: ViewportName } | undefined)?.value ?? 'desktop'].name;
  const title = `${context.title} / ${context.name}`;
  const label = [rendering.locale, rendering.viewport].filter(Boolean).join(', ');
  for (const scheme of schemes) {
    const found: string[] = [];
    let report = lightReport;
    if (scheme !== 'light') {
      await showScheme(scheme, context.id);
      if (a11y?.test !== 'off') {
        const again = await axeAgain(context);
        report = again.report;
        if (again.failure) found.push(again.failure);
      }
    }
    if (a11y?.test !== 'off') {
      found.push(...violationsIn(report), ...inconclusiveProblems(report, a11y));
      // The sidebar and the accessibility panel mark the story as failing axe.
      if (found.length > 0 && lightReport) lightReport.status = 'failed';
    }
    if (snapshot) {
      const name = storySnapshotName(context.id, scheme, rendering);
      const difference = await matchesSnapshot(name, { title, scheme, viewport });
      if (difference) found.push(difference);
    }
    failures.push(...found.map((failure) => `[${[scheme, label].filter(Boolean).join(', ')}] ${failure}`));
  }
  if (inStorybook) lightened(context.reporting.reports as A11yReport[]);
  if (failures.length > 0) {
    // Storybook's Vitest addon hands a story's reports (axe's) to the testing widget only once the
    // story has passed; a story failing here would show its accessibility as passed, or as not
    // checked. Handed over here, the widget counts it, and the sidebar marks it, as failing axe.
    const test = TestRunner.getCurrentTest();
    if (test) Object.assign(test.meta, { reports: context.reporting.reports });
    throw new Error(failures.join('\n\n'));
  }
}
