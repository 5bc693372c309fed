// The visual baselines' bookkeeping, shared by the story snapshots (Vitest's `toMatchScreenshot`,
// .storybook/) and the route snapshots (Playwright's `toHaveScreenshot`, tests/visual/): where
// baselines and failure records live, which snapshots a run accepts, the browser that drew the
// baselines, and the one review page (reports/visual/index.html) every failing run writes from the
// images the two tools leave (baseline, new image, diff).
// Node built-ins only: the test scripts import this before a browser or a test framework starts.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pinnedBrowserPackage, pinnedBrowserVersion } from './chromium.ts';

export type SnapshotKind = 'story' | 'route';

export interface SnapshotRecord {
  kind: SnapshotKind;
  /** The baseline's file name without `.png`, e.g. `home-desktop-dark`. */
  name: string;
  /** The story (`Sections/Hero / Default`) or the route (`/terms`). */
  title: string;
  scheme: string;
  viewport: string;
  status: 'changed' | 'new' | 'stale';
  /** The committed baseline, when there is one. */
  baseline: string | null;
  /** The images the comparing tool left: the new image and the diff, when it drew one. */
  files?: { actual?: string; diff?: string };
}

/**
 * How far a pixel's colour may move before it counts as changed, for both tools (pixelmatch's
 * distance in YIQ colour space); one changed pixel fails a snapshot. Strict on purpose: the
 * browser, its flags and the fonts are pinned, so a page renders to the same pixels run after run,
 * except that an anti-aliased edge repainted after an interaction can come out 1 to 3 levels (of
 * 255) lighter or darker. 0.012 forgives that and nothing as large as the smallest step between
 * neighbouring colour tokens (tests/visual/comparator.test.ts).
 */
export const pixelThreshold = 0.012;

/** Committed baselines, one folder per kind: `<name>.png`. */
export const baselineDirs: Record<SnapshotKind, string> = {
  story: 'tests/visual/stories',
  route: 'tests/visual/routes',
};

/** A failing comparison leaves `<name>.json` here until that kind runs again. */
export const recordDirs: Record<SnapshotKind, string> = {
  story: 'test-results/visual/stories',
  route: 'test-results/visual/routes',
};

export const reviewPage = 'reports/visual/index.html';

const browserFile = 'tests/visual/browser.json';

/** Removes one kind's records before it runs again. */
export function clearRecords(kind: SnapshotKind) {
  rmSync(recordDirs[kind], { recursive: true, force: true });
  mkdirSync(recordDirs[kind], { recursive: true });
}

/** Writes one failure record, naming the images the comparing tool left. */
export function writeRecord(record: SnapshotRecord) {
  const dir = recordDirs[record.kind];
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${record.name}.json`), JSON.stringify(record, null, 2));
}

/** Removes a snapshot's record: a retry that passed leaves nothing to review. */
export function removeRecord(kind: SnapshotKind, name: string) {
  rmSync(path.join(recordDirs[kind], `${name}.json`), { force: true });
}

function readRecords(): SnapshotRecord[] {
  return Object.values(recordDirs).flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.json'))
          .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SnapshotRecord)
      : [],
  );
}

/**
 * Which snapshots this run accepts as the new baselines (`npm run test:update-snapshots`, which
 * sets VISUAL_ACCEPT): `*` for all, or names separated by spaces, where `*` matches any text
 * (`home-*`, `sections-hero-*--dark`).
 */
export function accepts(name: string) {
  const patterns = (process.env.VISUAL_ACCEPT ?? '').split(/[\s,]+/).filter(Boolean);
  return patterns.some((pattern) =>
    new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`).test(name),
  );
}

export const acceptsAll = () => (process.env.VISUAL_ACCEPT ?? '').trim() === '*';

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Baselines with nothing behind them (a story or route that was removed or renamed): deleted when
 * accepted, otherwise recorded as failures. Returns the names of those recorded.
 */
export function settleStaleBaselines(kind: SnapshotKind, expectedNames: Iterable<string>) {
  const expected = new Set(expectedNames);
  const stale = readdirSync(baselineDirs[kind])
    .filter((file) => file.endsWith('.png'))
    .map((file) => file.slice(0, -'.png'.length))
    .filter((name) => !expected.has(name));
  const recorded: string[] = [];
  for (const name of stale) {
    const baseline = path.join(baselineDirs[kind], `${name}.png`);
    if (accepts(name)) {
      rmSync(baseline);
      console.log(`Removed the baseline ${baseline}: no ${kind} makes it any more.`);
      continue;
    }
    const scheme = /(light|dark)$/.exec(name)?.[1] ?? '';
    const viewport = `${pngWidth(baseline)} px wide`;
    writeRecord({ kind, name, title: name, scheme, viewport, status: 'stale', baseline });
    recorded.push(name);
  }
  return recorded;
}

