// The visual baselines' bookkeeping, shared by the story snapshots (Vitest, .storybook/) and the
// route snapshots (Playwright, tests/visual/): where baselines and failure records live, which
// snapshots a run accepts, the browser that made the baselines, and the one review page
// (reports/visual/index.html) every failing run writes.
// Node built-ins only: the test scripts import this before a browser or a test framework starts.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pinnedBrowserPackage, pinnedBrowserVersion } from './chromium.mjs';

/** Committed baselines, one folder per kind: `<name>.png`. */
export const baselineDirs = { story: 'tests/visual/stories', route: 'tests/visual/routes' };

/** A failing comparison leaves `<name>.json` (and its images) here until that kind runs again. */
export const recordDirs = { story: 'test-results/visual/stories', route: 'test-results/visual/routes' };

export const reviewPage = 'reports/visual/index.html';

const browserFile = 'tests/visual/browser.json';

/** Removes one kind's records before it runs again. */
export function clearRecords(kind) {
  rmSync(recordDirs[kind], { recursive: true, force: true });
  mkdirSync(recordDirs[kind], { recursive: true });
}

/** Writes one failure record: its images first (`<name>.actual.png`, `<name>.diff.png`), then JSON. */
export function writeRecord(record, images = {}) {
  const dir = recordDirs[record.kind];
  mkdirSync(dir, { recursive: true });
  const files = {};
  for (const [label, png] of Object.entries(images)) {
    files[label] = path.join(dir, `${record.name}.${label}.png`);
    writeFileSync(files[label], png);
  }
  writeFileSync(path.join(dir, `${record.name}.json`), JSON.stringify({ ...record, files }, null, 2));
}

function readRecords() {
  return Object.values(recordDirs).flatMap((dir) =>
    existsSync(dir)
      ? readdirSync(dir)
          .filter((file) => file.endsWith('.json'))
          .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')))
      : [],
  );
}

/**
 * Which snapshots this run accepts as the new baselines (`npm run test:update-snapshots`, which
 * sets VISUAL_ACCEPT): `*` for all, or names separated by spaces, where `*` matches any text
 * (`home-*`, `sections-hero-*--dark`).
 */
