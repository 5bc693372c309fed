// Paints the three gallery artworks procedurally: each is an SVG built from a seeded PRNG (so every
// run writes the same bytes), given painterly texture with SVG filters, and rasterised with sharp to
// a 1600 × 2000 (4:5 portrait) PNG source for `npm run images`.
//
//   node scripts/images/paintArtworks.ts                  all artworks
//   node scripts/images/paintArtworks.ts tidal-memory     only the named ones
//   node scripts/images/paintArtworks.ts --svg DIR         also write the SVGs to DIR (for debugging)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'src/content/images/source/artworks');

const W = 1600;
const H = 2000;
const TAU = Math.PI * 2;

/** A colour as SVG takes it: `#rrggbb`. */
type Colour = `#${string}`;
/** A point on the canvas, in pixels. */
type Point = [x: number, y: number];
/** A periodic curve: [0, 1] → about [-1, 1]. */
type Wave = (t: number) => number;
/** The two parts of an SVG a layer contributes: definitions (filters, gradients) and marks. */
interface SvgParts {
  defs: string;
  body: string;
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

/** A seeded stream of numbers and the draws built on it. */
interface Random {
  /** Uniform on [0, 1). */
  next: () => number;
  /** Uniform on [a, b). */
  range: (a: number, b: number) => number;
  /** An integer from a to b, both included. */
  int: (a: number, b: number) => number;
  /** True with probability p. */
  chance: (p: number) => boolean;
  /** One of the items, each as likely. */
  pick: <T>(items: readonly T[]) => T;
  /** Standard normal (Box–Muller). */
  gauss: () => number;
  /** A fresh generator derived from this one, so adding marks in one layer leaves the others alone. */
  fork: (label: string) => Random;
}

/** FNV-1a: a string seed to a 32-bit integer. */
function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for art; the same seed always gives the same sequence. */
function createRandom(seed: string): Random {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (a: number, b: number) => a + (b - a) * next();
  return {
    next,
    range,
    int: (a, b) => Math.floor(range(a, b + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('Cannot pick from an empty list.');
      return item;
    },
    /** Standard normal (Box–Muller). */
    gauss: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(TAU * next()),
    /** A fresh generator derived from this one, so adding marks in one layer leaves the others alone. */
    fork: (label) => createRandom(`${seed}/${label}`),
  };
}

/**
 * A smooth periodic wobble on [0, 1] → about [-1, 1]: a few sines with integer frequencies, so it
 * also closes seamlessly around a circle.
 */
function wobble(random: Random, octaves = 4, base = 2): Wave {
  const terms = Array.from({ length: octaves }, (_, i) => ({
    f: Math.max(1, Math.round(base * (i + 1) ** 1.6 * random.range(0.8, 1.25))),
    p: random.range(0, TAU),
    a: 1 / (i + 1) ** 1.3,
  }));
  const norm = terms.reduce((sum, t) => sum + t.a, 0);
  return (t) => terms.reduce((sum, { f, p, a }) => sum + a * Math.sin(TAU * f * t + p), 0) / norm;
}

// ---------------------------------------------------------------------------------------------
// SVG helpers

/** Numbers with one decimal: compact, and the same text on every platform. */
const n = (value: number) => String(Math.round(value * 10) / 10);

const pathOf = (points: readonly Point[]) => `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
const lineOf = (points: readonly Point[]) => `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}`;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The red, green and blue channels of a #rrggbb colour, 0–255 each. */
const channelsOf = (colour: Colour): [r: number, g: number, b: number] => [
  parseInt(colour.slice(1, 3), 16),
  parseInt(colour.slice(3, 5), 16),
  parseInt(colour.slice(5, 7), 16),
];

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
function mix(a: Colour, b: Colour, t: number): Colour {
  const pa = channelsOf(a);
  const pb = channelsOf(b);
  return `#${([0, 1, 2] as const)
    .map((i) => Math.round(pa[i] + (pb[i] - pa[i]) * t))
    .map((c) => clamp(c, 0, 255).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** A horizontal band from `top` to `bottom`, across `x0`–`x1` (by default a little past both edges). */
interface BandOptions {
  x0?: number;
  x1?: number;
  top: number;
  bottom: number;
  /** How far the edges waver, in pixels. */
  amp?: number;
  /** How ragged the edges are, in pixels. */
  jitter?: number;
  /** The distance between the edges' points, in pixels. */
  step?: number;
}

/** A horizontal band with wavering top and bottom edges, cut a little unevenly like torn tape. */
function bandPath(
  random: Random,
  { x0 = -40, x1 = W + 40, top, bottom, amp = 14, jitter = 2.5, step = 22 }: BandOptions,
): string {
  const wt = wobble(random, 4, 1.5);
  const wb = wobble(random, 4, 1.5);
  const upper: Point[] = [];
  const lower: Point[] = [];
  for (let x = x0; x <= x1 + step; x += step) {
    const t = (x - x0) / (x1 - x0);
    upper.push([Math.min(x, x1), top + amp * wt(t) + random.range(-jitter, jitter)]);
    lower.push([Math.min(x, x1), bottom + amp * wb(t) + random.range(-jitter, jitter)]);
  }
  return pathOf([...upper, ...lower.reverse()]);
}

/** A brushstroke from (x0, y0) to (x1, y1). */
interface StrokeOptions {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** The widest the stroke gets, in pixels. */
  width: number;
  /** The exponent of the width's sine profile: small keeps it full to near the ends, 1 tapers evenly. */
  taper?: number;
  /** How many steps the outline takes along the stroke. */
  segments?: number;
  /** How far the stroke's centre line strays sideways, in pixels. */
  wander?: number;
}

/**
 * A brushstroke along a straight line, tapering at both ends, its width breathing along the way.
 * Returns the outline polygon.
 */
function strokePath(
  random: Random,
  { x0, y0, x1, y1, width, taper = 0.35, segments = 18, wander = 0 }: StrokeOptions,
): string {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len = Math.hypot(dx, dy) || 1;
  const nx = -dy / len;
  const ny = dx / len;
  const breathe = wobble(random, 3, 1);
  const drift = wobble(random, 2, 1);
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= segments; i += 1) {
    const t = i / segments;
    const profile = Math.sin(Math.PI * clamp(t, 0.02, 0.98)) ** taper;
    const half = (width / 2) * profile * (1 + 0.25 * breathe(t)) * random.range(0.85, 1.15);
    const off = wander * drift(t);
    const cx = x0 + dx * t + nx * off;
    const cy = y0 + dy * t + ny * off;
    left.push([cx + nx * half, cy + ny * half]);
    right.push([cx - nx * half, cy - ny * half]);
  }
  return pathOf([...left, ...right.reverse()]);
}

/** A circle about (cx, cy) of radius r. */
interface BlobOptions {
  cx: number;
  cy: number;
  r: number;
  /** How far the radius wavers, as a fraction of it. */
  amp?: number;
  /** How ragged the edge is, as a fraction of the radius. */
  jitter?: number;
}

/** A hand-cut circle: the radius wavers slowly and the edge is slightly ragged. */
function blobPath(random: Random, { cx, cy, r, amp = 0.05, jitter = 0.012 }: BlobOptions): string {
  const wave = wobble(random, 4, 2);
  const count = clamp(Math.round(r * 0.5), 20, 140);
  const points: Point[] = [];
  for (let i = 0; i < count; i += 1) {
    const t = i / count;
    const rr = r * (1 + amp * wave(t) + random.range(-jitter, jitter));
    points.push([cx + rr * Math.cos(TAU * t), cy + rr * Math.sin(TAU * t)]);
  }
  return pathOf(points);
}

/** A rectangle with its top left corner at (x, y). */
interface BlockOptions {
  x: number;
  y: number;
  w: number;
  h: number;
  /** The turn about its centre, in degrees. */
  angle?: number;
  /** How ragged the edges are, in pixels. */
  jitter?: number;
}

/** A hand-cut rectangle, optionally turned a few degrees about its centre. */
function blockPath(random: Random, { x, y, w, h, angle = 0, jitter = 2 }: BlockOptions): string {
  const cx = x + w / 2;
  const cy = y + h / 2;
  const topLeft: Point = [x, y];
  const topRight: Point = [x + w, y];
  const bottomRight: Point = [x + w, y + h];
  const bottomLeft: Point = [x, y + h];
  const sides: [from: Point, to: Point][] = [
    [topLeft, topRight],
    [topRight, bottomRight],
    [bottomRight, bottomLeft],
    [bottomLeft, topLeft],
  ];
  const points: Point[] = [];
  for (const [[ax, ay], [bx, by]] of sides) {
    const steps = Math.max(2, Math.round(Math.hypot(bx - ax, by - ay) / 14));
    for (let s = 0; s < steps; s += 1) {
      const t = s / steps;
      points.push([
        ax + (bx - ax) * t + random.range(-jitter, jitter),
        ay + (by - ay) * t + random.range(-jitter, jitter),
      ]);
    }
  }
  const cos = Math.cos((angle * Math.PI) / 180);
  const sin = Math.sin((angle * Math.PI) / 180);
  return pathOf(
    points.map(([px, py]): Point => [
      cx + (px - cx) * cos - (py - cy) * sin,
      cy + (px - cx) * sin + (py - cy) * cos,
    ]),
  );
}

const region = `filterUnits="userSpaceOnUse" x="0" y="0" width="${W}" height="${H}"`;

/** Streaks of noise `fx` × `fy` (cycles per pixel) that decide where paint lands. */
interface DryBrushOptions {
  fx: number;
  fy: number;
  seed: number;
  /** The noise's gain into the alpha: higher gives harder streaks. */
  contrast?: number;
  /** Added to the alpha after the gain: lower leaves more gaps. */
  floor?: number;
}

/** Noise at `freq` (cycles per pixel) that thins the paint in places. */
interface MottleOptions {
  freq: number;
  seed: number;
  /** The noise's gain into the alpha. */
  contrast?: number;
  /** Added to the alpha after the gain. */
  floor?: number;
}

/** Noise at `freq` that moves the layer by up to `scale` pixels, then `soften`s it. */
interface BleedOptions {
  freq: number;
  scale: number;
  seed: number;
  soften?: number;
}

/** The weave's thread frequency and the grain's, in cycles per pixel. */
interface CanvasOptions {
  seed: number;
  thread?: number;
  grain?: number;
}

/** The height field's noise at `freq`, lit with heights scaled by `surface`. */
interface ReliefOptions {
  freq: number;
  seed: number;
  surface?: number;
}

/** Shared filters. Seeds are fixed numbers, so feTurbulence is deterministic too. */
const filters = {
  /** Streaky dry-brush alpha: paint catches the weave in long streaks along the stroke direction. */
  dryBrush: (id: string, { fx, fy, seed, contrast = 2.2, floor = -0.55 }: DryBrushOptions) => `
    <filter id="${id}" ${region} color-interpolation-filters="sRGB">
      <feTurbulence type="fractalNoise" baseFrequency="${fx} ${fy}" numOctaves="3" seed="${seed}" result="noise"/>
      <feColorMatrix in="noise" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${contrast} 0 0 0 ${floor}" result="mask"/>
      <feComposite in="SourceGraphic" in2="mask" operator="in"/>
    </filter>`,
  /** Uneven paint density: soft mottling of the layer's alpha. */
  mottle: (id: string, { freq, seed, contrast = 1.6, floor = 0.05 }: MottleOptions) => `
    <filter id="${id}" ${region} color-interpolation-filters="sRGB">
      <feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="3" seed="${seed}" result="noise"/>
      <feColorMatrix in="noise" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${contrast} 0 0 0 ${floor}" result="mask"/>
      <feComposite in="SourceGraphic" in2="mask" operator="in"/>
    </filter>`,
  blur: (id: string, sd: number) =>
    `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`,
  /** Wet edges: the layer is pushed about by low-frequency noise and softened. */
  bleed: (id: string, { freq, scale, seed, soften = 0.7 }: BleedOptions) => `
    <filter id="${id}" ${region} color-interpolation-filters="sRGB">
      <feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${seed}" result="noise"/>
      <feDisplacementMap in="SourceGraphic" in2="noise" scale="${scale}" xChannelSelector="R" yChannelSelector="G" result="moved"/>
      <feGaussianBlur in="moved" stdDeviation="${soften}"/>
    </filter>`,
  /**
   * Canvas: horizontal and vertical threads plus fine grain, as a mid-grey relief to lay over the
   * painting with soft-light.
   */
  canvas: (id: string, { seed, thread = 0.55, grain = 0.9 }: CanvasOptions) => `
    <filter id="${id}" ${region} color-interpolation-filters="sRGB">
      <feTurbulence type="fractalNoise" baseFrequency="${thread} 0.018" numOctaves="2" seed="${seed}" result="warp"/>
      <feTurbulence type="fractalNoise" baseFrequency="0.018 ${thread}" numOctaves="2" seed="${seed + 1}" result="weft"/>
      <feTurbulence type="fractalNoise" baseFrequency="${grain}" numOctaves="2" seed="${seed + 2}" result="grain"/>
      <feComposite in="warp" in2="weft" operator="arithmetic" k2="0.5" k3="0.5" result="weave"/>
      <feComposite in="weave" in2="grain" operator="arithmetic" k2="0.6" k3="0.4" result="tex"/>
      <feColorMatrix in="tex" type="matrix" values="0.33 0.33 0.33 0 0  0.33 0.33 0.33 0 0  0.33 0.33 0.33 0 0  0 0 0 0 1"/>
    </filter>`,
  /** Impasto: a lit height field of low-frequency noise, for a subtle sense of paint relief. */
  relief: (id: string, { freq, seed, surface = 2.5 }: ReliefOptions) => `
    <filter id="${id}" ${region} color-interpolation-filters="sRGB">
      <feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="4" seed="${seed}" result="height"/>
      <feDiffuseLighting in="height" surfaceScale="${surface}" diffuseConstant="1" lighting-color="#ffffff">
        <feDistantLight azimuth="235" elevation="50"/>
      </feDiffuseLighting>
    </filter>`,
};

/** How strongly the finishing layers show, each an opacity. */
interface FinishOptions {
  relief?: number;
  canvas?: number;
}

/** The finishing layers every painting shares: impasto relief and canvas weave. */
function finish(seed: number, { relief = 0.22, canvas = 0.55 }: FinishOptions = {}): SvgParts {
  return {
    defs: filters.relief('relief', { freq: 0.012, seed }) + filters.canvas('canvas', { seed: seed + 7 }),
    body: `
      <rect width="${W}" height="${H}" filter="url(#relief)" opacity="${relief}" style="mix-blend-mode:soft-light"/>
      <rect width="${W}" height="${H}" filter="url(#canvas)" opacity="${canvas}" style="mix-blend-mode:soft-light"/>`,
  };
}

function svgDocument(title: string, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <title>${title}</title>
  <defs>${defs}</defs>
  ${body}
</svg>
`;
}

// ---------------------------------------------------------------------------------------------
// Tidal Memory: twelve bands of deep blue and teal (a year of tides), a broken rust horizon and
// fine graphite notation.

/** One of Tidal Memory's horizontal bands of colour. */
interface Band {
  top: number;
  bottom: number;
  colour: Colour;
}

/** One of the passes that make up a pull of the rust horizon, from the broadest to the finest. */
interface RustLayer {
  /** The stroke's width before its random scale. */
  width: number;
  opacity: number;
  /** A fixed colour, or none to pick one of the rust tones. */
  colour?: Colour;
}

function tidalMemory(): string {
  const random = createRandom('tidal-memory');
  const horizon = 1175;

  // Seven bands above the horizon, lightening towards it; five below, darkening into the deep.
  const above: Colour[] = ['#0d1a33', '#13284c', '#1a3760', '#1e4870', '#235a78', '#2a6c7a', '#3a8282'];
  const below: Colour[] = ['#1f5d66', '#184b5d', '#133c56', '#0f2d48', '#0a1e35'];

  // Splits from–to into one band per colour, of random relative heights.
  const cut = (from: number, to: number, colours: readonly Colour[], r: Random): Band[] => {
    const weighted = colours.map((colour) => ({ colour, weight: r.range(0.45, 1.6) }));
    const total = weighted.reduce((sum, { weight }) => sum + weight, 0);
    let y = from;
    return weighted.map(({ colour, weight }) => {
      const top = y;
      y += ((to - from) * weight) / total;
      return { top, bottom: y, colour };
    });
  };
  const bandRandom = random.fork('bands');
  const bands = [...cut(-30, horizon, above, bandRandom), ...cut(horizon, H + 30, below, bandRandom)];

  // Base bands: each overlaps the next so the seams read as wet-on-wet transitions.
  const base = bands
    .map(({ top, bottom, colour }, i) => {
      const overlap = i === bands.length - 1 ? 0 : bandRandom.range(10, 26);
      return `<path d="${bandPath(bandRandom, { top, bottom: bottom + overlap, amp: bandRandom.range(6, 16) })}" fill="${colour}" opacity="${n(bandRandom.range(0.88, 0.97))}"/>`;
    })
    .join('');

  // Soft glazes: large veils of neighbouring colours that break each band's flatness.
  const glazeRandom = random.fork('glaze');
  const glazes = Array.from({ length: 34 }, () => {
    const band = glazeRandom.pick(bands);
    const cy = glazeRandom.range(band.top, band.bottom);
    const colour = mix(
      band.colour,
      glazeRandom.pick<Colour>(['#4f9a95', '#0a1430', '#2b6e8c', '#7fb0ab']),
      glazeRandom.range(0.2, 0.5),
    );
    return `<ellipse cx="${n(glazeRandom.range(0, W))}" cy="${n(cy)}" rx="${n(glazeRandom.range(240, 800))}" ry="${n(glazeRandom.range(20, 80))}" fill="${colour}" opacity="${n(glazeRandom.range(0.18, 0.4))}"/>`;
  }).join('');

  // Dry-brush drags along each band: long, thin, tapered strokes in lighter and darker tones.
  const dragRandom = random.fork('drags');
  const drags = bands
    .flatMap(({ top, bottom, colour }) => {
      const count = Math.round((bottom - top) / 5);
      return Array.from({ length: count }, () => {
        const y = dragRandom.range(top - 6, bottom + 6);
        const x0 = dragRandom.range(-200, W * 0.8);
        const len = dragRandom.range(240, 1300);
        const tone = dragRandom.chance(0.55)
          ? mix(
              colour,
              dragRandom.pick<Colour>(['#6fb1aa', '#8ec3c0', '#4c86a8']),
              dragRandom.range(0.25, 0.6),
            )
          : mix(colour, '#050b1a', dragRandom.range(0.25, 0.6));
        const d = strokePath(dragRandom, {
          x0,
          y0: y,
          x1: x0 + len,
          y1: y + dragRandom.range(-8, 8),
          width: dragRandom.range(2, 16),
          taper: 0.25,
          segments: 24,
          wander: dragRandom.range(1, 5),
        });
        return `<path d="${d}" fill="${tone}" opacity="${n(dragRandom.range(0.12, 0.42))}"/>`;
      });
    })
    .join('');

  // Broad scumbles: wide, dry, half-transparent passes that carry colour across band seams.
  const scumbleRandom = random.fork('scumbles');
  const scumbles = bands
    .flatMap(({ top, bottom, colour }) =>
      Array.from({ length: scumbleRandom.int(3, 6) }, () => {
        const y = scumbleRandom.range(top, bottom);
        const x0 = scumbleRandom.range(-300, W * 0.7);
        const tone = mix(
          colour,
          scumbleRandom.pick<Colour>(['#5fa39d', '#23466e', '#0b1630', '#7cb3b5']),
          scumbleRandom.range(0.3, 0.6),
        );
        const d = strokePath(scumbleRandom, {
          x0,
          y0: y,
          x1: x0 + scumbleRandom.range(400, 1400),
          y1: y + scumbleRandom.range(-14, 14),
          width: scumbleRandom.range(30, 90),
          taper: 0.35,
          segments: 30,
          wander: 6,
        });
        return `<path d="${d}" fill="${tone}" opacity="${n(scumbleRandom.range(0.14, 0.3))}"/>`;
      }),
    )
    .join('');

  // The rust horizon: a broken line of three or four pulls of the brush, with a warm halo and a
  // couple of thin runs.
  const rustRandom = random.fork('rust');
  const rustTones: Colour[] = ['#8c3a1b', '#9a4421', '#a24c26', '#80351a'];
  const rustLayers: RustLayer[] = [
    { width: 11, opacity: 0.9 },
    { width: 7, opacity: 0.75 },
    { width: 3, opacity: 0.4, colour: '#b4603a' },
  ];
  let x = rustRandom.range(-60, -20);
  const pulls: { x0: number; x1: number; y: number }[] = [];
  while (x < W + 20) {
    const len = rustRandom.range(260, 620);
    const y = horizon + rustRandom.range(-5, 5);
    pulls.push({ x0: x, x1: Math.min(x + len, W + 60), y });
    x += len + rustRandom.range(18, 70);
  }
  const rustLines = pulls
    .map(({ x0, x1, y }) =>
      rustLayers
        .map((layer) => {
          const d = strokePath(rustRandom, {
            x0: x0 + rustRandom.range(-8, 8),
            y0: y + rustRandom.range(-2, 2),
            x1: x1 + rustRandom.range(-8, 8),
            y1: y + rustRandom.range(-3, 3),
            width: layer.width * rustRandom.range(0.75, 1.2),
            taper: 0.14,
            segments: 40,
            wander: 2.5,
          });
          const colour = layer.colour ?? rustRandom.pick(rustTones);
          return `<path d="${d}" fill="${colour}" opacity="${n(layer.opacity)}"/>`;
        })
        .join(''),
    )
    .join('');
  const runs = Array.from({ length: 3 }, () => {
    const rx = rustRandom.range(150, W - 150);
    return `<path d="${strokePath(rustRandom, { x0: rx, y0: horizon + 4, x1: rx + rustRandom.range(-2, 2), y1: horizon + rustRandom.range(25, 80), width: rustRandom.range(1.5, 3), taper: 0.8 })}" fill="#9c431f" opacity="${n(rustRandom.range(0.25, 0.45))}"/>`;
  }).join('');
  const echo = strokePath(rustRandom, {
    x0: rustRandom.range(200, 500),
    y0: horizon + 46,
    x1: rustRandom.range(900, 1200),
    y1: horizon + 50,
    width: 12,
    taper: 0.3,
    segments: 30,
    wander: 2,
  });

  // Graphite: ruled lines, a faint tide curve (springs and neaps), tally ticks for the months and a
  // few hatchings — silvery where it crosses dark paint.
  const gRandom = random.fork('graphite');
  const graphiteLight = '#c3c9cf';
  const graphiteDark = '#15181d';
  const ruled = Array.from({ length: 7 }, () => {
    const y = gRandom.range(120, H - 120);
    const xa = gRandom.range(-20, W * 0.55);
    const xb = gRandom.range(xa + 300, W + 20);
    const points: Point[] = [];
    for (let px = xa; px <= xb; px += 40) points.push([px, y + gRandom.range(-1.2, 1.2) + (px - xa) * 0.004]);
    return `<path d="${lineOf(points)}" stroke="${graphiteLight}" stroke-width="${n(gRandom.range(0.9, 1.6))}" opacity="${n(gRandom.range(0.18, 0.35))}"/>`;
  }).join('');
  const tideY = gRandom.range(640, 760);
  const tide: Point[] = [];
  for (let px = W * 0.05; px <= W * 0.86; px += 3) {
    const t = px / W;
    const spring = 0.55 + 0.45 * Math.cos(TAU * 2 * t + 0.6);
    tide.push([px, tideY + 26 * spring * Math.sin(TAU * 14.5 * t) + gRandom.range(-0.8, 0.8)]);
  }
  const tideCurve = `<path d="${lineOf(tide)}" stroke="${graphiteLight}" stroke-width="1.3" opacity="0.26"/>`;
  const tickY = gRandom.range(1560, 1640);
  const ticks = Array.from({ length: 12 }, (_, month) => {
    const gx = 150 + month * ((W - 300) / 11) + gRandom.range(-12, 12);
    const count = gRandom.int(3, 8);
    return Array.from({ length: count }, (_, k) => {
      const tx = gx + k * 7 + gRandom.range(-1.2, 1.2);
      const ty = tickY + gRandom.range(-3, 3);
      return `<path d="${lineOf([
        [tx, ty],
        [tx + gRandom.range(-1.5, 1.5), ty + gRandom.range(14, 26)],
      ])}" stroke="${graphiteLight}" stroke-width="1.1" opacity="${n(gRandom.range(0.2, 0.34))}"/>`;
    }).join('');
  }).join('');
  // Small crosses, like survey marks, scattered sparsely.
  const crosses = Array.from({ length: 9 }, () => {
    const cx = gRandom.range(90, W - 90);
    const cy = gRandom.range(120, H - 120);
    const onLight = cy > 900 && cy < 1320;
    const r = gRandom.range(5, 9);
    const a = gRandom.range(-0.3, 0.3);
    const dx = r * Math.cos(a);
    const dy = r * Math.sin(a);
    return `<path d="M${n(cx - dx)} ${n(cy - dy)}L${n(cx + dx)} ${n(cy + dy)}M${n(cx + dy)} ${n(cy - dx)}L${n(cx - dy)} ${n(cy + dx)}" stroke="${onLight ? graphiteDark : graphiteLight}" stroke-width="1.2" opacity="${n(gRandom.range(0.3, 0.5))}"/>`;
  }).join('');
  // Graphite smudges: rubbed, wide and barely there.
  const smudges = Array.from({ length: 5 }, () => {
    const sx = gRandom.range(0, W - 400);
    const sy = gRandom.range(200, H - 200);
    return `<path d="${strokePath(gRandom, { x0: sx, y0: sy, x1: sx + gRandom.range(200, 500), y1: sy + gRandom.range(-10, 10), width: gRandom.range(18, 40), taper: 0.6, wander: 4 })}" fill="#8b949c" opacity="${n(gRandom.range(0.06, 0.12))}"/>`;
  }).join('');

  const { defs: finishDefs, body: finishBody } = finish(11, { relief: 0.26, canvas: 0.5 });
  const defs = `
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b1730"/><stop offset="0.58" stop-color="#2a6c7a"/><stop offset="1" stop-color="#081628"/>
    </linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.55" r="0.75">
      <stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/>
    </radialGradient>
    ${filters.bleed('wet', { freq: 0.035, scale: 9, seed: 3 })}
    ${filters.blur('soft', 16)}
    ${filters.blur('halo', 10)}
    ${filters.dryBrush('drag', { fx: 0.0025, fy: 0.09, seed: 5, contrast: 2.4, floor: -0.6 })}
    ${filters.dryBrush('scumble', { fx: 0.003, fy: 0.04, seed: 17, contrast: 2, floor: -0.3 })}
    ${filters.dryBrush('rustDrag', { fx: 0.004, fy: 0.2, seed: 21, contrast: 2.5, floor: -0.2 })}
    ${filters.mottle('pencil', { freq: 0.35, seed: 9, contrast: 2.5, floor: -0.4 })}
    ${finishDefs}`;
  const body = `
  <rect width="${W}" height="${H}" fill="url(#ground)"/>
  <g filter="url(#wet)">${base}</g>
  <g filter="url(#soft)">${glazes}</g>
  <g filter="url(#scumble)">${scumbles}</g>
  <g filter="url(#drag)">${drags}</g>
  <path d="${bandPath(rustRandom, { top: horizon - 10, bottom: horizon + 12, amp: 3, jitter: 1 })}" fill="#a64c26" opacity="0.25" filter="url(#halo)"/>
  <path d="${echo}" fill="#9c431f" opacity="0.22" filter="url(#halo)"/>
  <g filter="url(#rustDrag)">${rustLines}</g>
  <g>${runs}</g>
  <g filter="url(#soft)">${smudges}</g>
  <g fill="none" stroke-linecap="round" filter="url(#pencil)">${ruled}${tideCurve}${ticks}${crosses}</g>
  <rect width="${W}" height="${H}" fill="url(#vignette)"/>
  ${finishBody}`;
  return svgDocument('Tidal Memory', defs, body);
}

