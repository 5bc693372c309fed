import type { FallbackMetricsName } from '../../../src/theme/fonts/webFonts.ts';
import type { FontMetrics } from './fallbackMetrics.ts';

/**
 * Metrics of the local fonts the fallbacks stand on, as capsize measured them from the fonts
 * themselves (`@capsizecss/metrics` 4.3.0, MIT). Copied here rather than installed: that package
 * carries the metrics of every Google font, tens of thousands of files, for these three. They are
 * the fonts' own figures and do not change.
 */
export const localFontMetrics: Record<FallbackMetricsName, FontMetrics> = {
  arial: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 },
  georgia: { ascent: 1878, descent: -449, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 913 },
  timesNewRoman: { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 832 },
};
