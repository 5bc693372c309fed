import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { facts } from '@/content/facts';
import { checkContent, contentSources, imagesOnDisk } from '../../scripts/build/contentCheck';

const imagesDir = path.resolve('src/content/images');

describe('the build-time content check', () => {
  it('passes the real content with the real images, and fails one whose image is not on disk', () => {
    expect(() => {
      checkContent(imagesDir);
    }).not.toThrow();
    // How a problem is worded is validateContent's test; this one checks the disk is what is asked.
    const brokenFacts = structuredClone(facts);
    Object.assign(brokenFacts.artworks.signalNoise, { image: 'artworks/not-painted-yet' });
    expect(() => {
      checkContent(imagesDir, { sources: { ...contentSources, facts: brokenFacts } });
    }).toThrow('artworks.signalNoise.image: image "artworks/not-painted-yet" does not exist');
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
