import { sep } from 'node:path';
import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';
import { clearRecords, writeReviewPage } from '../../scripts/visual.mjs';

/**
 * Around a run that includes the route snapshots: clears their records of the last run first, and
 * says last where the review page of every visual difference is (the story snapshots' too, which
 * the story tests record beside them: .storybook/storySnapshots.ts).
 */
export default class ReviewReporter implements Reporter {
  private snapshotsRun = false;

  onBegin(_config: unknown, suite: Suite) {
    this.snapshotsRun = suite.allTests().some((test) => test.location.file.includes(`${sep}visual${sep}`));
    if (this.snapshotsRun) clearRecords('route');
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
