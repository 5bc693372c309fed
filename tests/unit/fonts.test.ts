// @vitest-environment node
import { readFileSync, readdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { content } from '@/content';
import { fontStack, webFonts } from '@/theme/fonts/webFonts';
import { getTheme } from '@/theme/theme';
import { fontFamily } from '@/theme/themePrimitives';
import {
  assignToSubsets,
  collectCodePoints,
  formatUnicodeRange,
  parseUnicodeRange,
  siteCodePoints,
} from '../../scripts/build/fonts/charset';
import { fallbackOverrides, type FontMetrics } from '../../scripts/build/fonts/fallbackMetrics';
import { fallbackFontFace, percent, webFontFace } from '../../scripts/build/fonts/fontFaceCss';
import { generateFonts } from '../../scripts/build/fonts/generateFonts';
import { localFontMetrics } from '../../scripts/build/fonts/localFontMetrics';
import { keptWeights, readWeightAxis } from '../../scripts/build/fonts/weightAxis';
import subsetFont from 'subset-font';

const theme = getTheme();

const codePoint = (character: string) => character.codePointAt(0) ?? -1;

describe('the characters the font subsets hold', () => {
  it('collects every printable character of every string and number, however deep', () => {
    const found = collectCodePoints({
      a: 'Ab',
      list: ['č', { deep: ['🎨'] }],
      year: 2024,
      flag: true,
      none: null,
    });
    expect([...found].sort((a, b) => a - b)).toEqual(
      ['0', '2', '4', 'A', 'b', 'č', '🎨'].map(codePoint).sort((a, b) => a - b),
    );
  });

  it('leaves out line breaks and tabs, which take no glyph', () => {
    expect([...collectCodePoints('a\n\tb\r')]).toEqual([codePoint('a'), codePoint('b')]);
  });

  it('covers every character of the real content, ASCII, Latin-1 and the UI punctuation', () => {
    const covered = new Set(siteCodePoints(content, { typed: false }));
    const everyContentCharacter = collectCodePoints(content);
    expect(everyContentCharacter.size).toBeGreaterThan(50);
    for (const character of everyContentCharacter) expect(covered).toContain(character);
    // A counter ("0 / 5000"), the footer ("©"), separators and quotes typed by an editor.
    for (const character of '0123456789 /©·—–’“”…•é') expect(covered).toContain(codePoint(character));
  });

  it('adds Latin Extended-A only for the font visitors type in', () => {
    expect(siteCodePoints(content, { typed: true })).toContain(codePoint('ł'));
    expect(siteCodePoints(content, { typed: false })).not.toContain(codePoint('ł'));
  });

  it('follows the content: a new character in it is in the subset', () => {
    const edited = structuredClone(content);
    edited.hero.headline = 'Łódź ☂';
    expect(siteCodePoints(edited, { typed: false })).toContain(codePoint('☂'));
    expect(siteCodePoints(content, { typed: false })).not.toContain(codePoint('☂'));
  });

  it('writes the shortest unicode-range and reads it back', () => {
    expect(formatUnicodeRange([0x41, 0x20, 0x42, 0x43, 0x2014, 0x20])).toBe('U+20, U+41-43, U+2014');
    expect(parseUnicodeRange('U+0000-00FF,U+0131, U+2000-206F')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x2000, 0x206f],
    ]);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0x20, max: 0x10ffff }), { minLength: 1 }),
        (codePoints) => {
          const ranges = parseUnicodeRange(formatUnicodeRange(codePoints).replace(/ /g, ''));
          const expanded = ranges.flatMap(([first, last]) =>
            Array.from({ length: last - first + 1 }, (_, index) => first + index),
          );
          expect(expanded).toEqual([...codePoints].sort((a, b) => a - b));
        },
      ),
    );
  });

  it('gives each character to the first source subset that covers it', () => {
    const subsets = [
      { name: 'latin', ranges: parseUnicodeRange('U+0000-00FF,U+0304') },
      { name: 'latin-ext', ranges: parseUnicodeRange('U+0100-02BA,U+0304') },
      { name: 'vietnamese', ranges: parseUnicodeRange('U+1EA0-1EF9') },
    ];
    expect(assignToSubsets([0x41, 0x304, 0x142, 0x2603], subsets)).toEqual({
      assigned: [
        { name: 'latin', codePoints: [0x41, 0x304] },
        { name: 'latin-ext', codePoints: [0x142] },
      ],
      uncovered: [0x2603],
    });
  });

  it('finds a glyph in the shipped fonts for every character of the content', () => {
    for (const font of Object.values(webFonts)) {
      const unicode = JSON.parse(
        readFileSync(path.join('node_modules', font.fontsourcePackage, 'unicode.json'), 'utf8'),
      ) as Record<string, string>;
      const subsets = Object.entries(unicode).map(([name, ranges]) => ({
        name,
        ranges: parseUnicodeRange(ranges),
      }));
      const { uncovered } = assignToSubsets([...collectCodePoints(content)], subsets);
      expect(
        uncovered.map((character) => String.fromCodePoint(character)),
        font.family,
      ).toEqual([]);
    }
  });
});

