// `npm run test:update-snapshots [name …]`: accepts the new images as baselines: all of them (and
// removes baselines no story or route makes any more, and records the browser beside them), or
// only the snapshots named (`home-desktop-dark`, `sections-hero--default--light`; `*` matches any
// text, e.g. `home-*`). The site is rebuilt for the route snapshots; the story tests need no build.
// Look at each changed image (reports/visual/index.html of the failing run, or git diff) before
// committing it.
import { execSync, spawnSync } from 'node:child_process';
import { recordBrowser, reviewPage } from './visual.mjs';

const names = process.argv.slice(2);
process.env.VISUAL_ACCEPT = names.length > 0 ? names.join(' ') : '*';
const env = process.env;
execSync('node scripts/build.mjs', { stdio: 'inherit', env });
// A snapshot not named still fails these runs: the others are accepted all the same.
const check = (command) => spawnSync(command, { shell: true, stdio: 'inherit', env }).status === 0;
// Story snapshots are named `<story-id>--…--<scheme>`: the story tests (minutes) run only when a
// name could be one of theirs.
const storiesNamed = names.length === 0 || names.some((name) => name.includes('--') || name.includes('*'));
const storiesPassed = storiesNamed ? check("npx vitest run --project 'stories*'") : true;
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