/** The width of a PNG image, read from its header: a stale baseline's only hint of its viewport. */
function pngWidth(file: string) {
  return readFileSync(file).readUInt32BE(16);
}

/** The browser this run draws with: the pinned package and what its binary says it is. */
function runningBrowser() {
  return { package: pinnedBrowserPackage, browser: pinnedBrowserVersion() };
}

/** Notes, beside the baselines, the browser that drew them (when all of them are accepted). */
export function recordBrowser() {
  writeFileSync(browserFile, `${JSON.stringify(runningBrowser(), null, 2)}\n`);
}

/**
 * One line when this run's browser is not the one that drew the baselines, or null. Baselines are
 * compared only with the browser that drew them, so a mismatch fails the run before any snapshot
 * (a run that accepts every snapshot anew records the new browser instead).
 */
export function browserMismatch(): string | null {
  if (acceptsAll()) return null;
  const recorded: Partial<ReturnType<typeof runningBrowser>> = existsSync(browserFile)
    ? (JSON.parse(readFileSync(browserFile, 'utf8')) as ReturnType<typeof runningBrowser>)
    : {};
  const running = runningBrowser();
  if (recorded.package === running.package && recorded.browser === running.browser) return null;
  const describe = (b: typeof recorded) =>
    b.package ? `${b.package} (${b.browser ?? ''})` : 'an unrecorded browser';
  return `The visual baselines were drawn by ${describe(recorded)}, but this run has ${describe(running)}. Run \`npm ci\` to get the browser package-lock.json pins; after upgrading it on purpose, redraw every baseline (npm run test:update-snapshots), look at ${reviewPage} and commit.`;
}

