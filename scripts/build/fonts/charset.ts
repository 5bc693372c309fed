/**
 * Which characters the font subsets must hold. Pure functions: the plugin feeds them the content
 * module, the unit tests feed them anything.
 */

/** A closed range of code points, `[first, last]`. */
export type CodePointRange = readonly [first: number, last: number];

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

function codePointsOf(text: string): number[] {
  return Array.from(text, (character) => character.codePointAt(0) ?? 0);
}

/** Printable ASCII: every digit, letter and sign a counter, date, URL or e-mail address can show. */
export const printableAscii = range(0x20, 0x7e);

/**
 * Latin-1 letters and signs (U+00A0–U+00FF: é, ü, ñ, ß, ©, «», ×, no-break space), so a visitor
 * typing an accented name in the form still sees the real font.
 */
export const latin1 = range(0xa0, 0xff);

/**
 * Latin Extended-A (ą, č, ğ, ł, ő, ş…): only for the font visitors type in; the browser fetches
 * the file holding them only when such a letter is on the page.
 */
export const latinExtendedA = range(0x100, 0x17f);

/**
 * Typographic punctuation the UI and a careful editor use beyond ASCII: quotes, dashes, ellipsis,
 * middle dot and bullet, thin and narrow no-break spaces, minus, prime, euro, trade mark, arrows.
 */
export const typographic = codePointsOf('‘’‚“”„‹›–—‐‑−…•′″€™←↑→↓\u2009\u202f');

/** Control characters (tabs, line breaks) take no glyph. */
function isPrintable(codePoint: number): boolean {
  return codePoint >= 0x20 && !(codePoint >= 0x7f && codePoint <= 0x9f);
}

/**
 * Every printable character of every string (and number) anywhere in `value`, walking objects and
 * arrays: the content module holds all copy, so this is the text the site can render.
 */
export function collectCodePoints(value: unknown, into = new Set<number>()): Set<number> {
  if (typeof value === 'string') {
    for (const codePoint of codePointsOf(value)) if (isPrintable(codePoint)) into.add(codePoint);
  } else if (typeof value === 'number') {
    collectCodePoints(String(value), into);
  } else if (Array.isArray(value)) {
    for (const item of value) collectCodePoints(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectCodePoints(item, into);
  }
  return into;
}

/**
 * The characters a font must cover: the content's, plus the fixed sets above (`typed` adds Latin
 * Extended-A for the font visitors type in). Sorted ascending.
 */
export function siteCodePoints(content: unknown, { typed }: { typed: boolean }): number[] {
  const codePoints = collectCodePoints(content);
  for (const set of [printableAscii, latin1, typographic, typed ? latinExtendedA : []]) {
    for (const codePoint of set) codePoints.add(codePoint);
  }
  return [...codePoints].sort((a, b) => a - b);
}

/** Parses a CSS `unicode-range` value such as `U+0000-00FF,U+0131,U+2000-206F`. */
export function parseUnicodeRange(value: string): CodePointRange[] {
  return value.split(',').map((part) => {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`Not a unicode-range: "${part}"`);
    const first = parseInt(match[1], 16);
    return [first, match[2] ? parseInt(match[2], 16) : first];
  });
}

export function inRanges(codePoint: number, ranges: readonly CodePointRange[]): boolean {
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** The shortest `unicode-range` for a set of code points: runs become ranges (`U+20-7E`). */
export function formatUnicodeRange(codePoints: Iterable<number>): string {
  const runs: [number, number][] = [];
  for (const codePoint of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run && codePoint === run[1] + 1) run[1] = codePoint;
    else runs.push([codePoint, codePoint]);
  }
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase();
  return runs
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

/**
 * Splits the code points among a font's source files (fontsource ships one file per script
 * subset, each covering a declared `unicode-range`): each code point goes to the first subset,
 * in the given order, that covers it. Subsets that get nothing are left out; code points no
 * subset covers are returned apart (the font has no glyph for them; the fallback draws them).
 */
export function assignToSubsets(
  codePoints: readonly number[],
  subsets: readonly { name: string; ranges: readonly CodePointRange[] }[],
): { assigned: { name: string; codePoints: number[] }[]; uncovered: number[] } {
  const assigned = subsets.map(({ name }) => ({ name, codePoints: [] as number[] }));
  const uncovered: number[] = [];
  for (const codePoint of codePoints) {
    const index = subsets.findIndex(({ ranges }) => inRanges(codePoint, ranges));
    const target = assigned[index];
    if (target) target.codePoints.push(codePoint);
    else uncovered.push(codePoint);
  }
  return { assigned: assigned.filter((subset) => subset.codePoints.length > 0), uncovered };
}
