// `npm run test:update-snapshots [name …]`: accepts the new images as baselines: all of them (and
// removes baselines no story or route makes any more, and records the browser beside them), or
// only the snapshots named (`home-desktop-dark`, `sections-hero--default--light`; `*` matches any
// text, e.g. `home-*`). The site is rebuilt for the route snapshots; the story tests need no build.
// Look at each changed image (reports/visual/index.html of the failing run, or git diff) before
// committing it.
import { execSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { accepts, baselineDirs, recordBrowser, reviewPage } from '../testing/visual.ts';

const names = process.argv.slice(2);
// The story snapshots and the stale baselines read the names from here (scripts/testing/visual.ts).
process.env.VISUAL_ACCEPT = names.length > 0 ? names.join(' ') : '*';
execSync('npx react-router build', { stdio: 'inherit' });
// A snapshot not named still fails these runs: the others are accepted all the same.
const check = (command: string, args: string[] = []) =>
  spawnSync(command, args, { shell: false, stdio: 'inherit' }).status === 0;
// Story snapshots are named `<story-id>--…--<scheme>`: the story tests (minutes) run only when a
// name could be one of theirs (a new one, or a pattern that matches a story baseline).
const storyBaselines = readdirSync(baselineDirs.story).map((file) => file.replace(/\.png$/, ''));
const storiesNamed =
  names.length === 0 || names.some((name) => name.includes('--')) || storyBaselines.some(accepts);
const storiesPassed = storiesNamed ? check('npx', ['vitest', 'run', '--project', 'stories*']) : true;
// Each route snapshot's test is named after it: Playwright rewrites the baselines of the tests the
// names pick that differ or have none.
const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
// The check for baselines with no route behind it runs too: a name may be one to remove.
const picked = [...names.map((name) => escape(name).replaceAll('*', '.*')), 'every route baseline.*'];
const grep = names.length > 0 ? ['-g', `(^| )(${picked.join('|')})$`] : [];
const routesPassed = check('npx', [
  'playwright',
  'test',
  'tests/visual/routes.spec.ts',
  '--update-snapshots=changed',
  ...grep,
]);
if (names.length === 0 && storiesPassed && routesPassed) recordBrowser();
console.log('\nBaselines updated. Look at every changed image before you commit:');
execSync('git status --short tests/visual', { stdio: 'inherit' });
if (!storiesPassed || !routesPassed) {
  console.error(
    `\nNot everything passed: what is still different (not named, or failing) is in ${reviewPage}`,
  );
  process.exit(1);
}
