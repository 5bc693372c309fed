/**
 * The site's two web fonts, what is loaded of them and what stands in while they load.
 *
 * This file is plain data, read twice: by the theme (the names and font stacks, `fontNames`) and,
 * at build time, by the font plugin (`scripts/build/fonts/fontsPlugin.ts`), which cuts subsets of these faces from the
 * `@fontsource-variable` packages and writes the `@font-face` rules. Nothing here is fetched from a
 * third party: the fonts are served from the site itself.
 */

/** A local font whose metrics the fallback is matched against (the fonts in scripts/build/fonts/localFontMetrics.ts). */
export type FallbackMetricsName = 'arial' | 'georgia' | 'timesNewRoman';

/** One face of a variable web font: a style and the range of weights the site renders in it. */
export interface WebFontFace {
  style: 'normal' | 'italic';
  /** Lowest and highest weight the site uses in this face. */
  weights: readonly [min: number, max: number];
  /**
   * How far the variable font's weight axis is cut (see scripts/build/fonts/weightAxis.ts). `exact`
   * drops only the side of the axis no used weight is on, so text renders exactly as with the
   * full font; `tight` keeps only `weights`, a smaller file whose outlines are re-interpolated
   * (they move by a fraction of a pixel). A weight outside the kept range renders at its nearest end.
   */
  axisCut: 'exact' | 'tight';
}

/**
 * A fallback `@font-face`: a font already on the visitor's device, resized and given the web
 * font's vertical metrics, so text set in it takes the same space as the web font and nothing
 * moves when the web font arrives. Every local font listed in one fallback has the same average
 * character width (they are metric-compatible clones), so one set of overrides fits them all.
 */
export interface FallbackFont {
  family: string;
  localNames: readonly string[];
  metrics: FallbackMetricsName;
}

/** How the page's CSS names a web font: all the theme needs of it, and all the browser gets. */
export interface FontNames {
  /** The family name the theme asks for. */
  family: string;
  /** The metric-matched fallbacks' family names, tried in order after the web font. */
  fallbackFamilies: readonly string[];
  /** The system stack after the fallbacks (used if no fallback font is installed either). */
  systemStack: readonly string[];
}

/** What the build cuts from a web font and declares for it (see `webFonts`). */
export interface WebFont extends FontNames {
  /** The npm package the font files come from, and the stem of their file names in `files/`. */
  fontsourcePackage: string;
  fileStem: string;
  faces: readonly WebFontFace[];
  /** The weight most text in this family is set in: the fallback is matched to its widths. */
  primaryWeight: number;
  /**
   * Also cover Latin Extended-A (Polish, Czech, Turkish, Hungarian… letters) beyond what the
   * content uses, because visitors type in this font (the contact form). Those letters go in a
   * separate file that the browser downloads only when such a letter is on the page.
   */
  typedText: boolean;
  /** The local fonts behind `fallbackFamilies`, in the same order. */
  fallbacks: readonly FallbackFont[];
}

const interFallback = 'Inter Fallback';
const frauncesFallback = 'Fraunces Fallback';
const frauncesFallbackTimes = 'Fraunces Fallback Times';

/**
 * The names the page's CSS gives each font. This is what the theme (and so the browser) reads of
 * this file; `webFonts`, the rest, is read only at build time and left out of the app's code.
 */
export const fontNames = {
  body: {
    family: 'Inter Variable',
    fallbackFamilies: [interFallback],
    systemStack: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'sans-serif'],
  },
  display: {
    family: 'Fraunces Variable',
    fallbackFamilies: [frauncesFallback, frauncesFallbackTimes],
    systemStack: ['Georgia', 'Times New Roman', 'serif'],
  },
} as const satisfies Record<string, FontNames>;

/**
 * Body text, navigation and the form. Weights: 400 (body), 500 (labels, facts), 600 (buttons,
 * overlines), 650 (h4–h6), 700 (toast titles).
 */
const inter: WebFont = {
  ...fontNames.body,
  fontsourcePackage: '@fontsource-variable/inter',
  fileStem: 'inter',
  faces: [{ style: 'normal', weights: [400, 700], axisCut: 'exact' }],
  primaryWeight: 400,
  typedText: true,
  fallbacks: [
    {
      family: interFallback,
      // Liberation Sans and Arimo are Arial's metric clones (Linux, ChromeOS; Google's Arimo is
      // found by its full name, "Arimo Regular"); Helvetica (macOS) has the same average width.
      localNames: [
        'Arial',
        'ArialMT',
        'Liberation Sans',
        'LiberationSans',
        'Arimo',
        'Arimo Regular',
        'Helvetica',
      ],
      metrics: 'arial',
    },
  ],
};

/**
 * Headings and the name in the header: 600 (h1–h3, brand), 650 (h4–h5 set in the display family).
 * The italic (the exhibition's title, 650) is Fraunces' own italic, not a slanted upright: its file
 * is fetched only on a page that sets text in it.
 */
const fraunces: WebFont = {
  ...fontNames.display,
  fontsourcePackage: '@fontsource-variable/fraunces',
  fileStem: 'fraunces',
  faces: [
    { style: 'normal', weights: [600, 650], axisCut: 'exact' },
    { style: 'italic', weights: [650, 650], axisCut: 'tight' },
  ],
  primaryWeight: 600,
  typedText: false,
  fallbacks: [
    // Windows and macOS have Georgia (Gelasio is its metric clone).
    { family: frauncesFallback, localNames: ['Georgia', 'Gelasio'], metrics: 'georgia' },
    // Linux rarely has Georgia but nearly always Liberation Serif, Times New Roman's metric clone.
    {
      family: frauncesFallbackTimes,
      localNames: [
        'Times New Roman',
        'TimesNewRomanPSMT',
        'Liberation Serif',
        'LiberationSerif',
        'Tinos',
        'Tinos Regular',
      ],
      metrics: 'timesNewRoman',
    },
  ],
};

/** Each font's names and what the font plugin cuts from it and declares for it. */
export const webFonts = { body: inter, display: fraunces } as const;

/** A family name as CSS writes it: quoted unless it is a single identifier. */
function cssFamilyName(name: string): string {
  return /^[\w-]+$/.test(name) ? name : `"${name}"`;
}

/** The CSS `font-family` value: the web font, its metric-matched fallbacks, then the system stack. */
export function fontStack(font: FontNames): string {
  return [font.family, ...font.fallbackFamilies, ...font.systemStack].map(cssFamilyName).join(', ');
}
