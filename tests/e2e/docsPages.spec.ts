import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { storybookUrl } from '../support/storybook';

/**
 * Every docs page of the built catalogue, as a designer reads it on a desktop and on a phone: each
 * preview on it shows something, and nothing in a preview is wider than the preview (a board wider
 * than its frame scrolls inside it). A story whose subject is overflow says so with the tag
 * `overflows`, and only its width is let be.
 */

interface IndexEntry {
  id: string;
  type: 'docs' | 'story';
  title: string;
  tags?: string[];
}

const built = existsSync('storybook-static/index.json');
const entries: IndexEntry[] = built
  ? Object.values(
      (
        JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
          entries: Record<string, IndexEntry>;
        }
      ).entries,
    )
  : [];
const docsPages = entries.filter((entry) => entry.type === 'docs');
const overflowing = new Set(
  entries.filter((entry) => entry.tags?.includes('overflows')).map((entry) => entry.id),
);

const widths = [1280, 375];

/** What one preview holds: its story, whether anything shows, and how far it spills past its frame. */
interface Preview {
  story: string;
  shown: boolean;
  spill: number;
}

/**
 * The previews drawn in this document: on the docs page, those drawn inline; in a story's own frame
 * (`docs.story.inline: false`), its story. Whether each shows anything (text, an image, a field of
 * some size, not hidden) and by how much it is wider than its preview. Runs in the browser.
 */
function measurePreviews(inFrame: boolean): Preview[] {
  const shows = (element: Element) => {
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1 || getComputedStyle(element).visibility === 'hidden') return false;
    return (
      element.matches('img, svg, input, textarea, select, iframe, video, canvas') ||
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
    );
  };
  const shown = (root: Element | null) => Boolean(root && [...root.querySelectorAll('*')].some(shows));
  if (inFrame) {
    const page = document.documentElement;
    return [
      {
        story: new URLSearchParams(location.search).get('id') ?? location.href,
        shown: shown(document.getElementById('storybook-root')),
        spill: page.scrollWidth - page.clientWidth,
      },
    ];
  }
  return [...document.querySelectorAll('.docs-story .sb-story')]
    .filter((block) => !block.querySelector('iframe'))
    .map((block) => ({
      story: block.id.replace(/^story--/, ''),
      shown: shown(block),
      spill: block.scrollWidth - block.clientWidth,
    }));
}

/** Every preview on the docs page, inline or in a frame of its own. */
async function previews(page: Page): Promise<Preview[]> {
  const framed = await Promise.all(
    page
      .frames()
      .filter((frame) => frame !== page.mainFrame())
      .map((frame) => frame.evaluate(measurePreviews, true)),
  );
  return [...(await page.evaluate(measurePreviews, false)), ...framed.flat()];
}

/** The page drawn: its stories rendered (each frame's too), fonts and images in, two frames painted. */
async function settled(page: Page) {
  await page.waitForSelector('.sbdocs-content');
  // The page's blocks appear before their stories are drawn into them: each is given a while to
  // show something, and one that does not is then reported as empty.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('.docs-story .sb-story')].every((block) =>
          [...block.querySelectorAll('*')].some(
            (element) => element.matches('iframe, img, svg') || element.textContent.trim(),
          ),
        ),
      null,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  // A story in a frame of its own is loaded only when scrolled to (the frames are lazy): all are
  // loaded at once instead. One that draws nothing is given a while, then reported as empty.
  const frames = page.locator('.docs-story iframe');
  await frames.evaluateAll((elements) => {
    for (const frame of elements) frame.setAttribute('loading', 'eager');
  });
  await Promise.all(
    (await frames.elementHandles()).map(async (handle) =>
      (await handle.contentFrame())
        ?.waitForFunction(() => document.getElementById('storybook-root')?.childElementCount, null, {
          timeout: 10_000,
        })
        .catch(() => undefined),
    ),
  );
  for (const frame of page.frames()) {
    await frame.waitForFunction(() => document.fonts.status === 'loaded');
  }
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test.describe('docs pages', () => {
  test.skip(!built, 'storybook-static/ is missing: run `npm run build-storybook` first.');

  for (const docs of docsPages) {
    test(`${docs.title}: every preview shows its whole story at ${widths.join(' and ')} px`, async ({
      page,
    }) => {
      test.slow();
      const problems: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        if (width === widths[0])
          await page.goto(new URL(`iframe.html?viewMode=docs&id=${docs.id}`, storybookUrl).href);
        await settled(page);
        for (const preview of await previews(page)) {
          if (!preview.shown) problems.push(`${String(width)} px: ${preview.story} shows nothing`);
          if (preview.spill > 1 && !overflowing.has(preview.story)) {
            problems.push(
              `${String(width)} px: ${preview.story} is ${String(preview.spill)} px wider than its preview (let a board scroll inside its frame: BoardScroller in stories/support/States.tsx)`,
            );
          }
        }
      }
      expect(problems, 'previews that are empty or wider than their frame').toEqual([]);
    });
  }
});
