import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { facts } from '@/content/facts';
import { checkContent, contentSources, imagesOnDisk } from '../../scripts/build/contentCheck';

const imagesDir = path.resolve('src/content/images');

describe('the build-time content check', () => {
  it('passes the real content with the real images', () => {
    expect(() => {
      checkContent(imagesDir);
    }).not.toThrow();
  });

  it('fails naming the file and the field when an artwork points at an image that is not on disk', () => {
    const brokenFacts = structuredClone(facts);
    Object.assign(brokenFacts.artworks.signalNoise, { image: 'artworks/not-painted-yet' });
    expect(() => {
      checkContent(imagesDir, { sources: { ...contentSources, facts: brokenFacts } });
    }).toThrow(
      /^src\/content\/facts\.ts has 1 problem:\nartworks\.signalNoise\.image: image "artworks\/not-painted-yet" does not exist/,
    );
  });

  it('counts an image as missing when one of its generated files is gone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'images-'));
    mkdirSync(path.join(dir, 'generated', 'artworks'), { recursive: true });
    writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({
        'artworks/complete': { width: 960, height: 1200, widths: [480] },
        'artworks/half-deleted': { width: 960, height: 1200, widths: [480] },
      }),
    );
    for (const file of ['complete-480.avif', 'complete-480.webp', 'half-deleted-480.webp']) {
      writeFileSync(path.join(dir, 'generated', 'artworks', file), '');
    }
    expect([...imagesOnDisk(dir)]).toEqual(['artworks/complete']);
  });
});
