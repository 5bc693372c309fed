// The code every prerendered page runs before anything else: the build inlines this file, minified,
// into <head>, and the Content Security Policy allows it by the hash of those bytes.
// It has no imports and reads its settings from its own <script> element's data attributes
// (data-modules: the app's entry module, then the modules it imports; data-fonts: the id of the
// <noscript> holding the web fonts' @font-face rules; data-scheme-attribute and data-scheme-key:
// where the colour scheme is shown and stored).
//
// The prerendered HTML draws and works by itself: links navigate, in-page links scroll (CSS
// scroll-behavior and scroll-margin), fields take text, and the colour-scheme toggle is answered
// here. What needs the app is the other buttons and sending
// the form. So the page stays script-free until the visitor does something, as fast as a static
// page, and this file bridges the gap:
// - after the first paint it declares the web fonts and fetches the app's code (not run yet);
// - the visitor's first gesture (or a saved draft to show) runs the app, after that gesture's
//   own frame is painted, so the gesture itself is answered at once;
// - a button pressed or a form submitted before the app has taken over the page is held, and
//   pressed or submitted again as soon as it has (the app marks <html data-hydrated>). Nothing
//   the visitor does is lost.
(function pageBoot(settings) {
  var modules = settings.modules.split(' ');
  var entryUrl = modules[0];
  var root = document.documentElement;
  // Lets CSS tell a browser that runs scripts from one that does not (the contact form).
  root.dataset.scripting = 'on';

  // --- The colour-scheme toggle, until the app runs: the attribute the theme's CSS variables read,
  // and the key MUI's useColorScheme reads the choice from when the app starts. ---
  function isSchemeToggle(target) {
    return target instanceof Element && target.closest('[data-scheme-toggle]') !== null;
  }
  document.addEventListener('click', function (event) {
    if (!isSchemeToggle(event.target) || root.dataset.app) return;
    var scheme = root.getAttribute(settings.schemeAttribute) === 'dark' ? 'light' : 'dark';
    root.setAttribute(settings.schemeAttribute, scheme);
    try {
      localStorage.setItem(settings.schemeKey, scheme);
    } catch {
      // No storage (private mode, blocked): the choice lasts as long as the page.
    }
  });

  // --- Gestures that need the app: held until it has taken over, then replayed. ---
  // The app marks <html data-hydrated="true"> once the page is hydrated. A part that is taken
  // over on its own, later (the contact form), carries data-interactive="false" until it is.
  var held = [];
  function takenOver(element) {
    var part = element.closest('[data-interactive]');
    return root.dataset.hydrated === 'true' && (!part || part.dataset.interactive === 'true');
  }
  function hold(event) {
    var target = event.target instanceof Element ? event.target : null;
    // The scheme toggle is answered above, at once: holding it too would switch twice.
    if (isSchemeToggle(target)) return;
    var button = event.type === 'click' && target ? target.closest('button') : null;
    var gesture = button ? { button: button } : { form: target, submitter: event.submitter };
    if (!(gesture.button || (event.type === 'submit' && target))) return;
    // Gestures keep their order: while one is held, the next is held too.
    if (held.length === 0 && takenOver(gesture.button || gesture.form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(gesture);
  }
  function replay() {
    while (held.length > 0 && takenOver(held[0].button || held[0].form)) {
      var gesture = held.shift();
      if (gesture.button) {
        if (gesture.button.isConnected) gesture.button.click();
      } else if (gesture.form.isConnected) {
        var submitter = gesture.submitter && gesture.submitter.isConnected ? gesture.submitter : null;
        gesture.form.requestSubmit(submitter);
      }
    }
    if (held.length === 0 && takenOver(root) && !document.querySelector('[data-interactive="false"]')) {
      hydrationWatch.disconnect();
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
    }
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  var hydrationWatch = new MutationObserver(replay);
  hydrationWatch.observe(root, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-hydrated', 'data-interactive'],
  });

  // --- The app: fetched after the first paint, run at the first gesture. ---
  var startEvents = ['pointerup', 'keyup', 'click', 'scroll', 'wheel'];
  var started = false;
  function startApp() {
    if (started) return;
    started = true;
    startEvents.forEach(function (type) {
      window.removeEventListener(type, startAfterNextPaint, true);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entryUrl;
    document.head.appendChild(script);
  }
  /** The gesture's own frame first (a tap, a keystroke is answered at once), then the app's work. */
  function startAfterNextPaint() {
    requestAnimationFrame(function () {
      setTimeout(startApp, 0);
    });
  }
  startEvents.forEach(function (type) {
    window.addEventListener(type, startAfterNextPaint, { capture: true, passive: true });
  });

  function storedItem(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  /** Prerendered parts that keep state in the browser (the form's draft) name its key: shown without a gesture. */
  function hasStateToRestore() {
    return Array.prototype.some.call(document.querySelectorAll('[data-restore-key]'), function (element) {
      return storedItem(element.getAttribute('data-restore-key')) !== null;
    });
  }

  // --- Web fonts: declared once their main files are in, then applied one part of the page per frame. ---
  // Text set in a new font is shaped and laid out again, which for the whole page at once is a
  // long task; part by part (what is on screen first) each frame stays short. The CSS behind
  // data-web-fonts="held" / "applied" is the theme's (webFontSwitch in src/theme/fonts/webFonts.ts).
  var fontsElement = document.getElementById(settings.fonts);
  var fontRules = ((fontsElement && fontsElement.textContent) || '').replace(/<\/?style>/g, '');

  /** The @font-face rules as FontFace objects, read without applying them; none if unsupported. */
  function readFontFaces() {
    try {
      var sheet = new CSSStyleSheet();
      sheet.replaceSync(fontRules);
      return Array.prototype.filter
        .call(sheet.cssRules, function (rule) {
          return rule instanceof CSSFontFaceRule;
        })
        .map(function (rule) {
          function value(name) {
            return rule.style.getPropertyValue(name) || undefined;
          }
          return new FontFace((value('font-family') || '').replace(/^["']|["']$/g, ''), value('src') || '', {
            style: value('font-style'),
            weight: value('font-weight'),
            display: value('font-display'),
            unicodeRange: value('unicode-range'),
          });
        });
    } catch {
      return undefined;
    }
  }

  /** An upright face with the basic letters: the files nearly all text needs (the rest load on use). */
  function holdsBasicLetters(face) {
    if (face.style !== 'normal') return false;
    return face.unicodeRange.split(',').some(function (range) {
      var bounds = range.trim().replace(/^U\+/i, '').split('-');
      var first = parseInt(bounds[0], 16);
      var last = bounds[1] ? parseInt(bounds[1], 16) : first;
      return first <= 0x61 && last >= 0x61;
    });
  }

  function declareFonts() {
    if (!fontRules) return;
    function applyToPage() {
      root.dataset.webFonts = 'applied';
    }
    var faces = readFontFaces();
    if (!faces) {
      document.head.insertAdjacentHTML('beforeend', '<style>' + fontRules + '</style>');
      return applyToPage();
    }
    function declareAll() {
      faces.forEach(function (face) {
        document.fonts.add(face);
      });
    }
    Promise.all(
      faces.filter(holdsBasicLetters).map(function (face) {
        return face.load();
      }),
    ).then(
      function () {
        var parts = pageParts();
        declareAll();
        applyPartByPart(parts, applyToPage);
      },
      function () {
        declareAll();
        applyToPage();
      },
    );
  }

  /**
   * The page cut into parts no taller than half the screen: the header, the footer and the like,
   * and the sections of <main>, each taller one cut into its children. The smallest part comes first
   * (the first text set in a new font also pays for reading the font), then those on screen.
   */
  function pageParts() {
    var main = document.querySelector('main');
    if (!main || !main.parentElement) return [];
    var children = function (element) {
      return Array.prototype.slice.call(element.children);
    };
    var parts = [];
    var queue = children(main.parentElement)
      .filter(function (element) {
        return element !== main;
      })
      .concat(children(main));
    while (queue.length > 0) {
      var part = queue.shift();
      var box = part.getBoundingClientRect();
      if (box.height > window.innerHeight / 2 && part.children.length > 0)
        queue = children(part).concat(queue);
      // A part without text has nothing to lay out again: it takes the fonts with the whole page.
      else if (part.textContent.trim())
        parts.push({ element: part, box: box, size: part.textContent.length });
    }
    var smallest = parts.reduce(function (found, part) {
      return part.size < found.size ? part : found;
    }, parts[0]);
    var onScreen = function (part) {
      return part.box.bottom > 0 && part.box.top < window.innerHeight;
    };
    return [smallest]
      .concat(
        parts.filter(onScreen),
        parts.filter(function (part) {
          return !onScreen(part);
        }),
      )
      .filter(function (part, index, all) {
        return part && all.indexOf(part) === index;
      })
      .map(function (part) {
        return part.element;
      });
  }

  /** Applies the web fonts to one part per frame, then to the whole page. */
  function applyPartByPart(parts, done) {
    requestAnimationFrame(function next() {
      var part = parts.shift();
      if (!part) return done();
      part.dataset.webFonts = 'applied';
      requestAnimationFrame(next);
    });
  }

  // The page is laid out in the fallbacks from the start, and stays so when the fonts are declared.
  // (Nothing is stored to tell a returning visitor from a new one: storage is for what visitors do.)
  root.dataset.webFonts = 'held';

  // --- After the first paint. ---
  var painted = false;
  function afterFirstPaint() {
    if (painted) return;
    painted = true;
    // A new task, so the paint that was just reported is on screen before anything else runs.
    setTimeout(function () {
      declareFonts();
      // A task of its own too: no task after the first paint is long.
      setTimeout(function () {
        if (hasStateToRestore()) return startApp();
        if (started) return;
        // Fetched (and compiled) now, run at the first gesture: then nothing waits for the network.
        modules.forEach(function (url) {
          var preload = document.createElement('link');
          preload.rel = 'modulepreload';
          preload.crossOrigin = '';
          preload.href = url;
          document.head.appendChild(preload);
        });
      }, 0);
    }, 0);
  }
  if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0
  ) {
    // `buffered` also reports a paint that happened before this observer existed.
    var paintWatch = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      paintWatch.disconnect();
      afterFirstPaint();
    });
    paintWatch.observe({ type: 'paint', buffered: true });
  } else if (document.readyState === 'complete') {
    afterFirstPaint();
  } else {
    // Browsers without paint timing: the load event, which comes after the first paint there.
    window.addEventListener('load', afterFirstPaint);
  }
})(document.currentScript.dataset);
