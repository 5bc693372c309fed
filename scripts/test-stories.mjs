// Story tests: serve the built Storybook and run @storybook/test-runner against it
// (every story rendered, play functions, axe, light and dark snapshots).
// Extra arguments go to test-storybook, e.g. `-u` to accept new snapshots.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startStaticServer } from './static-server.mjs';

// STORIES_PORT lets two checkouts (git worktrees) run their suites side by side.
const port = Number(process.env.STORIES_PORT ?? 6007);
if (!existsSync('storybook-static/index.json')) {
  console.error('storybook-static/ is missing: run `npm run build-storybook` first.');
  process.exit(1);
}
const server = await startStaticServer({ root: 'storybook-static', port });
const workers = process.env.CI ? '2' : '50%';
const child = spawn(
  'npx',
  [
    'test-storybook',
    '--url',
    `http://127.0.0.1:${port}`,
    '--maxWorkers',
    workers,
    '--ci',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
child.on('exit', (code) => {
  server.close();
  process.exit(code ?? 1);
});
