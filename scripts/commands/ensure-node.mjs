// Runs the calling script again on the project's Node when the system's is older than `engines`.
// Only Node built-ins here, written for old Node versions too: this runs before anything is installed.
//
// The project's Node is the `node` package pinned in devDependencies: `npm ci` puts it in
// node_modules/.bin, so every `npm run …` script uses it. On a fresh clone (or when the install is
// stale and `npm ci` is about to replace node_modules) the same version is taken from npm's own
// cache with `npm exec`, so npm itself runs on the supported Node while it installs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dependenciesStale } from './ensure-deps.mjs';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const requiredMajor = Number(/\d+/.exec(manifest.engines.node)[0]);
const pinned = manifest.devDependencies.node;
const isWindows = process.platform === 'win32';

/** The pinned Node from npm's cache (downloaded once, on first use). */
function nodeFromNpmCache() {
  return execFileSync(
    isWindows ? 'npm.cmd' : 'npm',
    ['exec', '--yes', `--package=node@${pinned}`, '--', 'node', '-p', 'process.execPath'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], shell: isWindows },
  ).trim();
}

function projectNode() {
  const local = path.resolve('node_modules/node/bin', isWindows ? 'node.exe' : 'node');
  return existsSync(local) && !dependenciesStale() ? local : nodeFromNpmCache();
}

/** Returns when this process runs on a supported Node; otherwise runs it again on one and exits. */
export function ensureSupportedNode() {
  if (Number(process.versions.node.split('.')[0]) >= requiredMajor) return;
  const node = projectNode();
  console.log(
    `Node ${process.version} is older than ${manifest.engines.node}: running on Node ${pinned} (${node}).`,
  );
  // Its folder goes first on PATH, so `npm` and every tool started from here run on it too.
  const pathKey = Object.keys(process.env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';
  const env = {
    ...process.env,
    [pathKey]: `${path.dirname(node)}${path.delimiter}${process.env[pathKey] ?? ''}`,
  };
  const result = spawnSync(node, process.argv.slice(1), { stdio: 'inherit', env });
  process.exit(result.status ?? 1);
}
