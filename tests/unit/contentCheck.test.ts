import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { content } from '@/content';
import { contentDe } from '@/content/de';
import { checkContent, imagesOnDisk } from '../../scripts/contentCheck';

const imagesDir = path.resolve('src/content/images');

describe('the build-time content check', () => {
  it('passes the real content with the real images', () => {
    expect(() => {
      checkContent(content, imagesDir);
    }).not.toThrow();
  });

  it('passes the German content, and names the file and field of a German mistake', () => {
    expect(() => {
      checkContent(contentDe, imagesDir, { locale: 'de' });
    }).not.toThrow();
    const broken = structuredClone(contentDe);
    broken.footer.legalLinks[0] = { label: 'Datenschutz', href: '/privacy' };
    broken.contact.form.toasts.success.text = ' ';
    expect(() => {
      checkContent(broken, imagesDir, { locale: 'de' });
    }).toThrow(
      /The German content \(src\/content\/de\.ts, src\/content\/facts\.ts\) has 2 problems:\ncontact\.form\.toasts\.success\.text: is empty\nfooter\.legalLinks\[0\]\.href: "\/privacy" is not a page of this language/,
    );
  });

  it('fails naming the field when an artwork points at an image that does not exist', () => {
    const broken = structuredClone(content);
    const artwork = broken.art.artworks[1];
    if (!artwork) throw new Error('The content needs artworks.');
    artwork.image.name = 'artworks/not-painted-yet';
    expect(() => {
      checkContent(broken, imagesDir);
    }).toThrow(/art\.artworks\[1\]\.image\.name: image "artworks\/not-painted-yet" does not exist/);
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
