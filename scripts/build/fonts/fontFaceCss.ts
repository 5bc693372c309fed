/** The `@font-face` rules the font plugin writes. Pure string building, unit-tested. */
import type { FallbackOverrides } from './fallbackMetrics.ts';

/** `1.0712345` → `107.1235%` (four decimals: well below a pixel at any font size). */
export function percent(ratio: number): string {
  return `${String(Math.round(ratio * 1_000_000) / 10_000)}%`;
}

function cssString(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/** The fallback `@font-face` rule: a local font under a new family name, resized and re-metricked. */
export function fallbackFontFace(
  family: string,
  localNames: readonly string[],
  overrides: FallbackOverrides,
): string {
  return [
    '@font-face {',
    `  font-family: ${cssString(family)};`,
    `  src: ${localNames.map((name) => `local(${cssString(name)})`).join(', ')};`,
    `  size-adjust: ${percent(overrides.sizeAdjust)};`,
    `  ascent-override: ${percent(overrides.ascentOverride)};`,
    `  descent-override: ${percent(overrides.descentOverride)};`,
    `  line-gap-override: ${percent(overrides.lineGapOverride)};`,
    '}',
  ].join('\n');
}

/** A web font `@font-face` rule for one subset file of a variable font. */
export function webFontFace(face: {
  family: string;
  style: string;
  weights: readonly [number, number];
  url: string;
  unicodeRange: string;
}): string {
  const [min, max] = face.weights;
  return [
    '@font-face {',
    `  font-family: ${cssString(face.family)};`,
    `  font-style: ${face.style};`,
    `  font-weight: ${min === max ? String(min) : `${String(min)} ${String(max)}`};`,
    // Text shows at once in the metric-matched fallback and swaps when the font arrives.
    '  font-display: swap;',
    `  src: url(${cssString(face.url)}) format("woff2");`,
    `  unicode-range: ${face.unicodeRange};`,
    '}',
  ].join('\n');
}
