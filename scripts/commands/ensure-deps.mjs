// Installs npm dependencies with `npm ci` (exactly the lockfile) when node_modules is missing or
// older than package-lock.json. Only Node built-ins here: this runs before anything is installed.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';

export function dependenciesStale() {
  return !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
}

export function ensureDependencies() {
  if (!dependenciesStale()) return;
  console.log('Installing dependencies (npm ci: the versions in package-lock.json)...');
  const args = ['ci', '--no-audit', '--no-fund'];
  // npm checks `engines` against the Node it runs on, so it runs on this process's (the supported)
  // Node: started as `npm`, Windows' npm.cmd would take the Node installed beside it instead.
  const npmCli = process.env.npm_execpath;
  if (npmCli?.endsWith('.js')) execFileSync(process.execPath, [npmCli, ...args], { stdio: 'inherit' });
  else execSync(`npm ${args.join(' ')}`, { stdio: 'inherit' });
}