const statusOrder: SnapshotRecord['status'][] = ['changed', 'new', 'stale'];
const statusLabels = {
  changed: 'changed',
  new: 'new: no baseline yet',
  stale: 'stale: a baseline with no story or route behind it',
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const dataUri = (file: string | null | undefined) =>
  file && existsSync(file) ? `data:image/png;base64,${readFileSync(file).toString('base64')}` : null;

/** Width and height of a PNG file, from its header. */
function pngSize(file: string): [number, number] {
  const header = readFileSync(file).subarray(16, 24);
  return [header.readUInt32BE(0), header.readUInt32BE(4)];
}

function figure(label: string, file: string | null | undefined, canvas: [number, number]) {
  const src = dataUri(file);
  if (!src || !file) return `<figure class="empty"><figcaption>${label}</figcaption><p>none</p></figure>`;
  const [width, height] = canvas;
  const [imageWidth] = pngSize(file);
  return `<figure><figcaption>${label}</figcaption><div class="canvas" style="aspect-ratio:${width}/${height}"><img alt="${label}" src="${src}" style="width:${(100 * imageWidth) / width}%"></div></figure>`;
}

function entryHtml(record: SnapshotRecord) {
  const baseline = record.baseline && existsSync(record.baseline) ? record.baseline : null;
  const actual = record.files?.actual && existsSync(record.files.actual) ? record.files.actual : null;
  const baselineSize = baseline ? pngSize(baseline) : null;
  const actualSize = actual ? pngSize(actual) : null;
  const canvas: [number, number] = [
    Math.max(baselineSize?.[0] ?? 0, actualSize?.[0] ?? 0),
    Math.max(baselineSize?.[1] ?? 0, actualSize?.[1] ?? 0),
  ];
  const facts = [
    record.kind,
    record.scheme,
    record.viewport,
    baselineSize && actualSize && baselineSize.join('×') !== actualSize.join('×')
      ? `size ${baselineSize.join('×')} → ${actualSize.join('×')}`
      : null,
  ].filter((fact): fact is string => Boolean(fact));
  const command = `<code>npm run test:update-snapshots -- ${escapeHtml(record.name)}</code>`;
  const accept = record.status === 'stale' ? `remove it: ${command}` : `accept it: ${command}`;
  const figures = [
    figure('Baseline', baseline, canvas),
    figure('New', actual, canvas),
    record.files?.diff ? figure('Diff (changed pixels in red)', record.files.diff, canvas) : '',
  ].join('');
  return `<section class="entry" id="${escapeHtml(record.name)}" data-status="${record.status}" data-kind="${record.kind}">
<h2><span class="status ${record.status}">${statusLabels[record.status]}</span> ${escapeHtml(record.title)}</h2>
<p class="facts">${facts.map(escapeHtml).join(' · ')} · <code>${escapeHtml(record.name)}</code> · ${accept}</p>
${baseline && actual ? '<p class="modes"><button data-mode="side" aria-pressed="true">Side by side</button><button data-mode="slider" aria-pressed="false">Slider</button><button data-mode="onion" aria-pressed="false">Onion skin</button></p>' : ''}
<div class="view main side">${figures}</div>
</section>`;
}

const style = `
:root{color-scheme:light dark;font:15px/1.5 system-ui,sans-serif}
body{margin:0 auto;max-width:1600px;padding:16px 24px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:0}
.note{background:#fff4d6;color:#4a3500;padding:8px 12px;border-radius:6px}
.summary a{margin-right:12px}
.entry{border-top:1px solid #8884;padding:16px 0}
.facts{margin:4px 0;color:#666}code{font-size:13px;background:#8882;padding:1px 4px;border-radius:4px}
.status{font-size:13px;padding:2px 8px;border-radius:10px;color:#fff;margin-right:6px;vertical-align:2px}
.status.changed{background:#b3261e}.status.new{background:#3239a8}.status.stale{background:#5e6778}
.modes button{font:inherit;padding:2px 10px;margin-right:4px;border:1px solid #888;border-radius:4px;background:none;color:inherit;cursor:pointer}
.modes button[aria-pressed=true]{background:#3239a8;color:#fff;border-color:#3239a8}
.view{display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:12px;align-items:start}
figure{margin:0}figcaption{font-weight:600;margin-bottom:4px}
.canvas{position:relative;outline:1px solid #8886;background:repeating-conic-gradient(#8881 0 25%,transparent 0 50%) 0 0/16px 16px}
.canvas img{display:block;position:absolute;left:0;top:0;height:auto}
.stack{position:relative;max-width:900px}.stack .canvas img.over{z-index:1}
.stack input{width:100%}
`;

// Builds the slider and onion-skin views on demand from the side-by-side images (each image is in
// the page once).
const script = `
for (const entry of document.querySelectorAll('.entry')) {
  const view = entry.querySelector('.view.main');
  const side = view.innerHTML;
  entry.querySelectorAll('.modes button').forEach((button) => button.addEventListener('click', () => {
    entry.querySelectorAll('.modes button').forEach((b) => b.setAttribute('aria-pressed', String(b === button)));
    const mode = button.dataset.mode;
    view.className = 'view main ' + mode;
    if (mode === 'side') { view.innerHTML = side; return; }
    const [baseline, current] = [...new DOMParser().parseFromString(side, 'text/html').querySelectorAll('figure')];
    const canvas = baseline.querySelector('.canvas');
    const over = current.querySelector('img');
    over.classList.add('over');
    canvas.append(over);
    const label = mode === 'slider' ? 'Baseline ⟷ New: drag to move the edge' : 'Baseline, New on top: drag to fade it in';
    view.innerHTML = '<div class="stack"><p><b>' + label + '</b></p><input type="range" min="0" max="100" value="50" aria-label="' + label + '"></div>';
    const stack = view.firstChild;
    stack.append(canvas);
    const input = stack.querySelector('input');
    const apply = () => {
      if (mode === 'slider') over.style.clipPath = 'inset(0 0 0 ' + input.value + '%)';
      else over.style.opacity = String(input.value / 100);
    };
    input.addEventListener('input', apply);
    apply();
  }));
}
`;

/**
 * Writes reports/visual/index.html from every record (stories and routes), self-contained (images
 * inline), and returns its path; removes it and returns null when there is nothing to review.
 */
export function writeReviewPage() {
  const records = readRecords().sort(
    (a, b) =>
      statusOrder.indexOf(a.status) - statusOrder.indexOf(b.status) ||
      a.kind.localeCompare(b.kind) ||
      a.name.localeCompare(b.name),
  );
  if (records.length === 0) {
    rmSync(reviewPage, { force: true });
    return null;
  }
  const counts = statusOrder
    .map((status) => ({ status, count: records.filter((record) => record.status === status).length }))
    .filter(({ count }) => count > 0)
    .map(({ status, count }) => `${String(count)} ${status}`)
    .join(', ');
  const mismatch = browserMismatch();
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Visual review: ${counts}</title><style>${style}</style></head><body>
<h1>Visual review: ${counts}</h1>
<p>Every snapshot that differs from its committed baseline (stories and routes, light and dark). Each tool's diff marks the changed pixels.
To accept all: <code>npm run test:update-snapshots</code>; only some: <code>npm run test:update-snapshots -- &lt;name&gt; …</code> (<code>*</code> matches any text). Then commit the images and say why they changed.</p>
${mismatch ? `<p class="note">${escapeHtml(mismatch)}</p>` : ''}
<p class="summary">${records.map((record) => `<a href="#${escapeHtml(record.name)}">${escapeHtml(record.name)}</a>`).join(' ')}</p>
${records.map(entryHtml).join('\n')}
<script>${script}</script></body></html>
`;
  mkdirSync(path.dirname(reviewPage), { recursive: true });
  writeFileSync(reviewPage, html);
  return reviewPage;
}
