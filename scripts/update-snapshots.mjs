// `npm run test:update-snapshots [name …]`: rebuilds the site and Storybook and accepts the new
// images as baselines: all of them (and removes baselines no story or route makes any more, and
// records the browser beside them), or only the snapshots named (`home-desktop-dark`,
// `sections-hero--default--light`; `*` matches any text, e.g. `home-*`). Look at each changed image
// (reports/visual/index.html of the failing run, or git diff) before committing it.
import { execSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { accepts, baselineDirs, recordBrowser, reviewPage, storySnapshotNames } from './visual.mjs';

const names = process.argv.slice(2);
process.env.VISUAL_ACCEPT = names.length > 0 ? names.join(' ') : '*';
const env = process.env;
const run = (command) => execSync(command, { stdio: 'inherit', env });
run('node scripts/build.mjs');
run('npx storybook build --quiet -o storybook-static');
// Named snapshots: the story tests (which take minutes) run only when a name is a story's.
const { entries } = JSON.parse(readFileSync('storybook-static/index.json', 'utf8'));
const storySnapshots = [
  ...Object.values(entries).flatMap(storySnapshotNames),
  ...readdirSync(baselineDirs.story).map((file) => file.replace(/\.png$/, '')),
];
// A snapshot not named still fails these runs: the others are accepted all the same.
const check = (command) => spawnSync(command, { shell: true, stdio: 'inherit', env }).status === 0;
const storiesPassed =
  names.length > 0 && !storySnapshots.some(accepts) ? true : check('npx playwright test --project=stories');
const routesPassed = check('npx playwright test tests/visual/routes.spec.ts');
if (names.length === 0 && storiesPassed && routesPassed) recordBrowser();
console.log('\nBaselines updated. Look at every changed image before you commit:');
execSync('git status --short tests/visual', { stdio: 'inherit' });
if (!storiesPassed || !routesPassed) {
  console.error(
    `\nNot everything passed: what is still different (not named, or failing) is in ${reviewPage}`,
  );
  process.exit(1);
}
