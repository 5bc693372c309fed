// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Rolldown } from 'vite';
import { appChunks, bootScript, fontFaceRules } from '../../scripts/pageTemplate';
import { colorSchemeAttribute, colorSchemeStorageKey } from '@/theme/colorScheme';

const webFontRule =
  '@font-face{font-family:Inter Variable;font-display:swap;src:url(/assets/inter-normal-latin-abc.woff2)format("woff2");unicode-range:U+20-7E}';
const fallbackRule = '@font-face{font-family:Inter Fallback;src:local(Arial);size-adjust:107%}';

describe('fontFaceRules (build)', () => {
  it('inlines the web fonts and their fallbacks as they are', () => {
    expect(fontFaceRules(webFontRule + fallbackRule)).toBe(webFontRule + fallbackRule);
  });

  it('refuses a stylesheet with other rules rather than inlining or dropping them', () => {
    expect(() => fontFaceRules(`${webFontRule}body{margin:0}`)).toThrow(/@font-face/);
  });
});

describe('appChunks (build)', () => {
  const chunk = (fileName: string, imports: string[], entry = false) =>
    ({
      type: 'chunk',
      fileName,
      imports,
      isEntry: entry,
      name: fileName.replace('.js', ''),
    }) as unknown as Rolldown.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk('app.js', ['vendor.js', 'icons.js', 'app.css'], true),
      chunk('vendor.js', ['runtime.js']),
      chunk('icons.js', ['vendor.js', 'runtime.js']),
      chunk('runtime.js', []),
      chunk('page.js', ['vendor.js']), // imported dynamically only: not needed to start
      { type: 'asset', fileName: 'app.css' },
    ].map((output) => [output.fileName, output]),
  ) as Rolldown.OutputBundle;

  it("lists the entry's static imports in the order the boot code evaluates them: each after what it imports, the entry last", () => {
    expect(appChunks(bundle).map((output) => output.fileName)).toEqual([
      'runtime.js',
      'vendor.js',
      'icons.js',
      'app.js',
    ]);
  });
});

/** The boot code as the pages ship it (minified), so the tests run what visitors run. */
const bootSource = bootScript();
/** As the build lists them: each chunk after the chunks it imports, the entry last. */
const modules = ['/assets/runtime-abc.js', '/assets/vendor-def.js', '/assets/app-ghi.js'];

/** What each run of the boot code listens to, removed after each test (the document stays). */
const listeners: Parameters<typeof document.addEventListener>[] = [];
afterEach(() => {
  for (const args of listeners.splice(0)) {
    document.removeEventListener(...args);
    window.removeEventListener(...args);
  }
});

