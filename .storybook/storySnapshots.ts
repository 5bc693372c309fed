import { copyFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { BrowserCommand, Reporter } from 'vitest/node';
import {
  accepts,
  baselineDirs,
  clearRecords,
  recordDirs,
  writeRecord,
  writeReviewPage,
} from '../scripts/testing/visual.ts';

/**
 * The Node side of the story snapshots (Vitest's `toMatchScreenshot` compares them in the browser):
 * a difference is accepted when the run accepts that snapshot (`npm run test:update-snapshots`),
 * otherwise recorded for the one review page of every visual difference, reports/visual/index.html.
 */

/** What the review page says about a snapshot besides its name. */
export interface SnapshotFacts {
  /** The story, `Sections/Hero / Default`. */
  title: string;
  scheme: string;
  viewport: string;
}

/**
 * After a failed comparison: Vitest left the new image beside the baseline's path in the records'
 * folder (`<name>-actual.png` and `<name>-diff.png`, or `<name>-reference.png` when there was no
 * baseline). Returns null when the run accepts it (it becomes the baseline), otherwise the failure
 * message.
 */
export const settleSnapshot: BrowserCommand<[name: string, facts: SnapshotFacts & { message: string }]> = (
  _context,
  name,
  { message, ...facts },
) => {
  const baseline = path.join(baselineDirs.story, `${name}.png`);
  const drawn = ['actual', 'reference']
    .map((suffix) => path.join(recordDirs.story, `${name}-${suffix}.png`))
    .find((file) => existsSync(file));
  if (!drawn) return message;
  if (accepts(name)) {
    copyFileSync(drawn, baseline);
    console.log(`Accepted ${baseline}`);
    return null;
  }
  if (!existsSync(baseline)) {
    writeRecord({ kind: 'story', name, ...facts, status: 'new', baseline: null, files: { actual: drawn } });
    return `${name} has no baseline yet. Review it in reports/visual/index.html, then accept it: VISUAL_ACCEPT='${name}' npx vitest run --project 'stories*' <its story file>.`;
  }
  const diff = path.join(recordDirs.story, `${name}-diff.png`);
  writeRecord({
    kind: 'story',
    name,
    ...facts,
    status: 'changed',
    baseline,
    files: { actual: drawn, diff: existsSync(diff) ? diff : undefined },
  });
  return `${message}\nReview it in reports/visual/index.html.`;
};

/**
 * Around a run with story tests: this run's records only (the records of an earlier run's story
 * snapshots are removed first), and the review page written at the end.
 */
export function storyReview(): Reporter {
  let storiesRun = false;
  return {
    onTestRunStart(specifications) {
      storiesRun = specifications.some(({ project }) => project.name.startsWith('stories'));
      if (storiesRun) clearRecords('story');
    },
    onTestRunEnd() {
      if (!storiesRun) return;
      const page = writeReviewPage();
      if (page) console.log(`\nVisual review: ${page}`);
    },
  };
}
