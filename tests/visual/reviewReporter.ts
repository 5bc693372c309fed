import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import {
  baselineDirs,
  clearRecords,
  removeRecord,
  writeRecord,
  writeReviewPage,
} from '../../scripts/testing/visual.ts';

/**
 * Feeds the route snapshots' differences to the one review page of every visual difference
 * (reports/visual/index.html; the story snapshots are recorded beside them by
 * .storybook/storySnapshots.ts): the images `toHaveScreenshot` attached to a failed test, with
 * what the test's `snapshot` annotation says it shows.
 */
export default class ReviewReporter implements Reporter {
  private snapshotsRun = false;

  onBegin(_config: unknown, suite: Suite) {
    this.snapshotsRun = suite.allTests().some(isSnapshot);
    if (this.snapshotsRun) clearRecords('route');
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (!isSnapshot(test)) return;
    const name = test.title;
    if (result.status === 'passed') {
      removeRecord('route', name);
      return;
    }
    const image = (suffix: string) =>
      result.attachments.find((attachment) => attachment.name === `${name}-${suffix}.png`)?.path;
    const actual = image('actual');
    if (!actual) return;
    const facts = JSON.parse(snapshotAnnotation(test) ?? '{}') as {
      title: string;
      scheme: string;
      viewport: string;
    };
    const expected = image('expected');
    writeRecord({
      kind: 'route',
      name,
      ...facts,
      status: expected ? 'changed' : 'new',
      baseline: expected ? `${baselineDirs.route}/${name}.png` : null,
      files: { actual, diff: image('diff') },
    });
  }

  onEnd(result: FullResult) {
    if (!this.snapshotsRun) return;
    const page = writeReviewPage();
    if (page && result.status !== 'passed') console.log(`\nVisual review: ${page}`);
  }

  printsToStdio() {
    return false;
  }
}

const snapshotAnnotation = (test: TestCase) =>
  test.annotations.find(({ type }) => type === 'snapshot')?.description;

const isSnapshot = (test: TestCase) => snapshotAnnotation(test) !== undefined;
