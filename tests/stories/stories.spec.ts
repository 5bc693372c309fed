import { existsSync, readFileSync } from 'node:fs';
import { expect, test as base, type Page } from '@playwright/test';
import {
  baselineDirs,
  browserMismatch,
  recordDirs,
  settleStaleBaselines,
  storySnapshotNames,
  writeRecord,
} from '../../scripts/visual.mjs';
import { openPreview, testStory, type StoryRef } from './storyChecks';

/**
 * Every story Storybook's index tags `test`, each a test of its own (tests/stories/storyChecks.ts
 * says what is checked). The stories are drawn one after another in one Storybook page per worker,
 * as a designer clicks through the sidebar: loading Storybook for each story would cost more than
 * most stories' checks. A failed story ends its worker, so the next one starts in a fresh page.
 */

interface IndexEntry extends StoryRef {
  type: string;
  tags?: string[];
}

if (!existsSync('storybook-static/index.json')) {
  throw new Error('storybook-static/ is missing: run `npm run build-storybook` first.');
}
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.tags?.includes('test'),
);

const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      // Each story sets its own viewport (storyChecks.ts); snapshots are deterministic without motion.
      const context = await browser.newContext({ deviceScaleFactor: 1, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await openPreview(page, workerInfo.project.use.baseURL ?? '');
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** A story that failed before its snapshots were taken, and has no baseline, still shows on the review page. */
function recordNotDrawn(story: IndexEntry) {
  for (const name of storySnapshotNames(story)) {
    if (existsSync(`${baselineDirs.story}/${name}.png`) || existsSync(`${recordDirs.story}/${name}.json`))
      continue;
    writeRecord({
      kind: 'story',
      name,
      title: `${story.title} / ${story.name}`,
      scheme: /(light|dark)$/.exec(name)?.[1] ?? '',
      viewport: 'not drawn (the story failed first)',
      status: 'new',
      baseline: null,
    });
  }
}

test.beforeAll(() => {
  expect(browserMismatch(), 'the browser that drew the baselines').toBeNull();
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ storyPage }) => {
    try {
      await testStory(storyPage, story);
    } catch (error) {
      recordNotDrawn(story);
      throw error;
    }
  });
}

test('every story baseline has a story behind it', () => {
  expect(
    settleStaleBaselines('story', stories.flatMap(storySnapshotNames)),
    'baselines with no story',
  ).toEqual([]);
});

// Story names are in sentence case, as the content guidelines ask ("Near the limit", not "Near The
// Limit"): after the first word, capitals only for names (languages, products).
test('story names are in sentence case', () => {
  const names = new Set(['English', 'German', 'JavaScript']);
  const titleCased = Object.values(index.entries).filter(
    (entry) =>
      entry.type === 'story' &&
      entry.name
        .split(' ')
        .slice(1)
        .some((word) => /^[A-Z]/.test(word) && !names.has(word)),
  );
  expect(
    titleCased.map((entry) => `${entry.title} / ${entry.name}`),
    'give these stories a `name` in sentence case',
  ).toEqual([]);
});
