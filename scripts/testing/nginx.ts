// The nginx that serves dist/ with the generated snippet in tests/e2e/nginx.spec.ts: the system's,
// or else Debian's package unpacked into node_modules/.cache/ (`apt-get download` and
// `dpkg-deb -x`: nothing is installed on the system, and no root is needed). So the deploy recipe
// is checked on every Debian or Ubuntu machine, CI's among them, not only where nginx happens to be.
// Node built-ins only.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const systemBinaries = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/nginx', import.meta.url));
const cachedBinary = path.join(cacheDir, 'usr/sbin/nginx');

/** Where nginx's `mime.types` is: the system's, or the one from the unpacked package. */
export function nginxMimeTypes(binary: string): string | undefined {
  const candidate =
    binary === cachedBinary ? path.join(cacheDir, 'etc/nginx/mime.types') : '/etc/nginx/mime.types';
  return existsSync(candidate) ? candidate : undefined;
}

/** Unpacks Debian's nginx (the binary) and nginx-common (its mime.types) into the cache. */
function unpackDebianNginx(): string | undefined {
  if (spawnSync('apt-get', ['--version']).status !== 0) return undefined;
  mkdirSync(path.dirname(cacheDir), { recursive: true });
  const work = mkdtempSync(`${cacheDir}-download-`);
  try {
    const download = () =>
      spawnSync('apt-get', ['download', '-qq', 'nginx', 'nginx-common'], { cwd: work, stdio: 'ignore' })
        .status === 0;
    // A machine that never read the package lists knows no nginx yet; as root, read them once.
    if (
      !download() &&
      !(process.getuid?.() === 0 && spawnSync('apt-get', ['update', '-qq']).status === 0 && download())
    ) {
      return undefined;
    }
    const packages = readdirSync(work).filter((file) => file.endsWith('.deb'));
    const unpacked = path.join(work, 'root');
    for (const file of packages) spawnSync('dpkg-deb', ['-x', path.join(work, file), unpacked]);
    if (!existsSync(path.join(unpacked, 'usr/sbin/nginx'))) return undefined;
    rmSync(cacheDir, { recursive: true, force: true });
    renameSync(unpacked, cacheDir);
    return cachedBinary;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** An nginx binary that starts here, or undefined where none can be had. */
export function ensureNginx(): string | undefined {
  const binary =
    [...systemBinaries, cachedBinary].find((candidate) => existsSync(candidate)) ?? unpackDebianNginx();
  return binary && spawnSync(binary, ['-v']).status === 0 ? binary : undefined;
}
