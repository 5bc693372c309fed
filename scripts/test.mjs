// `npm test`: every check, in order, stopping at the first failure (the story tests excepted: see
// `keepGoing`).
// Runs on the supported Node and installs dependencies and Chromium when missing, so it works on a
// fresh machine.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { ensureDependencies } from './ensure-deps.mjs';
import { ensureSupportedNode } from './ensure-node.mjs';
import { recordDirs, reviewPage } from './visual.mjs';

const steps = [
  ['Pinned browser', 'node scripts/ensure-browser.mjs'],
  ['Typecheck', 'npx tsc -p tsconfig.json --noEmit'],
  ['Lint', 'npx eslint . --max-warnings 0'],
  ['Format', 'npx prettier --check . --log-level warn'],
  ['Unit tests', 'npx vitest run'],
  ['Dependency audit (production, high and critical)', 'node scripts/audit.mjs'],
  ['Build site', 'node scripts/build.mjs'],
  [
    'Lighthouse budgets on /, /terms and /de/ (npm run perf)',
    'node scripts/perf.mjs',
    'Every run\'s report is in reports/lighthouse/ (HTML to open in a browser, and JSON); see README: "Performance budgets".',
  ],
  ['Build Storybook', 'npx storybook build --quiet -o storybook-static'],
  ['Story tests (render, play, axe, light+dark snapshots)', 'node scripts/test-stories.mjs'],
  ['End-to-end and route snapshots', 'npx playwright test'],
];
/**
 * Steps whose failure does not stop the run: a design change shows in stories and routes alike, so
 * the route snapshots still run after failing story tests (or broken performance budgets) and one
 * review page lists every visual difference.
 */
const keepGoing = new Set(['node scripts/perf.mjs', 'node scripts/test-stories.mjs']);

const started = Date.now();
ensureSupportedNode();
ensureDependencies();
// The review page shows this run's differences only, not those an earlier run of one step left.
for (const dir of Object.values(recordDirs)) rmSync(dir, { recursive: true, force: true });
const failed = [];
/** The run's last lines: what failed and, when this run wrote it, the visual review page. */
function exitFailed(hint) {
  if (hint) console.error(hint);
  if (existsSync(reviewPage) && statSync(reviewPage).mtimeMs > started) {
    console.error(`Every visual difference, baseline beside new image and diff: ${reviewPage}`);
  }
  process.exit(1);
}
for (const [name, command, hint] of steps) {
  const stepStart = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const result = spawnSync(command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s.`);
    failed.push(name);
    if (!keepGoing.has(command)) {
      if (failed.length > 1) console.error(`Failed: ${failed.join('; ')}.`);
      exitFailed(hint);
    }
    if (hint) console.error(hint);
    console.error('The remaining steps still run; this run fails at the end.');
    continue;
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
if (failed.length > 0) {
  console.error(`\n✖ Failed: ${failed.join('; ')}.`);
  exitFailed();
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
