// `npm test`'s first step: unpacks the pinned Chromium (scripts/testing/chromium.ts) when it is missing,
// checks that it starts, and that it is the browser that drew the visual baselines.
// Its binary needs only NSS from the system; on Debian or Ubuntu as root, a missing NSS is installed.
import { spawnSync } from 'node:child_process';
import { ensurePinnedChromium, pinnedBrowserVersion } from '../testing/chromium.ts';
import { browserMismatch } from '../testing/visual.ts';

/** The shared libraries the browser binary asks for that this system does not have. */
function missingLibraries() {
  const ldd = spawnSync('ldd', [ensurePinnedChromium()], { encoding: 'utf8' });
  return [...ldd.stdout.matchAll(/^\s*(\S+) => not found/gm)].map((match) => match[1]);
}

let missing = missingLibraries();
const canInstall = process.getuid?.() === 0 && spawnSync('apt-get', ['--version']).status === 0;
if (missing.length > 0 && canInstall) {
  console.log(`Installing NSS for the pinned Chromium (missing: ${missing.join(', ')})...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'libnss3'], {
    stdio: 'inherit',
    env,
  });
  missing = missingLibraries();
}
if (missing.length > 0) {
  console.error(
    `The pinned Chromium needs ${missing.join(', ')}: install NSS (Debian/Ubuntu: apt-get install libnss3; Fedora: dnf install nss), or run the tests in a container (README: "The pinned browser").`,
  );
  process.exit(1);
}
console.log(pinnedBrowserVersion());
const mismatch = browserMismatch();
if (mismatch) {
  console.error(mismatch);
  process.exit(1);
}
