import { buildIndex } from 'storybook/internal/core-server';
import { expect, test } from 'vitest';
import { storySnapshotNames } from '../../.storybook/storyRenderings';
import { browserMismatch, settleStaleBaselines } from '../../scripts/testing/visual.ts';

// The story snapshots' bookkeeping beside the story tests (`npm run test:storybook`): the browser
// that drew the baselines, and no baseline without a story in Storybook's index behind it.

test('the baselines were drawn by this browser', () => {
  expect(browserMismatch(), 'the browser that drew the baselines').toBeNull();
});

test('every story baseline has a story behind it', async () => {
  const index = await buildIndex({ configDir: '.storybook' });
  const stories = Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && entry.tags?.includes('test'),
  );
  expect(
    settleStaleBaselines('story', stories.flatMap(storySnapshotNames)),
    'baselines with no story',
  ).toEqual([]);
});