// ---------------------------------------------------------------------------------------------
// Signal / Noise: circles and blocks in ochre, coral and charcoal on a pale ground, crowding at the
// centre and thinning out towards the edges.

/** The colour families Signal / Noise's shapes are painted in. */
type FamilyName = 'ochre' | 'coral' | 'charcoal' | 'pale';

/** A colour family: its paints, how they blend with what lies beneath, and how opaque they are. */
interface Family {
  colours: readonly Colour[];
  /** The CSS mix-blend-mode; with `multiply` only some shapes (about half) use it. */
  blend: 'multiply' | 'normal';
  opacity: readonly [min: number, max: number];
}

/** A disc, a ring (its outline), a rectangle or a thin bar. */
type ShapeKind = 'disc' | 'ring' | 'block' | 'bar';

/** One of Signal / Noise's shapes, placed before any is drawn so they can be sorted by size. */
interface Shape {
  x: number;
  y: number;
  /** About its diameter or side, in pixels. */
  size: number;
  family: FamilyName;
  kind: ShapeKind;
  /** From the centre, 0, to the edge of the crowd, 1. */
  distance: number;
}

function signalNoise(): string {
  const random = createRandom('signal-noise');
  const centre = { x: W * 0.5, y: H * 0.46 };

  const families: Record<FamilyName, Family> = {
    ochre: {
      colours: ['#c8922e', '#d6a443', '#b47b22', '#e0b65c'],
      blend: 'multiply',
      opacity: [0.75, 0.95],
    },
    coral: {
      colours: ['#e2705a', '#ec8b73', '#d4604b', '#f0a38c'],
      blend: 'multiply',
      opacity: [0.72, 0.92],
    },
    charcoal: { colours: ['#2b2b2f', '#3b3b41', '#4a4a50'], blend: 'normal', opacity: [0.82, 0.96] },
    pale: { colours: ['#efd9b0', '#f3c9bb', '#d9d3c8'], blend: 'normal', opacity: [0.75, 0.9] },
  };
  const familyFor = (r: Random, distance: number): FamilyName => {
    const roll = r.next();
    // Charcoal gathers near the centre; pale tints live at the edges.
    if (roll < 0.34) return 'ochre';
    if (roll < 0.66) return 'coral';
    if (roll < 0.66 + 0.2 * (1 - distance)) return 'charcoal';
    return distance > 0.45 ? 'pale' : 'ochre';
  };

  // Ground: warm gesso, mottled by a few pale washes.
  const groundRandom = random.fork('ground');
  const washes = Array.from({ length: 16 }, () => {
    const colour = groundRandom.pick<Colour>(['#e6dccb', '#f6f1e7', '#ece1cf', '#f2e6d6']);
    return `<ellipse cx="${n(groundRandom.range(0, W))}" cy="${n(groundRandom.range(0, H))}" rx="${n(groundRandom.range(200, 600))}" ry="${n(groundRandom.range(160, 520))}" fill="${colour}" opacity="${n(groundRandom.range(0.35, 0.7))}"/>`;
  }).join('');

  // Shapes: positions from a normal distribution about the centre, larger shapes nearer it.
  const shapeRandom = random.fork('shapes');
  const shapes: Shape[] = [];
  let attempts = 0;
  while (shapes.length < 125 && attempts < 2000) {
    attempts += 1;
    const spread = shapeRandom.chance(0.82) ? 1 : 2.4;
    const x = centre.x + shapeRandom.gauss() * 250 * spread;
    const y = centre.y + shapeRandom.gauss() * 320 * spread;
    if (x < 70 || x > W - 70 || y < 80 || y > H - 80) continue;
    const distance = clamp(Math.hypot((x - centre.x) / (W * 0.55), (y - centre.y) / (H * 0.55)), 0, 1);
    const size = shapeRandom.range(24, 40) + (1 - distance) ** 2 * shapeRandom.range(40, 210);
    const family = familyFor(shapeRandom, distance);
    const kindRoll = shapeRandom.next();
    const kind = kindRoll < 0.42 ? 'disc' : kindRoll < 0.58 ? 'ring' : kindRoll < 0.92 ? 'block' : 'bar';
    shapes.push({ x, y, size, family, kind, distance });
  }
  // A few anchors give the crowd its weight: a large coral disc, an ochre block and a charcoal
  // ring, a little off-centre.
  shapes.push(
    { x: centre.x - 90, y: centre.y - 60, size: 430, family: 'coral', kind: 'disc', distance: 0 },
    { x: centre.x + 150, y: centre.y + 120, size: 300, family: 'ochre', kind: 'block', distance: 0 },
    { x: centre.x + 60, y: centre.y - 210, size: 250, family: 'charcoal', kind: 'ring', distance: 0 },
  );
  shapes.sort((a, b) => b.size - a.size);

  const drawShape = ({ x, y, size, family, kind }: Shape): string => {
    const f = families[family];
    const colour = shapeRandom.pick(f.colours);
    const opacity = n(shapeRandom.range(f.opacity[0], f.opacity[1]));
    const style =
      f.blend === 'normal' || shapeRandom.chance(0.45) ? '' : ` style="mix-blend-mode:${f.blend}"`;
    if (kind === 'disc') {
      return `<path d="${blobPath(shapeRandom, { cx: x, cy: y, r: size * 0.55 })}" fill="${colour}" opacity="${opacity}"${style}/>`;
    }
    if (kind === 'ring') {
      const r = size * 0.6;
      return `<path d="${blobPath(shapeRandom, { cx: x, cy: y, r, amp: 0.03, jitter: 0.006 })}" fill="none" stroke="${colour}" stroke-width="${n(clamp(r * shapeRandom.range(0.06, 0.16), 3, 22))}" opacity="${opacity}"${style}/>`;
    }
    if (kind === 'block') {
      const w = size * shapeRandom.range(0.7, 1.5);
      const h = size * shapeRandom.range(0.6, 1.4);
      const angle = shapeRandom.chance(0.6) ? shapeRandom.range(-7, 7) : 0;
      return `<path d="${blockPath(shapeRandom, { x: x - w / 2, y: y - h / 2, w, h, angle, jitter: 2.2 })}" fill="${colour}" opacity="${opacity}"${style}/>`;
    }
    const w = size * shapeRandom.range(1.6, 3);
    const h = clamp(size * shapeRandom.range(0.1, 0.2), 6, 28);
    return `<path d="${blockPath(shapeRandom, { x: x - w / 2, y: y - h / 2, w, h, jitter: 1.5 })}" fill="${colour}" opacity="${opacity}"${style}/>`;
  };
  const big = shapes
    .filter((s) => s.size >= 110)
    .map(drawShape)
    .join('');
  const small = shapes
    .filter((s) => s.size < 110)
    .map(drawShape)
    .join('');

  // Noise: a scatter of small dots, thick at the centre and thin at the edges.
  const dotRandom = random.fork('dots');
  const dots = Array.from({ length: 280 }, () => {
    const x = centre.x + dotRandom.gauss() * 330;
    const y = centre.y + dotRandom.gauss() * 420;
    if (x < 30 || x > W - 30 || y < 30 || y > H - 30) return '';
    const colour = dotRandom.pick<Colour>(['#2b2b2f', '#b47b22', '#d4604b', '#3b3b41']);
    return `<path d="${blobPath(dotRandom, { cx: x, cy: y, r: dotRandom.range(2, 7), amp: 0.12, jitter: 0.06 })}" fill="${colour}" opacity="${n(dotRandom.range(0.5, 0.9))}"/>`;
  }).join('');

  // Signal: a few fine charcoal lines running through the crowd.
  const lineRandom = random.fork('lines');
  const lines = Array.from({ length: 4 }, () => {
    const y = centre.y + lineRandom.range(-380, 380);
    const len = lineRandom.range(380, 900);
    const xa = centre.x - len * lineRandom.range(0.3, 0.7);
    const d = strokePath(lineRandom, {
      x0: xa,
      y0: y,
      x1: xa + len,
      y1: y + lineRandom.range(-12, 12),
      width: lineRandom.range(1.8, 3.4),
      taper: 0.4,
      segments: 36,
      wander: 2,
    });
    return `<path d="${d}" fill="#2b2b2f" opacity="${n(lineRandom.range(0.55, 0.8))}"/>`;
  }).join('');

  const { defs: finishDefs, body: finishBody } = finish(23, { relief: 0.3, canvas: 0.42 });
  const defs = `
    ${filters.blur('soft', 40)}
    ${filters.mottle('paint', { freq: 0.018, seed: 4, contrast: 1.1, floor: 0.35 })}
    ${filters.mottle('paint2', { freq: 0.03, seed: 8, contrast: 1.2, floor: 0.3 })}
    ${filters.dryBrush('scumble', { fx: 0.05, fy: 0.05, seed: 12, contrast: 3, floor: -0.9 })}
    ${finishDefs}`;
  const body = `
  <rect width="${W}" height="${H}" fill="#eee6d8"/>
  <g filter="url(#soft)">${washes}</g>
  <g filter="url(#paint)">${big}</g>
  <g filter="url(#paint2)">${small}</g>
  <g filter="url(#scumble)" opacity="0.55">${dots}</g>
  <g>${lines}</g>
  ${finishBody}`;
  return svgDocument('Signal / Noise', defs, body);
}

