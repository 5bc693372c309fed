// Installs npm dependencies with `npm ci` (exactly the lockfile) when node_modules is missing or
// older than package-lock.json. Only Node built-ins here: this runs before anything is installed.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';

export function dependenciesStale() {
  return !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
}

export function ensureDependencies() {
  if (!dependenciesStale()) return;
  console.log('Installing dependencies (npm ci: the versions in package-lock.json)...');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