export function accepts(name) {
  const patterns = (process.env.VISUAL_ACCEPT ?? '').split(/[\s,]+/).filter(Boolean);
  return patterns.some((pattern) =>
    new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`).test(name),
  );
}

export const acceptsAll = () => (process.env.VISUAL_ACCEPT ?? '').trim() === '*';

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Baselines with nothing behind them (a story or route that was removed or renamed): deleted when
 * accepted, otherwise recorded as failures. Returns the names of those recorded.
 */
export function settleStaleBaselines(kind, expectedNames) {
  const expected = new Set(expectedNames);
  const stale = readdirSync(baselineDirs[kind])
    .filter((file) => file.endsWith('.png'))
    .map((file) => file.slice(0, -'.png'.length))
    .filter((name) => !expected.has(name));
  const recorded = [];
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
function pngWidth(file) {
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
export function browserMismatch() {
  if (acceptsAll()) return null;
  const recorded = existsSync(browserFile) ? JSON.parse(readFileSync(browserFile, 'utf8')) : {};
  const running = runningBrowser();
  if (recorded.package === running.package && recorded.browser === running.browser) return null;
  const describe = (b) => (b.package ? `${b.package} (${b.browser})` : 'an unrecorded browser');
  return `The visual baselines were drawn by ${describe(recorded)}, but this run has ${describe(running)}. Run \`npm ci\` to get the browser package-lock.json pins; after upgrading it on purpose, redraw every baseline (npm run test:update-snapshots), look at ${reviewPage} and commit.`;
}

const statusOrder = ['changed', 'new', 'stale'];
const statusLabels = {
  changed: 'changed',
  new: 'new: no baseline yet',
  stale: 'stale: a baseline with no story or route behind it',
};

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const dataUri = (file) =>
  file && existsSync(file) ? `data:image/png;base64,${readFileSync(file).toString('base64')}` : null;

/** Width and height of a PNG file, from its header. */
function pngSize(file) {
  const header = readFileSync(file).subarray(16, 24);
  return [header.readUInt32BE(0), header.readUInt32BE(4)];
}

function figure(label, src, canvas, size, regions) {
  if (!src) return `<figure class="empty"><figcaption>${label}</figcaption><p>none</p></figure>`;
  const [width, height] = canvas;
  const boxes = regions
    .map(
      (r) =>
        `<span class="region" style="left:${(100 * r.left) / width}%;top:${(100 * r.top) / height}%;width:${(100 * (r.right - r.left + 1)) / width}%;height:${(100 * (r.bottom - r.top + 1)) / height}%"></span>`,
    )
    .join('');
  return `<figure><figcaption>${label}</figcaption><div class="canvas" style="aspect-ratio:${width}/${height}"><img alt="${label}" src="${src}" style="width:${(100 * size[0]) / width}%">${boxes}</div></figure>`;
}

function entryHtml(record) {
  const baseline = record.baseline && existsSync(record.baseline) ? record.baseline : null;
  const actual = record.files?.actual ?? null;
  const diff = record.files?.diff ?? null;
  const baselineSize = baseline ? pngSize(baseline) : null;
  const actualSize = actual ? pngSize(actual) : null;
  const canvas = [
    Math.max(baselineSize?.[0] ?? 0, actualSize?.[0] ?? 0),
    Math.max(baselineSize?.[1] ?? 0, actualSize?.[1] ?? 0),
  ];
  const regions = record.regions ?? [];
  const facts = [
    record.kind === 'story' ? 'story' : 'route',
    record.scheme,
    record.viewport,
    record.status === 'changed'
      ? `${record.changedPixels.toLocaleString('en')} pixels changed in ${regions.length} region${regions.length === 1 ? '' : 's'}`
      : null,
    baselineSize && actualSize && baselineSize.join('×') !== actualSize.join('×')
      ? `size ${baselineSize.join('×')} → ${actualSize.join('×')}`
      : null,
  ].filter(Boolean);
  const accept =
    record.status === 'stale'
      ? `remove it: <code>npm run test:update-snapshots -- ${escapeHtml(record.name)}</code>`
      : `accept it: <code>npm run test:update-snapshots -- ${escapeHtml(record.name)}</code>`;
  const closeUps = regions
    .map((region, index) => {
      const cut = (label) => record.files?.[`closeup${index}-${label}`];
      if (!cut('actual') && !cut('baseline')) return '';
      const caption = `Region ${index + 1}: x ${region.left}–${region.right}, y ${region.top}–${region.bottom}, ${region.pixels.toLocaleString('en')} pixels`;
      const cell = (label, file) =>
        file
          ? `<figure><figcaption>${label}</figcaption><img alt="${label}, ${caption}" src="${dataUri(file)}"></figure>`
          : '';
      return `<div class="closeup"><p>${caption}</p><div class="view">${cell('Baseline', cut('baseline'))}${cell('New', cut('actual'))}${cell('Diff', cut('diff'))}</div></div>`;
    })
    .join('');
  const figures = [
    figure('Baseline', dataUri(baseline), canvas, baselineSize, regions),
    figure('New', dataUri(actual), canvas, actualSize, regions),
    diff ? figure('Diff (changed pixels in magenta)', dataUri(diff), canvas, canvas, regions) : '',
  ].join('');
  const comparable = baseline && actual;
  return `<section class="entry" id="${escapeHtml(record.name)}" data-status="${record.status}" data-kind="${record.kind}">
<h2><span class="status ${record.status}">${statusLabels[record.status]}</span> ${escapeHtml(record.title)}</h2>
<p class="facts">${facts.map(escapeHtml).join(' · ')} · <code>${escapeHtml(record.name)}</code> · ${accept}</p>
${comparable ? '<p class="modes"><button data-mode="side" aria-pressed="true">Side by side</button><button data-mode="slider" aria-pressed="false">Slider</button><button data-mode="onion" aria-pressed="false">Onion skin</button></p>' : ''}
${closeUps ? `<details open><summary>The largest changed regions, close up</summary>${closeUps}</details>` : ''}
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
.region{position:absolute;outline:2px solid #ff0080;outline-offset:2px;pointer-events:none}
.stack{position:relative;max-width:900px}.stack .canvas img.over{z-index:1}
.stack input{width:100%}
.closeup img{display:block;max-width:100%;image-rendering:pixelated;outline:1px solid #8886}.closeup p{margin:8px 0 4px;color:#666}
details{margin:8px 0}summary{cursor:pointer;font-weight:600}
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
    .map((status) => [status, records.filter((record) => record.status === status).length])
    .filter(([, count]) => count > 0)
    .map(([status, count]) => `${count} ${status}`)
    .join(', ');
  const mismatch = browserMismatch();
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Visual review: ${counts}</title><style>${style}</style></head><body>
<h1>Visual review: ${counts}</h1>
<p>Every snapshot that differs from its committed baseline (stories and routes, light and dark). Baselines are compared pixel for pixel; changed regions are outlined.
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
