// `npm run test:update-snapshots`: rebuilds and rewrites every visual baseline (stories and routes).
// Review each changed image (git status / git diff --stat tests/visual) before committing it.
import { execSync } from 'node:child_process';

const run = (command) => execSync(command, { stdio: 'inherit' });
run('node scripts/build.mjs');
run('npx storybook build --quiet -o storybook-static');
run('node scripts/test-stories.mjs -u');
run('npx playwright test --update-snapshots=changed');
console.log('\nBaselines updated. Look at every changed image before you commit:');
run('git status --short tests/visual');
