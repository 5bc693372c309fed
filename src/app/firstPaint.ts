/**
 * The built pages are prerendered: the HTML with its inline CSS draws the whole page by itself.
 * The app's code and the web fonts are only needed after that, so they are fetched after the
 * first paint instead of competing with it. On a slow phone connection this is the difference
 * between a page that shows up at once in the fallback fonts (metric-matched, so nothing moves
 * when the web fonts arrive) and one that waits for ~150 KB of scripts and fonts first.
 *
 * A returning visitor has the fonts in the HTTP cache: for them the fonts are declared at once,
 * so the first paint is already in the web fonts.
 *
 * The build (scripts/build.mjs) calls `deferToFirstPaint` on the page template. The dev server
 * and Storybook load everything as usual.
 */

/** Holds the `@font-face` rules; a `<noscript>`, so that without scripts the CSS applies as is. */
export const webFontsElementId = 'web-fonts';

/** Set in localStorage once the web fonts have loaded: the next visit finds them in the cache. */
export const fontsCachedKey = 'web-fonts-cached';

/**
 * Runs in the page, inlined into `<head>` (serialized with `toString()`, so it uses nothing from
 * outside its own body). Declares the web fonts and loads the app once the page has painted.
 */
export function loadAfterFirstPaint(entryUrl: string, fontsElementId: string, cachedKey: string) {
  const fontRules = (document.getElementById(fontsElementId)?.textContent ?? '').replace(/<\/?style>/g, '');

  /** The `@font-face` rules as FontFace objects, read without applying them; none if unsupported. */
  function readFontFaces(): FontFace[] | undefined {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(fontRules);
      return Array.from(sheet.cssRules)
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => {
          const value = (name: string) => rule.style.getPropertyValue(name) || undefined;
          return new FontFace((value('font-family') ?? '').replace(/^["']|["']$/g, ''), value('src') ?? '', {
            style: value('font-style'),
            weight: value('font-weight'),
            display: value('font-display') as FontDisplay | undefined,
            unicodeRange: value('unicode-range'),
          });
        });
    } catch {
      return undefined;
    }
  }

  /**
   * An upright face with the basic letters: the files nearly all text needs. The others (rarer
   * letters, the italic) are fetched by the browser if a page uses them.
   */
  function holdsBasicLetters(face: FontFace) {
    if (face.style !== 'normal') return false;
    return face.unicodeRange.split(',').some((range) => {
      const [first = '', last = first] = range.trim().replace(/^U\+/i, '').split('-');
      return parseInt(first, 16) <= 0x61 && parseInt(last, 16) >= 0x61;
    });
  }

  function remember() {
    try {
      localStorage.setItem(cachedKey, '1');
    } catch {
      // No storage (private mode, blocked): the next visit takes the first-visit path again.
    }
  }

  let fontsDeclared = false;
  /** `fetchFirst`: download the main files before declaring them, so text is laid out once more, not twice. */
  function declareFonts(fetchFirst: boolean) {
    if (fontsDeclared || !fontRules) return;
    fontsDeclared = true;
    const faces = readFontFaces();
    if (!faces) {
      document.head.insertAdjacentHTML('beforeend', `<style>${fontRules}</style>`);
      return;
    }
    const declareAll = () => {
      for (const face of faces) document.fonts.add(face);
    };
    if (!fetchFirst) {
      declareAll();
      return;
    }
    Promise.all(faces.filter(holdsBasicLetters).map((face) => face.load())).then(() => {
      declareAll();
      remember();
    }, declareAll);
  }

  let cached: boolean;
  try {
    cached = localStorage.getItem(cachedKey) === '1';
  } catch {
    cached = false;
  }
  // A returning visitor has the files in the HTTP cache: declared now, the first paint uses them.
  if (cached) declareFonts(false);

  let started = false;
  function start() {
    if (started) return;
    started = true;
    // A new task, so the paint that was just reported is on screen before anything else runs.
    setTimeout(() => {
      declareFonts(true);
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entryUrl;
      document.head.appendChild(script);
    }, 0);
  }
  const paintTiming =
    typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (paintTiming) {
    // `buffered` also reports a paint that happened before this observer existed.
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    // Browsers without paint timing: the load event, which comes after the first paint there.
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start);
  }
}

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const fontFaceStyle = /<style>(\s*@font-face[\s\S]*?)<\/style>/;
const fontFaceRule = /@font-face\s*\{[^}]*\}/g;

/**
 * Rewrites the built page template: the entry script and the web fonts' `@font-face` rules
 * (inlined by the build) are taken out of the critical path and loaded by `loadAfterFirstPaint`,
 * inlined into `<head>`. The fallback faces (fonts already on the device) stay, so the first paint
 * is set in them. Throws when the template does not have the expected shape, so a change in the
 * build cannot silently bring the render-blocking requests back.
 */
export function deferToFirstPaint(html: string): string {
  const entry = entryScript.exec(html);
  if (!entry?.[1]) throw new Error('The built page has no <script type="module" src> entry to defer.');
  const fonts = fontFaceStyle.exec(html);
  if (fonts?.[1]?.replace(fontFaceRule, '').trim() !== '') {
    throw new Error('The built page must inline one <style> holding only @font-face rules.');
  }
  const rules = fonts[1].match(fontFaceRule) ?? [];
  const webFonts = rules.filter((rule) => rule.includes('url('));
  const fallbacks = rules.filter((rule) => !rule.includes('url('));
  const boot = `(${loadAfterFirstPaint.toString()})(${[entry[1], webFontsElementId, fontsCachedKey]
    .map((value) => JSON.stringify(value))
    .join(', ')});`;
  return html
    .replace(entry[0], '')
    .replace(
      fonts[0],
      () =>
        `<style>${fallbacks.join('')}</style>\n    ` +
        `<noscript id="${webFontsElementId}"><style>${webFonts.join('')}</style></noscript>\n    ` +
        `<script>${boot}</script>`,
    );
}
