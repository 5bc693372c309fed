import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import { fromBuffer } from '@capsizecss/unpack';
import type { WebFont, WebFontFace } from '../../../src/theme/fonts/webFonts.ts';
import {
  assignToSubsets,
  collectCodePoints,
  formatUnicodeRange,
  parseUnicodeRange,
  printableAscii,
  siteCodePoints,
} from './charset.ts';
import { fallbackOverrides, type FontMetrics } from './fallbackMetrics.ts';
import { localFontMetrics } from './localFontMetrics.ts';
import { fallbackFontFace, webFontFace } from './fontFaceCss.ts';
import { keptWeights, readWeightAxis } from './weightAxis.ts';

/** Bump when the output changes for the same inputs, so stale cache entries are not reused. */
const cacheFormat = 3;

/** fontsource's script subsets, in the order a code point is given to the first that covers it. */
const subsetPriority = ['latin', 'latin-ext'];

/** One font file to cut: a face of a family, restricted to the code points of one source subset. */
interface FontFilePlan {
  font: WebFont;
  face: WebFontFace;
  /** fontsource's file this one is cut from. */
  source: string;
  fileName: string;
  codePoints: number[];
}

export interface GeneratedFonts {
  /** The stylesheet with every `@font-face` rule; its `url()`s point at the files next to it. */
  cssFile: string;
  /** Total bytes of the font files. */
  bytes: number;
  /** Whether this run cut the files (false: they came from the cache). */
  generated: boolean;
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export interface GenerateOptions {
  /** Project root (where `node_modules` is). */
  root: string;
  /** Directory the generated files are cached in, one subdirectory per input hash. */
  cacheRoot: string;
  fonts: readonly WebFont[];
  /** The site's content module: every string in it is text a font must draw. */
  content: unknown;
  logger: Logger;
}

function rank(subset: string): number {
  const index = subsetPriority.indexOf(subset);
  return index === -1 ? subsetPriority.length : index;
}

function describe(codePoints: readonly number[]): string {
  return codePoints
    .map((codePoint) => `"${String.fromCodePoint(codePoint)}" (${formatUnicodeRange([codePoint])})`)
    .join(', ');
}

async function planFiles({ root, fonts, content, logger }: GenerateOptions): Promise<FontFilePlan[]> {
  const require = createRequire(path.join(root, 'package.json'));
  const contentCodePoints = collectCodePoints(content);
  const plans: FontFilePlan[] = [];
  for (const font of fonts) {
    // The package's exports map only its CSS; its main entry sits next to files/ and unicode.json.
    const packageDir = path.dirname(require.resolve(font.fontsourcePackage));
    const declared = JSON.parse(await readFile(path.join(packageDir, 'unicode.json'), 'utf8')) as Record<
      string,
      string
    >;
    const subsets = Object.entries(declared)
      .map(([name, ranges]) => ({ name, ranges: parseUnicodeRange(ranges) }))
      .sort((a, b) => rank(a.name) - rank(b.name));
    const { assigned, uncovered } = assignToSubsets(
      siteCodePoints(content, { typed: font.typedText }),
      subsets,
    );
    const missing = uncovered.filter((codePoint) => contentCodePoints.has(codePoint));
    if (missing.length > 0) {
      logger.warn(
        `${font.family} has no glyph for ${describe(missing)} in the content; the fallback font draws it.`,
      );
    }
    for (const face of font.faces) {
      assigned.forEach(({ name, codePoints }) => {
        plans.push({
          font,
          face,
          source: path.join(packageDir, 'files', `${font.fileStem}-${name}-wght-${face.style}.woff2`),
          fileName: `${font.fileStem}-${face.style}-${name}.woff2`,
          codePoints,
        });
      });
    }
  }
  return plans;
}

/** A subset file and the weight range it holds. */
interface CutFile {
  plan: FontFilePlan;
  file: Buffer;
  weights: readonly [number, number];
}

async function cutFile(plan: FontFilePlan, source: Buffer): Promise<CutFile> {
  const axis = readWeightAxis(await subsetFont(source, 'a', { targetFormat: 'sfnt' }));
  if (!axis) throw new Error(`${plan.source} is not a variable font with a weight axis.`);
  const [min, max] = keptWeights(plan.face.weights, axis, plan.face.axisCut);
  // Without a default, the instancer keeps the old one when it is in range (always, for `exact`).
  const wght = min === max ? min : { min, max };
  const whole = min === axis.min && max === axis.max;
  const file = await subsetFont(source, String.fromCodePoint(...plan.codePoints), {
    targetFormat: 'woff2',
    ...(whole ? {} : { variationAxes: { wght } }),
    // Keep the licence (OFL) description and URL in the file, next to the copyright notice.
    preserveNameIds: [13, 14],
  });
  return { plan, file, weights: [min, max] };
}

/**
 * The family's metrics at its main weight (a variable font's widths change with the weight; its
 * default instance may be another weight: Fraunces' is 900), read from the file like capsize does.
 */
async function metricsAt(font: WebFont, source: Buffer): Promise<FontMetrics> {
  const instance = await subsetFont(source, String.fromCodePoint(...printableAscii), {
    targetFormat: 'sfnt',
    variationAxes: { wght: font.primaryWeight },
  });
  return fromBuffer(instance);
}

function renderCss(files: readonly CutFile[], metrics: ReadonlyMap<WebFont, FontMetrics>): string {
  const rules = files.map(({ plan, weights }) =>
    webFontFace({
      family: plan.font.family,
      style: plan.face.style,
      weights,
      url: `./${plan.fileName}`,
      unicodeRange: formatUnicodeRange(plan.codePoints),
    }),
  );
  for (const [font, fontMetrics] of metrics) {
    for (const fallback of font.fallbacks) {
      const overrides = fallbackOverrides(fontMetrics, localFontMetrics[fallback.metrics]);
      rules.push(fallbackFontFace(fallback.family, fallback.localNames, overrides));
    }
  }
  return [
    '/* Generated by scripts/build/fonts/generateFonts.ts from src/theme/fonts/webFonts.ts and the content. */',
    ...rules,
    '',
  ].join('\n');
}

/**
 * Cuts the web fonts down to the characters the content uses (plus the fixed sets in charset.ts)
 * and the weights the site uses, and writes them with their `@font-face` stylesheet into a cache
 * directory named after a hash of everything that goes into them: an unchanged content reuses the
 * files at once, a changed one gets new files.
 */
export async function generateFonts(options: GenerateOptions): Promise<GeneratedFonts> {
  const { cacheRoot, logger } = options;
  const plans = await planFiles(options);
  const sources = await Promise.all(plans.map((plan) => readFile(plan.source)));

  const hash = createHash('sha256').update(JSON.stringify({ cacheFormat, localFontMetrics }));
  plans.forEach(({ font, face, fileName, codePoints }, index) => {
    hash.update(JSON.stringify({ font, face, fileName, codePoints }));
    hash.update(sources[index] ?? '');
  });
  const dir = path.join(cacheRoot, hash.digest('hex').slice(0, 16));
  const cssFile = path.join(dir, 'fonts.css');

  if (existsSync(cssFile)) {
    const sizes = await Promise.all(
      plans.map(async (plan) => (await stat(path.join(dir, plan.fileName))).size),
    );
    return { cssFile, bytes: sum(sizes), generated: false };
  }

  const started = Date.now();
  const files = await Promise.all(
    plans.map((plan, index) => cutFile(plan, sources[index] ?? Buffer.alloc(0))),
  );
  // Each family's fallbacks are matched to its first normal file (the one with the basic letters).
  const metrics = new Map<WebFont, FontMetrics>();
  for (const [index, plan] of plans.entries()) {
    const source = sources[index];
    if (plan.face.style === 'normal' && !metrics.has(plan.font) && source) {
      metrics.set(plan.font, await metricsAt(plan.font, source));
    }
  }

  // Written beside the final directory and renamed into place, so a parallel build (Storybook and
  // the site) never reads a half-written directory.
  await mkdir(cacheRoot, { recursive: true });
  const staging = await mkdtemp(path.join(cacheRoot, '.staging-'));
  await Promise.all(files.map(({ plan, file }) => writeFile(path.join(staging, plan.fileName), file)));
  await writeFile(path.join(staging, 'fonts.css'), renderCss(files, metrics));
  try {
    await rename(staging, dir);
  } catch {
    await rm(staging, { recursive: true, force: true }); // another process was faster
  }
  await pruneCache(cacheRoot);

  const bytes = sum(files.map(({ file }) => file.length));
  logger.info(
    `fonts: cut ${String(files.length)} files, ${(bytes / 1024).toFixed(1)} KiB, in ${String(Date.now() - started)} ms`,
  );
  return { cssFile, bytes, generated: true };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** Keeps the newest few entries, so content edits do not pile up directories. */
async function pruneCache(cacheRoot: string, keep = 4): Promise<void> {
  const entries = await readdir(cacheRoot, { withFileTypes: true });
  const dated = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.staging-'))
      .map(async (entry) => {
        const dir = path.join(cacheRoot, entry.name);
        return { dir, time: (await stat(dir)).mtimeMs };
      }),
  );
  const stale = dated.sort((a, b) => b.time - a.time).slice(keep);
  await Promise.all(stale.map(({ dir }) => rm(dir, { recursive: true, force: true })));
}
