// `npm test`: every check, stopping at the first failure (the visual steps excepted: see
// `keepGoing`). Steps that do not disturb each other run side by side to keep the suite short on a
// 2-core machine; Lighthouse runs alone, since a busy machine would change what it measures.
// Runs on the supported Node and installs dependencies (the browser among them) when missing, so
// it works on a fresh machine.
import { spawn } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import { ensureDependencies } from './ensure-deps.mjs';
import { ensureSupportedNode } from './ensure-node.mjs';

/** One check: its name, its command, and a hint printed when it fails. */
const step = (name, command, hint) => ({ name, command, hint });

/** Each stage's steps run side by side; a stage starts when the one before it has passed. */
const stages = [
  [step('Pinned browser', 'node scripts/commands/ensureBrowser.ts')],
  [
    step('Typecheck', 'npx tsc -p tsconfig.json --noEmit'),
    step('Lint', 'npx eslint . --max-warnings 0'),
    step('Format', 'npx prettier --check . --log-level warn'),
    step('Unit tests', 'npx vitest run --project unit'),
    step('Dependency audit (production, high and critical)', 'node scripts/commands/audit.ts'),
    step('Commit subjects (at most 72 characters)', 'node scripts/commands/commitSubjects.ts'),
    step('Build Storybook', 'npx storybook build --quiet -o storybook-static'),
  ],
  [step('Build site (React Router prerenders every page)', 'npx react-router build')],
  [
    step(
      "Lighthouse budgets on each language's home and /terms (npm run perf)",
      'node scripts/commands/perf.ts',
      "Every run's report is in reports/lighthouse/ (HTML to open in a browser, and JSON); see docs/performance.md.",
    ),
  ],
  // One after the other: side by side, the two browsers' start-ups and screenshots wait on each
  // other for memory, and on a virtual machine slow to hand it out they took longer than in turn.
  [step('Story tests (drawn, played, axe, light+dark snapshots)', "npx vitest run --project 'stories*'")],
  [step('End-to-end tests and route snapshots', 'npx playwright test --project=chromium')],
  // Alone: other work on the machine would delay the frames these time.
  [step('Timed alone: the first moments after load', 'npm run test:timing --silent')],
];
/**
 * Steps whose failure does not stop the run: a design change shows in stories and routes alike, so
 * the route snapshots still run after broken performance budgets or story tests, and one review
 * page lists every visual difference.
 */
const keepGoing = new Set(['node scripts/commands/perf.ts', "npx vitest run --project 'stories*'"]);

/** Runs one step; beside others, its output is held and printed whole when it ends. */
function run({ name, command }, alone) {
  const started = Date.now();
  const child = spawn(command, {
    shell: true,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) {
        console.log(`\n▶ ${name}: ${command}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ passed: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    });
  });
}

const started = Date.now();
ensureSupportedNode();
ensureDependencies();
// Only now: the visual bookkeeping finds the pinned browser among the dependencies just installed.
const { recordDirs, reviewPage } = await import('../testing/visual.ts');
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
for (const stage of stages) {
  const alone = stage.length === 1;
  if (alone) console.log(`\n▶ ${stage[0].name}: ${stage[0].command}`);
  else console.log(`\n▶ Side by side: ${stage.map(({ name }) => name).join('; ')}`);
  const results = await Promise.all(stage.map((each) => run(each, alone)));
  let stop = false;
  for (const [index, { passed, seconds }] of results.entries()) {
    const { name, command, hint } = stage[index];
    if (passed) {
      console.log(`✔ ${name} (${seconds}s)`);
      continue;
    }
    console.error(`\n✖ ${name} failed after ${seconds}s.`);
    if (hint) console.error(hint);
    failed.push(name);
    if (keepGoing.has(command)) console.error('The remaining steps still run; this run fails at the end.');
    else stop = true;
  }
  if (stop) {
    console.error(`\n✖ Failed: ${failed.join('; ')}.`);
    exitFailed();
  }
}
if (failed.length > 0) {
  console.error(`\n✖ Failed: ${failed.join('; ')}.`);
  exitFailed();
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