/** jsdom has no paint timing: a stand-in that reports the paints a test names. */
interface PaintObserver {
  callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: unknown) => void;
  options?: unknown;
  disconnected: boolean;
}
let paintObservers: PaintObserver[] = [];
function reportPaint(name: string) {
  for (const observer of paintObservers.filter(({ disconnected }) => !disconnected)) {
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) };
    observer.callback(list, { disconnect: () => (observer.disconnected = true) });
  }
}
beforeEach(() => {
  paintObservers = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      private readonly record: PaintObserver;
      constructor(callback: PaintObserver['callback']) {
        this.record = { callback, disconnected: false };
        paintObservers.push(this.record);
      }
      observe(options: unknown) {
        this.record.options = options;
      }
      disconnect() {
        this.record.disconnected = true;
      }
    },
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Runs the boot code as the page does: inline, its settings on its own <script> element. */
function runBoot() {
  const record = (...args: Parameters<typeof document.addEventListener>) => {
    listeners.push(args);
  };
  const addToDocument = document.addEventListener.bind(document);
  const addToWindow = window.addEventListener.bind(window);
  vi.spyOn(document, 'addEventListener').mockImplementation((...args) => {
    record(...args);
    addToDocument(...args);
  });
  vi.spyOn(window, 'addEventListener').mockImplementation((...args) => {
    record(...args);
    addToWindow(...args);
  });
  const script = document.createElement('script');
  script.dataset.modules = modules.join(' ');
  script.dataset.schemeAttribute = colorSchemeAttribute;
  script.dataset.schemeKey = colorSchemeStorageKey;
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  // The file is a classic script: run as the page runs it, not imported.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const boot = new Function(bootSource) as () => void;
  boot();
}

describe('the page boot code (in the page)', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML =
      '<div id="root"><button id="toggle" data-scheme-toggle><svg><path id="icon" /></svg></button></div>';
    delete document.documentElement.dataset.app;
    document.documentElement.setAttribute(colorSchemeAttribute, 'light');
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const moduleScripts = () =>
    Array.from(document.head.querySelectorAll<HTMLScriptElement>('script[type="module"]'));
  const appScript = () => moduleScripts()[0] ?? null;
  const preloads = () =>
    Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) =>
      link.getAttribute('href'),
    );

  it('starts the app in the task after the first contentful paint: every chunk fetched side by side, evaluated one after another', () => {
    runBoot();
    expect(document.documentElement.dataset.scripting).toBe('on');
    expect(paintObservers.map(({ options }) => options)).toEqual([{ type: 'paint', buffered: true }]);

    reportPaint('first-paint'); // the background alone is not what the visitor reads
    vi.runAllTimers();
    expect(appScript()).toBeNull();
    reportPaint('first-contentful-paint');
    expect(appScript()).toBeNull(); // not in the task that reports the paint
    vi.runAllTimers();
    expect(preloads()).toEqual(modules);
    // One chunk at a time: the next is asked for once the one before has run (its load event),
    // so each is evaluated in a task of its own.
    expect(moduleScripts().map((script) => script.getAttribute('src'))).toEqual([modules[0]]);
    expect(appScript()?.crossOrigin).toBe('');
    moduleScripts()[0]?.dispatchEvent(new Event('load'));
    expect(moduleScripts().map((script) => script.getAttribute('src'))).toEqual(modules.slice(0, 2));
    moduleScripts()[1]?.dispatchEvent(new Event('load'));
    expect(moduleScripts().map((script) => script.getAttribute('src'))).toEqual(modules);
    expect(moduleScripts().every((script) => script.crossOrigin === '')).toBe(true);
    expect(paintObservers[0]?.disconnected).toBe(true);
    // Nothing is stored on a visit where the visitor did nothing.
    expect(localStorage.length).toBe(0);
  });

  it('switches the colour scheme at once, before the app runs, and stores it where the app reads it', () => {
    runBoot();
    const root = document.documentElement;
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('icon')?.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false); // answered, not held
    expect(root.getAttribute(colorSchemeAttribute)).toBe('dark');
    expect(localStorage.getItem(colorSchemeStorageKey)).toBe('dark');
    document.getElementById('toggle')?.click();
    expect(root.getAttribute(colorSchemeAttribute)).toBe('light');
    expect(localStorage.getItem(colorSchemeStorageKey)).toBe('light');
  });

  it('keeps a press from React until React has taken the toggle over (one switch per press, not two)', () => {
    runBoot();
    const heardByReact = vi.fn();
    document.getElementById('root')?.addEventListener('click', heardByReact);
    document.getElementById('toggle')?.click();
    expect(heardByReact).not.toHaveBeenCalled();
    expect(document.documentElement.getAttribute(colorSchemeAttribute)).toBe('dark');
  });

  it('leaves the toggle to React once React has taken it over', () => {
    runBoot();
    document.getElementById('toggle')?.setAttribute('data-scheme-toggle', 'app');
    document.getElementById('toggle')?.click();
    expect(document.documentElement.getAttribute(colorSchemeAttribute)).toBe('light');
    expect(localStorage.getItem(colorSchemeStorageKey)).toBeNull();
  });
});