// ---------------------------------------------------------------------------------------------
// Quiet Ledger: rows of thin vertical strokes in muted greens and greys on warm off-white, with
// one band of indigo.

/**
 * What a row of Quiet Ledger's strokes is mostly painted in: greens or greys (a few of the other
 * among them), or pale scratches through the indigo band.
 */
type RowFamily = 'green' | 'grey' | 'scratch';

function quietLedger(): string {
  const random = createRandom('quiet-ledger');
  const marginX = 120;
  const top = 150;
  const rowCount = 10;
  const rowHeight = (H - 2 * top) / rowCount;
  const indigoRow = 6;

  const greens: Colour[] = ['#7d8d70', '#91a083', '#66775f', '#a1ac90', '#5d6b57'];
  const greys: Colour[] = ['#8c8c86', '#6e706c', '#a4a39b', '#7a7c78'];

  // Ground: warm off-white, with veils of wax slightly warmer and cooler.
  const groundRandom = random.fork('ground');
  const veils = Array.from({ length: 14 }, () => {
    const y = groundRandom.range(-100, H);
    const colour = groundRandom.pick<Colour>(['#f4eee2', '#e4dac6', '#efe6d2', '#e9e2d4']);
    return `<path d="${bandPath(groundRandom, { top: y, bottom: y + groundRandom.range(80, 320), amp: 30 })}" fill="${colour}" opacity="${n(groundRandom.range(0.3, 0.6))}"/>`;
  }).join('');

  // Faint graphite rules, one under each row, as in a ledger.
  const ruleRandom = random.fork('rules');
  const rules = Array.from({ length: rowCount + 1 }, (_, i) => {
    const y = top + i * rowHeight - 10;
    const points: Point[] = [];
    for (let px = marginX - 40; px <= W - marginX + 40; px += 40)
      points.push([px, y + ruleRandom.range(-0.8, 0.8)]);
    return `<path d="${lineOf(points)}" stroke="#4d4f4c" stroke-width="1" opacity="${n(ruleRandom.range(0.12, 0.22))}"/>`;
  }).join('');

  // The indigo band: several overlapping pulls of a wide brush, laid in the place of one row.
  const indigoRandom = random.fork('indigo');
  const bandTop = top + indigoRow * rowHeight + 8;
  const bandBottom = bandTop + rowHeight - 34;
  const bandHeight = bandBottom - bandTop;
  const indigoTones = ['#252b4f', '#2c335c', '#20264a', '#343b66', '#282e55'] as const;
  // The body of the band, with gently wavering edges...
  const indigoBody = ([0, 1] as const)
    .map((k) => {
      const t = bandTop + indigoRandom.range(4, 10) + k * 4;
      const b = bandBottom - indigoRandom.range(4, 10) - k * 4;
      const d = bandPath(indigoRandom, {
        x0: marginX - 80,
        x1: W - marginX + 80,
        top: t,
        bottom: b,
        amp: 4,
        jitter: 1.5,
        step: 16,
      });
      return `<path d="${d}" fill="${indigoTones[k]}" opacity="${n(indigoRandom.range(0.7, 0.85))}"/>`;
    })
    .join('');
  // ...then long pulls of a wide brush that feather out at both ends.
  const indigoPulls = Array.from({ length: 9 }, (_, k) => {
    const y = bandTop + bandHeight * (0.12 + 0.76 * (k / 8)) + indigoRandom.range(-6, 6);
    const d = strokePath(indigoRandom, {
      x0: marginX - 120 + indigoRandom.range(0, 60),
      y0: y,
      x1: W - marginX + 120 - indigoRandom.range(0, 60),
      y1: y + indigoRandom.range(-6, 6),
      width: bandHeight * indigoRandom.range(0.2, 0.32),
      taper: 0.3,
      segments: 48,
      wander: 4,
    });
    return `<path d="${d}" fill="${indigoRandom.pick(indigoTones)}" opacity="${n(indigoRandom.range(0.35, 0.6))}"/>`;
  }).join('');
  const indigo = indigoBody + indigoPulls;
  // Both ends are cut by one ragged vertical edge, where the brush was lifted.
  const edge = (x: number, fromY: number, toY: number): Point[] => {
    const points: Point[] = [];
    const sway = wobble(indigoRandom, 3, 1);
    for (let y = fromY; y <= toY; y += 6)
      points.push([x + 6 * sway((y - fromY) / (toY - fromY)) + indigoRandom.range(-2.5, 2.5), y]);
    return points;
  };
  const clipTop = bandTop - 40;
  const clipBottom = bandBottom + 40;
  const indigoClip = pathOf([
    ...edge(marginX - 28, clipTop, clipBottom).reverse(),
    ...edge(W - marginX + 28, clipTop, clipBottom),
  ]);

  // The strokes: entries in groups, their heights following a slow rhythm along each row.
  const strokeRandom = random.fork('strokes');
  const rows: string[] = [];
  for (let row = 0; row < rowCount; row += 1) {
    const rowTop = top + row * rowHeight;
    const family: RowFamily = row === indigoRow ? 'scratch' : strokeRandom.chance(0.55) ? 'green' : 'grey';
    const rhythm = wobble(strokeRandom, 3, 2);
    const strokes: string[] = [];
    let x = marginX + strokeRandom.range(0, 20);
    let inGroup = strokeRandom.int(3, 9);
    while (x < W - marginX) {
      const t = (x - marginX) / (W - 2 * marginX);
      const height = rowHeight * (0.56 + 0.2 * rhythm(t)) * strokeRandom.range(0.85, 1.1);
      const baseY = rowTop + rowHeight - 26 + strokeRandom.range(-4, 4);
      const lean = strokeRandom.range(-5, 5);
      let colour: Colour;
      let opacity: number;
      if (family === 'scratch') {
        // Scratched through the indigo into the wax: pale and sparse.
        colour = strokeRandom.pick<Colour>(['#c9c6b6', '#b7bba8', '#d6d0bf']);
        opacity = strokeRandom.range(0.35, 0.65);
      } else {
        const palette =
          family === 'green'
            ? strokeRandom.chance(0.8)
              ? greens
              : greys
            : strokeRandom.chance(0.8)
              ? greys
              : greens;
        colour = strokeRandom.pick(palette);
        opacity = strokeRandom.range(0.6, 0.95);
      }
      const d = strokePath(strokeRandom, {
        x0: x + lean,
        y0: baseY - height,
        x1: x - lean * 0.3,
        y1: baseY,
        width: strokeRandom.range(3.5, 7),
        taper: 0.3,
        segments: 14,
        wander: strokeRandom.range(0.3, 1.6),
      });
      strokes.push(`<path d="${d}" fill="${colour}" opacity="${n(opacity)}"/>`);
      inGroup -= 1;
      if (inGroup === 0) {
        x += strokeRandom.range(26, 58);
        inGroup = strokeRandom.int(2, 9);
      } else {
        x += strokeRandom.range(11, 17);
      }
    }
    rows.push(strokes.join(''));
  }

  // Cold wax: a few long, pale scrapes that catch the light.
  const scrapeRandom = random.fork('scrapes');
  const scrapes = Array.from({ length: 9 }, () => {
    const y = scrapeRandom.range(100, H - 100);
    const x0 = scrapeRandom.range(-50, W * 0.5);
    return `<path d="${strokePath(scrapeRandom, { x0, y0: y, x1: x0 + scrapeRandom.range(300, 900), y1: y + scrapeRandom.range(-6, 6), width: scrapeRandom.range(10, 40), taper: 0.5, segments: 20, wander: 3 })}" fill="#f9f5ec" opacity="${n(scrapeRandom.range(0.35, 0.6))}"/>`;
  }).join('');

  const { defs: finishDefs, body: finishBody } = finish(37, { relief: 0.32, canvas: 0.38 });
  const defs = `
    <clipPath id="indigoClip"><path d="${indigoClip}"/></clipPath>
    ${filters.blur('soft', 24)}
    ${filters.dryBrush('dry', { fx: 0.3, fy: 0.012, seed: 6, contrast: 2.2, floor: -0.25 })}
    ${filters.dryBrush('wax', { fx: 0.004, fy: 0.05, seed: 14, contrast: 0.8, floor: 0.55 })}
    ${finishDefs}`;
  const body = `
  <rect width="${W}" height="${H}" fill="#ece4d3"/>
  <g filter="url(#soft)">${veils}</g>
  <g fill="none" stroke-linecap="round">${rules}</g>
  <g filter="url(#soft)">${scrapes}</g>
  <g clip-path="url(#indigoClip)"><g filter="url(#wax)">${indigo}</g></g>
  <g filter="url(#dry)">${rows.join('')}</g>
  ${finishBody}`;
  return svgDocument('Quiet Ledger', defs, body);
}

