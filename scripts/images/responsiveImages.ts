// Makes the responsive variants of every content image.  npm run images
//
//   src/content/images/source/<name>.{png,jpg,jpeg,webp}
//     → src/content/images/generated/<name>-<width>.{avif,webp}   for widths 480, 960 and 1440
//     → src/content/images/manifest.json                           { "<name>": { width, height, widths } }
//
// Widths larger than the source are skipped (a source narrower than the smallest width gets one
// variant at its own width). Metadata is stripped. Files are only written when their bytes change and
// generated files whose source is gone are deleted, so running it again leaves the tree untouched.
import { mkdir, readdir, readFile, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const imagesDir = path.join(root, 'src/content/images');
const sourceDir = path.join(imagesDir, 'source');
const generatedDir = path.join(imagesDir, 'generated');
const manifestFile = path.join(imagesDir, 'manifest.json');

const WIDTHS = [480, 960, 1440];
const SOURCE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.webp']);
const FORMATS = [
  { ext: 'avif', encode: (image: Sharp) => image.avif({ quality: 55, effort: 5 }) },
  { ext: 'webp', encode: (image: Sharp) => image.webp({ quality: 78, effort: 6, smartSubsample: true }) },
];

const toPosix = (file: string) => file.split(path.sep).join('/');
const rel = (file: string) => toPosix(path.relative(root, file));

/** Every file below dir, as sorted absolute paths (none if dir does not exist). */
async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await walk(full)));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

/** Writes only when the content differs; returns whether it wrote. */
async function writeIfChanged(file: string, data: Buffer | string) {
  const previous = await readFile(file).catch(() => null);
  if (previous?.equals(Buffer.from(data))) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  return true;
}

/** Removes empty folders below (not including) dir, deepest first. */
async function pruneEmptyDirs(dir: string) {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const full = path.join(dir, entry.name);
    await pruneEmptyDirs(full);
    if ((await readdir(full)).length === 0) await rmdir(full);
  }
}

/** 2-space JSON with short number arrays kept on one line, exactly as Prettier prints it. */
function formatManifest(manifest: Manifest) {
  const json = JSON.stringify(manifest, null, 2).replace(
    /\[\s+([\d.,\s]+?)\s+\]/g,
    (_, inner: string) => `[${inner.split(/,\s*/).join(', ')}]`,
  );
  return `${json}\n`;
}

const sources = (await walk(sourceDir)).filter((file) =>
  SOURCE_EXTENSIONS.has(path.extname(file).toLowerCase()),
);

/** Each image's size and the widths it has variants at, as src/content/images/manifest.json keeps them. */
type Manifest = Record<string, { width: number; height: number; widths: number[] }>;
const manifest: Manifest = {};
const origins = new Map<string, string>();
const expected = new Set<string>();
let written = 0;
let unchanged = 0;

for (const file of sources) {
  const name = toPosix(path.relative(sourceDir, file)).replace(/\.[^./]+$/, '');
  if (origins.has(name)) {
    throw new Error(
      `Two sources share the name "${name}": ${rel(origins.get(name) ?? '')} and ${rel(file)}.`,
    );
  }
  origins.set(name, file);

  const input = await readFile(file);
  const metadata = await sharp(input).metadata();
  // The size as displayed, after any EXIF rotation.
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw new Error(`Cannot read the size of ${rel(file)}.`);

  const fitting = WIDTHS.filter((w) => w <= width);
  const widths = fitting.length > 0 ? fitting : [width];
  manifest[name] = { width, height, widths };

  for (const w of widths) {
    // Rotate by EXIF first (metadata, EXIF included, is not copied to the output).
    const resized = sharp(input).rotate().resize({ width: w, kernel: 'lanczos3' });
    for (const { ext, encode } of FORMATS) {
      const out = path.join(generatedDir, `${name}-${w}.${ext}`);
      expected.add(out);
      const data = await encode(resized.clone()).toBuffer();
      if (await writeIfChanged(out, data)) written += 1;
      else unchanged += 1;
    }
  }
}

// Stale variants: anything in generated/ that no current source produces.
let removed = 0;
for (const file of await walk(generatedDir)) {
  if (expected.has(file)) continue;
  await rm(file);
  removed += 1;
  console.log(`  removed ${rel(file)}`);
}
await pruneEmptyDirs(generatedDir);

const sorted = Object.fromEntries(
  Object.keys(manifest)
    .sort()
    .map((key) => [key, manifest[key]]),
) as Manifest;
const manifestChanged = await writeIfChanged(manifestFile, formatManifest(sorted));

let bytes = 0;
for (const file of expected) bytes += (await stat(file)).size;

for (const [name, { width, height, widths }] of Object.entries(sorted)) {
  console.log(`  ${name}  ${width}×${height}  → ${widths.join(', ')} px`);
}
console.log(
  `${String(sources.length)} image${sources.length === 1 ? '' : 's'}, ${String(expected.size)} variants ` +
    `(${String(written)} written, ${String(unchanged)} unchanged, ${String(removed)} removed), ` +
    `${(bytes / 1024).toFixed(0)} KB in ${rel(generatedDir)}; ` +
    `manifest ${manifestChanged ? 'updated' : 'unchanged'}.`,
);
