// Story tests: serve the built Storybook and run @storybook/test-runner against it (every story
// rendered, play functions, axe, light and dark snapshots), then check that every story has both
// baselines and every baseline a story. Differences go to the review page (scripts/visual.mjs).
// Extra arguments go to test-storybook (e.g. one stories file).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { startStaticServer } from './static-server.mjs';
import {
  baselineDirs,
  browserMismatch,
  clearRecords,
  settleStaleBaselines,
  storySnapshotNames,
  writeRecord,
  writeReviewPage,
} from './visual.mjs';

// STORIES_PORT lets two checkouts (git worktrees) run their suites side by side.
const port = Number(process.env.STORIES_PORT ?? 6007);
if (!existsSync('storybook-static/index.json')) {
  console.error('storybook-static/ is missing: run `npm run build-storybook` first.');
  process.exit(1);
}

const mismatch = browserMismatch();
if (mismatch) {
  console.error(`\n${mismatch}\n`);
  process.exit(1);
}
clearRecords('story');

const server = await startStaticServer({ root: 'storybook-static', port });
const workers = process.env.CI ? '2' : '50%';
const child = spawn(
  'npx',
  [
    'test-storybook',
    '--url',
    `http://127.0.0.1:${port}`,
    '--maxWorkers',
    workers,
    '--ci',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
const code = await new Promise((resolve) => child.on('exit', resolve));
server.close();

// The stories the runner tests (those tagged `test`), each in light and dark.
const { entries } = JSON.parse(readFileSync('storybook-static/index.json', 'utf8'));
const stories = Object.values(entries).filter(
  (entry) => entry.type === 'story' && entry.tags?.includes('test'),
);
const expected = stories.flatMap(storySnapshotNames);
const stale = settleStaleBaselines('story', expected);
// A story that failed before its snapshot was taken has no baseline and no new image either.
const missing = stories.flatMap((story) =>
  storySnapshotNames(story)
    .filter(
      (name) =>
        !existsSync(`${baselineDirs.story}/${name}.png`) &&
        !existsSync(`test-results/visual/stories/${name}.json`),
    )
    .map((name) => ({ story, name })),
);
for (const { story, name } of missing) {
  writeRecord({
    kind: 'story',
    name,
    title: `${story.title} / ${story.name}`,
    scheme: /(light|dark)$/.exec(name)?.[1] ?? '',
    viewport: 'not rendered (the story failed first)',
    status: 'new',
    baseline: null,
  });
}
if (stale.length > 0) console.error(`\nBaselines with no story behind them: ${stale.join(', ')}`);
if (missing.length > 0)
  console.error(`\nStories without a baseline: ${missing.map(({ name }) => name).join(', ')}`);

// Story names are in sentence case, as the content guidelines ask ("Near the limit", not "Near The
// Limit"): after the first word, capitals only for names (languages, products).
const names = new Set(['English', 'German', 'JavaScript']);
const titleCased = Object.values(entries).filter(
  (entry) =>
    entry.type === 'story' &&
    entry.name
      .split(' ')
      .slice(1)
      .some((word) => /^[A-Z]/.test(word) && !names.has(word)),
);
if (titleCased.length > 0) {
  console.error(
    `\nStory names not in sentence case (give the story a \`name\`): ${titleCased.map((entry) => `${entry.title} / ${entry.name}`).join(', ')}`,
  );
}

const page = writeReviewPage();
const failed = code !== 0 || stale.length > 0 || missing.length > 0 || titleCased.length > 0;
if (failed && page) console.error(`\nVisual review: ${page}`);
process.exit(failed ? code || 1 : 0);
