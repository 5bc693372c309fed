import { sep } from 'node:path';
import type { FullResult, Reporter, Suite } from '@playwright/test/reporter';
import { clearRecords, writeReviewPage } from '../../scripts/visual.mjs';

/** The folder of each kind's snapshot tests. */
const testDirs = { route: `${sep}visual${sep}`, story: `${sep}stories${sep}` } as const;

/**
 * Around a run that includes route or story snapshots: clears those kinds' records of the last run
 * first, and says last where the review page of every visual difference is.
 */
export default class ReviewReporter implements Reporter {
  private snapshotsRun = false;

  onBegin(_config: unknown, suite: Suite) {
    const files = suite.allTests().map((test) => test.location.file);
    for (const [kind, dir] of Object.entries(testDirs) as [keyof typeof testDirs, string][]) {
      if (!files.some((file) => file.includes(dir))) continue;
      clearRecords(kind);
      this.snapshotsRun = true;
    }
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
