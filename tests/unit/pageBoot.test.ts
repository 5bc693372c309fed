// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootScript, fontFaceRules } from '../../scripts/build/pageBoot';
import { languageOfferAttribute, languageOfferDismissedKey } from '@/components/layout/languageOfferChoice';
import { locales } from '@/i18n/locales';
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

/** The boot code as the pages ship it (minified), so the tests run what visitors run. */
const bootSource = bootScript();

/** What each run of the boot code listens to, removed after each test (the document stays). */
const listeners: Parameters<typeof document.addEventListener>[] = [];
afterEach(() => {
  for (const args of listeners.splice(0)) {
    document.removeEventListener(...args);
    window.removeEventListener(...args);
  }
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
  script.dataset.schemeAttribute = colorSchemeAttribute;
  script.dataset.schemeKey = colorSchemeStorageKey;
  script.dataset.locales = locales.join(' ');
  script.dataset.offerKey = languageOfferDismissedKey;
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

  it('tells CSS that scripts run, and stores nothing on a visit where the visitor did nothing', () => {
    runBoot();
    expect(document.documentElement.dataset.scripting).toBe('on');
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

describe('the language offer (in the page, before the first paint)', () => {
  const root = document.documentElement;
  const prefer = (languages: string[]) => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  };
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML =
      '<aside lang="de"><a href="/de/">Zur deutschen Seite</a><button id="close" data-language-offer-dismiss=""><svg><path id="cross" /></svg></button></aside>';
    root.lang = 'en';
    root.removeAttribute(languageOfferAttribute);
    localStorage.clear();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("offers the first of the browser's languages the site has, by its primary subtag", () => {
    prefer(['fr-FR', 'de-AT', 'en']);
    runBoot();
    expect(root.getAttribute(languageOfferAttribute)).toBe('de');
  });

  it.each([
    ["the browser's first language the site has is the page's own", 'en', ['fr-FR', 'en-GB', 'de'], false],
    ['the page is in the language the browser prefers', 'de', ['de-DE', 'en'], false],
    ['the browser closed it before', 'en', ['de-DE'], true],
    ["none of the browser's languages is the site's", 'en', ['fr-FR', 'es'], false],
  ])('offers nothing when %s', (_, pageLanguage, languages, closedBefore) => {
    root.lang = pageLanguage;
    prefer(languages);
    if (closedBefore) localStorage.setItem(languageOfferDismissedKey, '1');
    runBoot();
    expect(root.hasAttribute(languageOfferAttribute)).toBe(false);
  });

  it('closes it at a press before the app runs, remembers that, and keeps the press from React', () => {
    prefer(['de-DE']);
    runBoot();
    const heardByReact = vi.fn();
    document.body.addEventListener('click', heardByReact);
    document.getElementById('cross')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(root.hasAttribute(languageOfferAttribute)).toBe(false);
    expect(localStorage.getItem(languageOfferDismissedKey)).toBe('1');
    expect(heardByReact).not.toHaveBeenCalled();
  });

  it('leaves the close button to React once React has taken it over', () => {
    prefer(['de-DE']);
    runBoot();
    document.getElementById('close')?.setAttribute('data-language-offer-dismiss', 'app');
    document.getElementById('close')?.click();
    expect(root.getAttribute(languageOfferAttribute)).toBe('de');
    expect(localStorage.getItem(languageOfferDismissedKey)).toBeNull();
  });
});
