import { existsSync, readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { storybookUrl } from '../support/storybook';

/**
 * Every docs page of the built catalogue, as a designer reads it on a desktop and on a phone, in
 * English and, where it draws stories, in German (longer words): each preview on it shows
 * something, nothing in a preview is wider than the preview (on a phone a board wider than its
 * frame scrolls inside it; on a desktop it fits), and the page itself is no wider than the window
 * (a props table scrolls inside its own box). A story whose subject is overflow says so with the
 * tag `overflows`, and only its width is let be. A component's page opens with a description.
 */

interface IndexEntry {
  id: string;
  type: 'docs' | 'story';
  title: string;
  importPath: string;
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
/** The pages whose own stories follow the toolbar's language; a page of prose alone is the same in each. */
const drawsStories = new Set(entries.filter((entry) => entry.type === 'story').map((entry) => entry.title));
const overflowing = new Set(
  entries.filter((entry) => entry.tags?.includes('overflows')).map((entry) => entry.id),
);

const desktop = 1280;
const widths = [desktop, 375];

/**
 * One page per worker, kept from one docs page to the next as a designer's tab is: the catalogue's
 * code comes from the browser's cache (Storybook names it by content) instead of being fetched and
 * compiled again for every page and every frame.
 */
const test = base.extend<object, { docsTab: Page }>({
  docsTab: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** The languages a page is read in: each a test of its own, so that two run side by side. */
const locales = ['en', 'de'];

/**
 * What one preview holds: its story, the language it is drawn in, whether anything shows, and how
 * far it spills past its frame.
 */
interface Preview {
  story: string;
  lang: string | undefined;
  shown: boolean;
  spill: number;
  /** How far its widest box that scrolls sideways (a board) is wider than that box. */
  scrolled: number;
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
  const scrolled = (root: Element | null) =>
    Math.max(
      0,
      ...[...(root?.querySelectorAll('*') ?? [])]
        .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
        .map((element) => element.scrollWidth - element.clientWidth),
    );
  if (inFrame) {
    const page = document.documentElement;
    return [
      {
        story: new URLSearchParams(location.search).get('id') ?? location.href,
        lang: page.lang,
        shown: shown(document.getElementById('storybook-root')),
        spill: page.scrollWidth - page.clientWidth,
        scrolled: scrolled(document.getElementById('storybook-root')),
      },
    ];
  }
  return [...document.querySelectorAll('.docs-story .sb-story')]
    .filter((block) => !block.querySelector('iframe'))
    .map((block) => ({
      story: block.id.replace(/^story--/, ''),
      // Inside Storybook's box for the story (marked English, as the docs page is), the preview
      // marks the story's own language (.storybook/preview.tsx).
      lang: block.querySelector(`#${CSS.escape(block.id)}-inner > [lang]`)?.getAttribute('lang') ?? undefined,
      shown: shown(block),
      spill: block.scrollWidth - block.clientWidth,
      scrolled: scrolled(block),
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

/** The text of the paragraphs between a docs page's title (and subtitle) and what follows them. */
const description = (page: Page) =>
  page.evaluate(() => {
    let next = document.querySelector('.sbdocs-content h1')?.nextElementSibling;
    if (next?.matches('.sbdocs-subtitle')) next = next.nextElementSibling;
    return next?.matches('p, div:has(> p)') ? next.textContent.trim() : '';
  });

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
  // loaded at once instead. One that draws nothing is given a while, then reported as empty; the
  // while is long, as a page's dozen frames start Storybook side by side on a busy machine.
  const frames = page.locator('.docs-story iframe');
  await frames.evaluateAll((elements) => {
    for (const frame of elements) frame.setAttribute('loading', 'eager');
  });
  await Promise.all(
    (await frames.elementHandles()).map(async (handle) =>
      (await handle.contentFrame())
        ?.waitForFunction(() => document.getElementById('storybook-root')?.childElementCount, null, {
          timeout: 30_000,
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
    for (const locale of locales) {
      if (locale !== 'en' && !drawsStories.has(docs.title)) continue;
      test(`${docs.title} (${locale}): every preview shows its whole story at ${widths.join(' and ')} px`, async ({
        docsTab: page,
      }) => {
        test.slow();
        const problems: string[] = [];
        for (const width of widths) {
          await page.setViewportSize({ width, height: 900 });
          // The toolbar's language reaches the page and the frames it draws through the URL's globals.
          if (width === widths[0])
            await page.goto(
              new URL(`iframe.html?viewMode=docs&id=${docs.id}&globals=locale:${locale}`, storybookUrl).href,
            );
          await settled(page);
          const pageSpill = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (pageSpill > 1) {
            problems.push(
              `${String(width)} px: the page is ${String(pageSpill)} px wider than the window (let what is wider scroll inside its own box)`,
            );
          }
          const drawn = await previews(page);
          // A story may fix its own language (the language switch on a German page), but one at
          // least follows the toolbar's, or the language never reached the page.
          if (drawn.length > 0 && !drawn.some((preview) => preview.lang === locale))
            problems.push(`${String(width)} px: no preview is drawn in ${locale}`);
          for (const preview of drawn) {
            if (!preview.shown) problems.push(`${String(width)} px: ${preview.story} shows nothing`);
            if (overflowing.has(preview.story)) continue;
            if (preview.spill > 1) {
              problems.push(
                `${String(width)} px: ${preview.story} is ${String(preview.spill)} px wider than its preview (let a board scroll inside its frame: BoardScroller in stories/support/States.tsx)`,
              );
            }
            // On a desktop a board fits its preview: a column scrolled out of sight is missed.
            if (width === desktop && preview.scrolled > 1) {
              problems.push(
                `${String(width)} px: a board in ${preview.story} scrolls by ${String(preview.scrolled)} px (narrow its columns, or split it as Button's States does)`,
              );
            }
          }
        }
        // A component's page opens with what it is (its doc comment or `docs.description.component`).
        if (docs.importPath.endsWith('.stories.tsx') && !(await description(page)))
          problems.push('no description under the title');
        expect(problems, 'previews that are empty or wider than their frame').toEqual([]);
      });
    }
  }

  // Opened at its own address, as a link a designer shares, with no manager around it.
  test('a docs page opened in dark draws the stories in frames of their own in dark too', async ({
    docsTab: page,
  }) => {
    const framed = 'sections-speaking-scheduling-button--docs';
    await page.goto(new URL(`iframe.html?viewMode=docs&id=${framed}&globals=theme:dark`, storybookUrl).href);
    await settled(page);
    const frames = page.frames().filter((frame) => frame !== page.mainFrame());
    expect(frames.length).toBeGreaterThan(0);
    for (const frame of [page.mainFrame(), ...frames]) {
      await expect(frame.locator('html')).toHaveAttribute('data-mui-color-scheme', 'dark');
    }
  });
});
