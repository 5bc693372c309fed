import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferToFirstPaint,
  fontsCachedKey,
  loadAfterFirstPaint,
  webFontsElementId,
} from '../../src/app/firstPaint';

const webFontRule =
  '@font-face{font-family:Inter Variable;font-display:swap;src:url(/assets/inter-normal-latin-abc.woff2)format("woff2");unicode-range:U+20-7E}';
const fallbackRule = '@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:107%}';
const entry = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';

const template = (styles: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    ${entry}
    <style>${styles}</style>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('deferToFirstPaint (build)', () => {
  const html = deferToFirstPaint(template(webFontRule + fallbackRule));

  it('takes the entry script out of the page and hands its URL to the inline loader', () => {
    expect(html).not.toContain(entry);
    expect(html).not.toContain('type="module"');
    expect(html).toContain(`("/assets/index-abc.js", "${webFontsElementId}", "${fontsCachedKey}");</script>`);
    expect(html).toContain('<script>(function loadAfterFirstPaint(');
  });

  it('keeps the fallback faces in the page and puts the web fonts in a <noscript>', () => {
    expect(html).toContain(`<style>${fallbackRule}</style>`);
    expect(html).toContain(`<noscript id="${webFontsElementId}"><style>${webFontRule}</style></noscript>`);
  });

  it('refuses a template it does not understand rather than shipping blocking requests', () => {
    expect(() => deferToFirstPaint(template(webFontRule).replace(entry, ''))).toThrow(/entry/);
    expect(() => deferToFirstPaint(template(`${webFontRule}body{margin:0}`))).toThrow(/@font-face/);
  });
});

describe('loadAfterFirstPaint (in the page)', () => {
  beforeEach(() => {
    document.head.innerHTML = `<noscript id="${webFontsElementId}"><style>${webFontRule}</style></noscript>`;
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const appScript = () => document.head.querySelector<HTMLScriptElement>('script[type="module"]');
  const declaredFonts = () =>
    Array.from(document.head.querySelectorAll('style')).filter((style) =>
      style.textContent.includes('Inter Variable'),
    );

  // jsdom has no paint timing and no FontFace: the paths older browsers take.
  it('loads the app and declares the fonts after the page has loaded, not before', () => {
    loadAfterFirstPaint('/assets/index-abc.js', webFontsElementId, fontsCachedKey);
    expect(appScript()).toBeNull();
    expect(declaredFonts()).toHaveLength(0);

    vi.runAllTimers(); // jsdom's document is complete: the loader starts in its next task
    expect(appScript()?.getAttribute('src')).toBe('/assets/index-abc.js');
    expect(appScript()?.crossOrigin).toBe('');
    expect(declaredFonts()).toHaveLength(1);
  });

  it('declares the fonts at once for a visitor whose browser already has them', () => {
    localStorage.setItem(fontsCachedKey, '1');
    loadAfterFirstPaint('/assets/index-abc.js', webFontsElementId, fontsCachedKey);
    expect(declaredFonts()).toHaveLength(1);
    expect(appScript()).toBeNull();

    vi.runAllTimers();
    expect(declaredFonts()).toHaveLength(1); // not declared twice
    expect(appScript()).not.toBeNull();
  });
});
