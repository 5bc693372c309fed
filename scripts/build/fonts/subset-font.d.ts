// subset-font ships no types; this declares the part the font plugin uses (see its README).
declare module 'subset-font' {
  type AxisLimit = number | { min: number; max: number; default?: number };

  interface SubsetFontOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    preserveNameIds?: number[];
    variationAxes?: Record<string, AxisLimit>;
    keepAllGlyphs?: boolean;
  }

  export default function subsetFont(
    font: Uint8Array,
    text: string | null | undefined,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}
