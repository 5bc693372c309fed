import path from 'node:path';
import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { AxeBuilder } from '@axe-core/playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import type { Page } from 'playwright-core';
import { visualTolerance } from '../scripts/chromium.mjs';
import { wcagTags } from '../tests/support/axe';
import { describeDifference } from './snapshotDiagnosis';
import { viewports, type ViewportName } from './viewports';

/**
 * Every story, in light and in dark: rendered, its play function run (by the runner), checked by
 * axe (WCAG 2.2 A/AA) and compared with its committed snapshot.
 */
const snapshotsDir = path.join(process.cwd(), 'tests/visual/stories');
const diffDir = path.join(process.cwd(), 'test-results/visual-diffs/stories');

type Scheme = 'light' | 'dark';

/** Flips the toolbar's theme global, as a designer would; the story re-renders, its state kept. */
async function setScheme(page: Page, scheme: Scheme) {
  await page.evaluate((value) => {
    const channel = (
      window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit: (e: string, d: unknown) => void } }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('updateGlobals', { globals: { theme: value } });
  }, scheme);
}

async function showScheme(page: Page, scheme: Scheme) {
  await setScheme(page, scheme);
  await page.waitForFunction(
    (value) => document.documentElement.getAttribute('data-mui-color-scheme') === value,
    scheme,
  );
}

/** Fonts loaded, every image (lazy ones too) decoded, two frames painted: nothing left to change. */
async function settle(page: Page) {
  await waitForPageReady(page);
  await page.evaluate(async () => {
    // A full-page capture does not scroll, so lazy images below the fold would stay blank.
    document.querySelectorAll('img[loading="lazy"]').forEach((image) => {
      (image as HTMLImageElement).loading = 'eager';
    });
    await document.fonts.ready;
    await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
    // Transitions still running (a toast sliding in, a label floating up) end first.
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    // A paused animation never finishes: give up waiting after a few seconds.
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3000))]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

const capture = (page: Page) => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });

/**
 * Captures until two captures in a row are identical, as Playwright's own toHaveScreenshot does:
 * a story still settling (a late layout, a transition started by JavaScript) never becomes the
 * image that is compared.
 */
async function stableCapture(page: Page) {
  let previous = await capture(page);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    await page.waitForTimeout(100);
    const next = await capture(page);
    if (next.equals(previous)) return next;
    previous = next;
  }
  throw new Error('The story kept changing: ten captures 100 ms apart all differed.');
}

async function expectSnapshot(page: Page, id: string) {
  const image = await stableCapture(page);
  try {
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: snapshotsDir,
      customSnapshotIdentifier: id,
      customDiffDir: diffDir,
      customDiffConfig: { threshold: visualTolerance.pixelThreshold },
      failureThreshold: visualTolerance.maxDiffPixelRatio,
      failureThresholdType: 'percent',
      storeReceivedOnFailure: true,
      customReceivedDir: diffDir,
    });
  } catch (error) {
    // CI shows only text: add where the image changed and what is drawn there.
    const where = await describeDifference(page, path.join(snapshotsDir, `${id}.png`), image);
    if (error instanceof Error) error.message = `${error.message}\n${where}`;
    throw error;
  }
}

async function expectNoAxeViolations(page: Page, scheme: Scheme) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const violations = results.violations.map(
    (violation) =>
      `[${scheme}] ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, story) {
    // Globals outlive a story in the runner's page: start every story in light again.
    await setScheme(page, 'light');
    const context = await getStoryContext(page, story);
    // A story's own globals (e.g. `globals: { viewport: { value: 'phone' } }`) pick its viewport.
    const storyGlobals = (context as unknown as { storyGlobals?: Record<string, unknown> }).storyGlobals;
    const viewport = (storyGlobals?.viewport as { value?: ViewportName } | undefined)?.value;
    const size = viewport ? viewports[viewport].styles : viewports.desktop.styles;
    await page.setViewportSize({ width: parseInt(size.width, 10), height: parseInt(size.height, 10) });
  },
  async postVisit(page, story) {
    const context = await getStoryContext(page, story);
    const a11y = context.parameters.a11y as { test?: 'off' | 'todo' | 'error' } | undefined;
    for (const scheme of ['light', 'dark'] as const) {
      await showScheme(page, scheme);
      await settle(page);
      if (a11y?.test !== 'off') await expectNoAxeViolations(page, scheme);
      await expectSnapshot(page, `${story.id}--${scheme}`);
    }
  },
};

export default config;
