import { getStoryContext, waitForPageReady, type TestRunnerConfig } from '@storybook/test-runner';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { wcagTags } from '../tests/support/axe';
import { checkSnapshot } from '../tests/visual/snapshot';
import { viewports, type ViewportName } from './viewports';

/**
 * Every story, in light and in dark: rendered, its play function run (by the runner), checked by
 * axe (WCAG 2.2 A/AA) and compared with its committed snapshots. Both schemes are always checked,
 * and the story fails afterwards with everything found in either.
 */

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

async function axeViolations(page: Page, scheme: Scheme) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map(
    (violation) =>
      `[${scheme}] ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** A story's own globals (e.g. `globals: { viewport: { value: 'phone' } }`) pick its viewport. */
async function storyViewport(page: Page, story: Parameters<typeof getStoryContext>[1]) {
  const context = await getStoryContext(page, story);
  const storyGlobals = (context as unknown as { storyGlobals?: Record<string, unknown> }).storyGlobals;
  const name = (storyGlobals?.viewport as { value?: ViewportName } | undefined)?.value ?? 'desktop';
  return { context, name, viewport: viewports[name] };
}

const config: TestRunnerConfig = {
  async preVisit(page, story) {
    // Globals outlive a story in the runner's page: start every story in light again.
    await setScheme(page, 'light');
    const { styles } = (await storyViewport(page, story)).viewport;
    await page.setViewportSize({ width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) });
  },
  async postVisit(page, story) {
    const { context, viewport } = await storyViewport(page, story);
    const a11y = context.parameters.a11y as { test?: 'off' | 'todo' | 'error' } | undefined;
    const failures: string[] = [];
    // The pointer rests where the play function left it; what it would hover is a matter of timing.
    await page.mouse.move(0, 0);
    for (const scheme of ['light', 'dark'] as const) {
      await showScheme(page, scheme);
      await settle(page);
      if (a11y?.test !== 'off') failures.push(...(await axeViolations(page, scheme)));
      const snapshot = await checkSnapshot(page, {
        kind: 'story',
        name: `${story.id}--${scheme}`,
        title: `${story.title} / ${story.name}`,
        scheme,
        viewport: viewport.name,
      });
      if (snapshot) failures.push(snapshot);
    }
    if (failures.length > 0) throw new Error(failures.join('\n\n'));
  },
};

export default config;
