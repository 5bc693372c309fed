// `npm run chromatic`: publish Storybook to Chromatic for teams with a project token.
// Chromatic is a cloud service; it is never part of `npm test` (it hangs without a network).
import { execSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN is not set: nothing to publish. The local visual tests run in `npm test`.',
  );
  process.exit(0);
}
execSync('npx chromatic --exit-zero-on-changes --build-script-name build-storybook', { stdio: 'inherit' });
