import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { searchForWorkspaceRoot } from 'vite';

/**
 * The folders the dev servers may serve files from (Vite's `server.fs.allow`): the project, and the
 * real place of its node_modules. Vite serves files from inside the project only, and a second
 * checkout (a git worktree) may share the first one's packages through a symlinked node_modules,
 * which is then elsewhere on disk: there the story tests' setup files and the cached fonts were
 * refused, and every story test failed to load. In a checkout of its own nothing changes.
 */
export const servedDirs = [
  searchForWorkspaceRoot(fileURLToPath(new URL('../..', import.meta.url))),
  realpathSync(fileURLToPath(new URL('../../node_modules', import.meta.url))),
];