// ---------------------------------------------------------------------------------------------

const artworks = {
  'tidal-memory': tidalMemory,
  'signal-noise': signalNoise,
  'quiet-ledger': quietLedger,
} satisfies Record<string, () => string>;

/** An artwork's name, which is also its PNG's. */
type ArtworkName = keyof typeof artworks;

const isArtworkName = (name: string): name is ArtworkName => Object.hasOwn(artworks, name);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { svg: { type: 'string' } },
});
const names = (positionals.length > 0 ? positionals : Object.keys(artworks)).map((name) => {
  if (!isArtworkName(name))
    throw new Error(`Unknown artwork "${name}"; known: ${Object.keys(artworks).join(', ')}.`);
  return name;
});

await mkdir(outDir, { recursive: true });
for (const name of names) {
  const started = performance.now();
  const svg = artworks[name]();
  if (values.svg) {
    await mkdir(values.svg, { recursive: true });
    await writeFile(path.join(values.svg, `${name}.svg`), svg);
  }
  // A 256-colour palette without dithering: the canvas grain hides any banding, the files are a
  // third the size of full-colour PNGs, and (unlike dithering) it leaves no speckled seams.
  const png = await sharp(Buffer.from(svg), { density: 72 })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9, palette: true, quality: 100, colours: 256, dither: 0 })
    .toBuffer();
  const file = path.join(outDir, `${name}.png`);
  const previous = await readFile(file).catch(() => null);
  const changed = !previous?.equals(png);
  if (changed) await writeFile(file, png);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `${changed ? 'painted ' : 'unchanged'} ${path.relative(root, file)}  ${(png.length / 1024).toFixed(0)} KB  ${seconds}s`,
  );
}
