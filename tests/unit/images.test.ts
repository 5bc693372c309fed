import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { content } from '@/content';
import { getResponsiveImage, knownImageNames } from '@/content/images';
import manifest from '@/content/images/manifest.json';

const artworks = ['artworks/tidal-memory', 'artworks/signal-noise', 'artworks/quiet-ledger'] as const;
const imagesDir = path.resolve(import.meta.dirname, '../../src/content/images');

/** Splits "url 480w, url 960w" into [url, width] pairs. */
function parseSrcSet(srcSet: string): [string, number][] {
  return srcSet.split(', ').map((candidate) => {
    const match = /^(\S+) (\d+)w$/.exec(candidate);
    if (!match?.[1] || !match[2]) throw new Error(`Not a width descriptor candidate: "${candidate}"`);
    return [match[1], Number(match[2])];
  });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('content images', () => {
  it('knows the three artworks, and every artwork in the content names a known image', () => {
    for (const name of artworks) expect(knownImageNames.has(name)).toBe(true);
    expect([...knownImageNames].sort()).toEqual(Object.keys(manifest).sort());
    for (const artwork of content.art.artworks) expect(knownImageNames).toContain(artwork.image.name);
  });

  it('records the intrinsic size of each source, a 4:5 portrait', () => {
    for (const name of artworks) {
      const source = pngSize(path.join(imagesDir, 'source', `${name}.png`));
      expect(manifest[name]).toEqual({ ...source, widths: [480, 960, 1440] });
      expect(source).toEqual({ width: 1600, height: 2000 });
    }
  });

  it.each(artworks)('gives %s as AVIF then WebP at every width, sized from the manifest', (name) => {
    const image = getResponsiveImage(name);
    const entry = manifest[name];

    expect(image.width).toBe(entry.width);
    expect(image.height).toBe(entry.height);
    expect(image.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);

    const base = name.split('/').pop() ?? name;
    for (const source of image.sources) {
      const ext = source.type === 'image/avif' ? 'avif' : 'webp';
      const candidates = parseSrcSet(source.srcSet);
      expect(candidates.map(([, width]) => width)).toEqual(entry.widths);
      for (const [url, width] of candidates) {
        // Dev and test URLs may carry Vite's query (`?no-inline`); builds give hashed /assets/ URLs.
        expect(url).toMatch(new RegExp(`/${base}-${width}(-[\\w-]+)?\\.${ext}(\\?[\\w&=-]*)?$`));
        expect(existsSync(path.join(imagesDir, 'generated', `${name}-${width}.${ext}`))).toBe(true);
      }
    }

    // The fallback is the middle WebP, the same URL the WebP srcSet uses for 960w.
    const webp = parseSrcSet(image.sources[1]?.srcSet ?? '');
    expect(image.src).toMatch(new RegExp(`/${base}-960(-[\\w-]+)?\\.webp(\\?[\\w&=-]*)?$`));
    expect(webp.find(([, width]) => width === 960)?.[0]).toBe(image.src);
    expect(
      new Set(image.sources.flatMap((source) => parseSrcSet(source.srcSet).map(([url]) => url))).size,
    ).toBe(6);
  });

  it('throws an error naming an image that is not in the manifest', () => {
    expect(() => getResponsiveImage('artworks/no-such-painting')).toThrow(/"artworks\/no-such-painting"/);
    expect(() => getResponsiveImage('artworks/tidal-memory.png')).toThrow(/artworks\/tidal-memory\.png/);
    expect(() => getResponsiveImage('constructor')).toThrow(/"constructor"/);
  });

  it('throws an error naming the image when a variant file is missing', async () => {
    vi.resetModules();
    vi.doMock('@/content/images/manifest.json', () => ({
      default: { 'artworks/ghost': { width: 1600, height: 2000, widths: [480, 960] } },
    }));
    try {
      const images = await import('@/content/images');
      expect(images.knownImageNames.has('artworks/ghost')).toBe(true);
      expect(() => images.getResponsiveImage('artworks/ghost')).toThrow(
        /"artworks\/ghost" is missing its \d+px/,
      );
    } finally {
      vi.doUnmock('@/content/images/manifest.json');
      vi.resetModules();
    }
  });
});
