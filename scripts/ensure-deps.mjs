// Installs npm dependencies when node_modules is missing or older than package-lock.json.
// Only Node built-ins here: this runs before anything is installed.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
  if (!stale) return;
  // `npm install` rather than `npm ci`: it installs the locked versions just the same, but the
  // registry mirror we work with lacks some platform-only optional packages (other OSes' builds
  // of native tools), which `npm ci` refuses to skip.
  console.log('Installing dependencies (npm install, locked versions)...');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}
