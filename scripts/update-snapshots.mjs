// `npm run test:update-snapshots [name …]`: rebuilds the site and Storybook and accepts the new
// images as baselines: all of them (and removes baselines no story or route makes any more, and
// records the browser beside them), or only the snapshots named (`home-desktop-dark`,
// `sections-hero--default--light`; `*` matches any text, e.g. `home-*`). Look at each changed image
// (reports/visual/index.html of the failing run, or git diff) before committing it.
import { execSync } from 'node:child_process';
import { recordBrowser } from './visual.mjs';

const names = process.argv.slice(2);
const env = { ...process.env, VISUAL_ACCEPT: names.length > 0 ? names.join(' ') : '*' };
const run = (command) => execSync(command, { stdio: 'inherit', env });
run('node scripts/build.mjs');
run('npx storybook build --quiet -o storybook-static');
run('node scripts/test-stories.mjs');
run('npx playwright test tests/visual/routes.spec.ts');
if (names.length === 0) recordBrowser();
console.log('\nBaselines updated. Look at every changed image before you commit:');
execSync('git status --short tests/visual', { stdio: 'inherit' });