describe('the metric-matched fallbacks', () => {
  /** Inter's metrics as capsize publishes them (`@capsizecss/metrics` 4.3.0). */
  const inter: FontMetrics = { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 978 };
  const { arial } = localFontMetrics;

  it('gives Inter over Arial the overrides next/font and capsize publish', () => {
    const overrides = fallbackOverrides(inter, arial);
    expect(percent(overrides.sizeAdjust)).toBe('107.1194%');
    expect(percent(overrides.ascentOverride)).toBe('90.4365%');
    expect(percent(overrides.descentOverride)).toBe('22.518%');
    expect(percent(overrides.lineGapOverride)).toBe('0%');
  });

  const metrics = fc.record({
    unitsPerEm: fc.integer({ min: 256, max: 4096 }),
    ascent: fc.integer({ min: 100, max: 4000 }),
    descent: fc.integer({ min: -2000, max: 0 }),
    lineGap: fc.integer({ min: 0, max: 500 }),
    xWidthAvg: fc.integer({ min: 100, max: 3000 }),
  });

  it('makes the resized fallback as wide and its lines as tall as the web font, for any fonts', () => {
    fc.assert(
      fc.property(metrics, metrics, (webFont: FontMetrics, fallback: FontMetrics) => {
        const { sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = fallbackOverrides(
          webFont,
          fallback,
        );
        // Average width per em of the resized fallback = the web font's.
        expect((fallback.xWidthAvg / fallback.unitsPerEm) * sizeAdjust).toBeCloseTo(
          webFont.xWidthAvg / webFont.unitsPerEm,
          9,
        );
        // The overrides apply to the adjusted size: times size-adjust they are the web font's metrics per em.
        expect(ascentOverride * sizeAdjust).toBeCloseTo(webFont.ascent / webFont.unitsPerEm, 9);
        expect(descentOverride * sizeAdjust).toBeCloseTo(-webFont.descent / webFont.unitsPerEm, 9);
        expect(lineGapOverride * sizeAdjust).toBeCloseTo(webFont.lineGap / webFont.unitsPerEm, 9);
      }),
    );
  });

  it('changes nothing when the fallback is the font itself', () => {
    const overrides = fallbackOverrides(inter, inter);
    expect(overrides.sizeAdjust).toBe(1);
    expect(overrides.ascentOverride).toBeCloseTo(inter.ascent / inter.unitsPerEm, 12);
  });

  it('writes the fallback and web font rules', () => {
    const overrides = {
      sizeAdjust: 1.071194,
      ascentOverride: 0.904365,
      descentOverride: 0.22518,
      lineGapOverride: 0,
    };
    expect(fallbackFontFace('Inter Fallback', ['Arial', 'Liberation Sans'], overrides)).toBe(
      [
        '@font-face {',
        '  font-family: "Inter Fallback";',
        '  src: local("Arial"), local("Liberation Sans");',
        '  size-adjust: 107.1194%;',
        '  ascent-override: 90.4365%;',
        '  descent-override: 22.518%;',
        '  line-gap-override: 0%;',
        '}',
      ].join('\n'),
    );
    const face = { family: 'Inter Variable', style: 'normal', url: './inter.woff2', unicodeRange: 'U+20-7E' };
    expect(webFontFace({ ...face, weights: [400, 700] })).toContain('font-weight: 400 700;');
    expect(webFontFace({ ...face, weights: [650, 650] })).toContain('font-weight: 650;');
    expect(webFontFace({ ...face, weights: [400, 700] })).toContain('font-display: swap;');
  });

  it('declares a local fallback face for each fallback family the theme names, in its order', () => {
    for (const font of Object.values(webFonts)) {
      expect(font.fallbacks.map((fallback) => fallback.family)).toEqual(font.fallbackFamilies);
    }
  });

  it('names, in the theme, exactly the families the font plugin defines', () => {
    expect(fontFamily.body).toBe(
      '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    );
    expect(fontFamily.display).toBe(fontStack(webFonts.display));
    expect(fontFamily.display).toMatch(
      /^"Fraunces Variable", "Fraunces Fallback", "Fraunces Fallback Times", /,
    );
  });
});

describe('the weights the subsets keep', () => {
  it('reads the weight axis of the shipped variable fonts', async () => {
    const axisOf = async (file: string) =>
      readWeightAxis(await subsetFont(readFileSync(file), 'a', { targetFormat: 'sfnt' }));
    const files = 'node_modules/@fontsource-variable';
    expect(await axisOf(`${files}/inter/files/inter-latin-wght-normal.woff2`)).toEqual({
      min: 100,
      default: 400,
      max: 900,
    });
    // Fraunces' default instance is its heaviest.
    expect(await axisOf(`${files}/fraunces/files/fraunces-latin-wght-normal.woff2`)).toEqual({
      min: 100,
      default: 900,
      max: 900,
    });
    expect(readWeightAxis(new Uint8Array(12))).toBeUndefined();
  });

  it('cuts exactly only the sides of the axis no used weight is on', () => {
    const inter = { min: 100, default: 400, max: 900 };
    const fraunces = { min: 100, default: 900, max: 900 };
    expect(keptWeights([400, 700], inter, 'exact')).toEqual([400, 900]);
    expect(keptWeights([100, 300], inter, 'exact')).toEqual([100, 400]);
    expect(keptWeights([300, 500], inter, 'exact')).toEqual([100, 900]);
    expect(keptWeights([600, 650], fraunces, 'exact')).toEqual([100, 900]);
    expect(keptWeights([900, 900], fraunces, 'exact')).toEqual([900, 900]);
    expect(keptWeights([600, 650], fraunces, 'tight')).toEqual([600, 650]);
    expect(() => keptWeights([50, 400], inter, 'exact')).toThrow(/outside the font/);
  });

  const [bodyMin, bodyMax] = webFonts.body.faces[0]?.weights ?? [0, 0];
  const [displayMin, displayMax] = webFonts.display.faces[0]?.weights ?? [0, 0];
  const variants = [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'subtitle1',
    'subtitle2',
    'body1',
    'body2',
    'button',
    'caption',
    'overline',
  ] as const;
  const weightOf = (variant: (typeof variants)[number]) => Number(theme.typography[variant].fontWeight);

  it('cover every weight of the theme typography', () => {
    const { fontWeightRegular, fontWeightMedium, fontWeightBold } = theme.typography;
    for (const weight of [fontWeightRegular, fontWeightMedium, fontWeightBold].map(Number)) {
      expect(weight).toBeGreaterThanOrEqual(bodyMin);
      expect(weight).toBeLessThanOrEqual(bodyMax);
    }
    for (const variant of variants) {
      expect(weightOf(variant), variant).toBeGreaterThanOrEqual(bodyMin);
      expect(weightOf(variant), variant).toBeLessThanOrEqual(bodyMax);
    }
    // h1–h3 are set in the display family; components also set h4 and h5 in it (exhibition, footer).
    for (const variant of ['h1', 'h2', 'h3', 'h4', 'h5'] as const) {
      expect(weightOf(variant), variant).toBeGreaterThanOrEqual(displayMin);
      expect(weightOf(variant), variant).toBeLessThanOrEqual(displayMax);
    }
  });

  it('cover every fontWeight written in a component', () => {
    const files = readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.tsx?$/.test(file),
    );
    const weights = files.flatMap((file) =>
      [...readFileSync(path.join('src', file), 'utf8').matchAll(/fontWeight: (\d+)/g)].map((match) => ({
        file,
        weight: Number(match[1]),
      })),
    );
    expect(weights.length).toBeGreaterThan(5);
    for (const { file, weight } of weights) {
      expect(weight, file).toBeGreaterThanOrEqual(bodyMin);
      expect(weight, file).toBeLessThanOrEqual(bodyMax);
    }
  });
});

describe('the font generation', () => {
  it('cuts subsets that follow the content and caches them', { timeout: 120_000 }, async () => {
    const cacheRoot = mkdtempSync(path.join(tmpdir(), 'fonts-'));
    const warnings: string[] = [];
    const logger = { info: () => undefined, warn: (message: string) => warnings.push(message) };
    const options = { root: process.cwd(), cacheRoot, fonts: Object.values(webFonts), logger };
    const first = await generateFonts({ ...options, content: { text: 'Łódź' } });
    expect(first.generated).toBe(true);
    const css = readFileSync(first.cssFile, 'utf8');
    // "Ł" and "ź" are not Latin-1: the display font gets a second file for it, fetched only where it is used.
    expect(css).toContain(
      'src: url("./fraunces-normal-latin-ext.woff2") format("woff2");\n  unicode-range: U+141, U+17A;',
    );
    expect(css).toContain('font-family: "Fraunces Fallback Times";');
    expect(css).toContain('src: url("./fraunces-italic-latin.woff2") format("woff2");');
    // Inter, Fraunces and Fraunces italic, each in Latin and Latin Extended.
    expect(readdirSync(path.dirname(first.cssFile)).filter((file) => file.endsWith('.woff2'))).toHaveLength(
      6,
    );

    const again = await generateFonts({ ...options, content: { text: 'Łódź' } });
    expect(again).toEqual({ ...first, generated: false });

    const edited = await generateFonts({ ...options, content: { text: 'Lodz' } });
    expect(edited.cssFile).not.toBe(first.cssFile);
    expect(readFileSync(edited.cssFile, 'utf8')).not.toContain('fraunces-normal-latin-ext');
    expect(warnings).toEqual([]);

    // A character neither font has is drawn by the fallback, and the build says so.
    await generateFonts({ ...options, content: { text: '☂' } });
    expect(warnings).toEqual([
      expect.stringMatching(/^Inter Variable has no glyph for "☂" \(U\+2602\)/),
      expect.stringMatching(/^Fraunces Variable/),
    ]);
  });
});
