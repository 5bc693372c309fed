/**
 * Metric-matched fallback fonts, the way capsize (`createFontStack`) and next/font compute them.
 *
 * While a web font loads, the browser draws text in a local font. If that font is wider or taller,
 * lines wrap differently and everything below jumps when the web font arrives. A fallback
 * `@font-face` fixes both:
 * - `size-adjust` scales the local font so its average character width equals the web font's
 *   (the average is weighted by letter frequency in English text, capsize's `xWidthAvg`), so lines
 *   break at about the same words;
 * - `ascent-override`, `descent-override` and `line-gap-override` replace the local font's vertical
 *   metrics with the web font's (expressed against the adjusted size), so lines are as tall.
 * Pure: the plugin feeds it metrics read from the font files, the tests feed it numbers.
 */

/** The font metrics these formulas need, in font units (as capsize reads them from a font file). */
export interface FontMetrics {
  ascent: number;
  /** Negative: below the baseline. */
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** Average lowercase character width (English letter frequency), in font units. */
  xWidthAvg: number;
}

export interface FallbackOverrides {
  /** Ratios (1 = 100 %). */
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

export function fallbackOverrides(webFont: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const sizeAdjust = webFont.xWidthAvg / webFont.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  // The overrides are fractions of the *used* font size, which size-adjust has already scaled.
  const adjustedEm = webFont.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: webFont.ascent / adjustedEm,
    descentOverride: Math.abs(webFont.descent) / adjustedEm,
    lineGapOverride: webFont.lineGap / adjustedEm,
  };
}
