import type { AxeResults } from 'axe-core';
import { expect, inject, TestRunner } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { StoryContext } from '@storybook/react-vite';
import { unwrittenThemeVariables } from '../tests/support/cssVariables';
import type { AccessibilityNotes } from './docs';
import { sourceFileOf } from './sourceFile';
import { renderingTags, routeSnapshotTag, storySnapshotName, type StoryRendering } from './storyRenderings';

/**
 * What the story tests add to Storybook's own (render, play function, axe through the
 * accessibility addon), as project annotations loaded only by the Vitest setup file: the story's
 * docs checks, the inconclusive axe results, and its snapshot in this project's rendering.
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
  }
}

/**
 * What a story's `parameters.a11y` may add to the addon's own: why axe cannot decide a rule there
 * (rule id → reason). Every other inconclusive result fails the story, like a violation: the
 * accessibility panel shows it as "inconclusive", which a reader cannot tell from a failure.
 */
export interface A11yParameters {
  test?: 'off' | 'todo' | 'error';
  inconclusive?: Record<string, string>;
}

interface A11yReport {
  type: string;
  status: string;
  result?: Partial<AxeResults>;
}

/** The rendering this Vitest project checks (light or dark; German, a phone). */
const rendering = inject('rendering');

/**
 * A rendering that needs two tags (German on a phone) takes every story with either, as Storybook's
 * tag filter does; one without both is not checked in it.
 */
export function beforeEach({ tags }: StoryContext) {
  const missing = renderingTags(rendering).filter((tag) => !tags.includes(tag));
  if (missing.length > 0) TestRunner.getCurrentTest()?.context.skip(`not tagged ${missing.join(', ')}`);
  // What one story left in the browser's storage never reaches the next.
  localStorage.clear();
  sessionStorage.clear();
}

/** Axe's inconclusive results the story does not explain, each with where and axe's own words. */
function unexplainedInconclusive(context: StoryContext) {
  const report = (context.reporting.reports as A11yReport[]).find(({ type }) => type === 'a11y');
  const explained = (context.parameters.a11y as A11yParameters | undefined)?.inconclusive ?? {};
  const unexplained = (report?.result?.incomplete ?? []).filter(({ id }) => !(id in explained));
  // The sidebar and the accessibility panel mark the story as failing axe, as for a violation.
  if (report && unexplained.length > 0) report.status = 'failed';
  return unexplained.map(
    ({ id, help, nodes }) =>
      `inconclusive ${id}: ${help} — ${nodes
        .map(({ target, any, all, none }) =>
          [target.join(' '), [...any, ...all, ...none].map(({ message }) => message).join('; ')].join(' '),
        )
        .join(', ')}\n  Make it decidable, or say in parameters.a11y.inconclusive why axe cannot decide.`,
  );
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
 * full-page screenshot shows it (its height in whole pixels, as the document's scroll height).
 */
async function matchesSnapshot(name: string) {
  await settle();
  const { innerWidth: width, innerHeight: height } = window;
  await page.viewport(width, Math.max(height, document.documentElement.scrollHeight));
  document.documentElement.style.height = '100vh';
  // Vitest keeps letters, digits, `_` and single hyphens of a snapshot's name: `--` travels as `__`.
  await expect(page.elementLocator(document.documentElement)).toMatchScreenshot(name.replaceAll('--', '__'));
}

/**
 * After the accessibility addon's axe run (annotations listed first run their `afterEach` last):
 * every failure of this story in this rendering, reported together.
 */
export async function afterEach(context: StoryContext) {
  const failures = [...(await docsChecks(context))];
  if ((context.parameters.a11y as A11yParameters | undefined)?.test !== 'off') {
    failures.push(...unexplainedInconclusive(context));
  }
  if (inject('snapshots') && !context.tags.includes(routeSnapshotTag)) {
    try {
      await matchesSnapshot(storySnapshotName(context.id, rendering));
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error));
    }
  }
  if (failures.length > 0) throw new Error(failures.join('\n\n'));
}
