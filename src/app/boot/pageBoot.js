// The code every prerendered page runs before anything else: the build inlines this file, minified,
// into <head>, and the Content Security Policy allows it by the hash of those bytes.
// It has no imports and reads its settings from its own <script> element's data attributes
// (data-modules: the app's entry module, then the modules it imports; data-scheme-attribute and
// data-scheme-key: where the colour scheme is shown and stored).
//
// The prerendered HTML draws and works by itself: links navigate, in-page links scroll (CSS
// scroll-behavior and scroll-margin), fields take text, and the colour-scheme toggle is answered
// here. The app starts right after the first paint; until it has taken over the page, this file
// bridges the gap: a button pressed or a form submitted before then is held, and pressed or
// submitted again as soon as the app has taken over (it marks <html data-hydrated>).
(function pageBoot(settings) {
  var modules = settings.modules.split(' ');
  var entryUrl = modules[0];
  var root = document.documentElement;
  // Lets CSS tell a browser that runs scripts from one that does not (the contact form).
  root.dataset.scripting = 'on';

  // --- The colour-scheme toggle, until React answers it (it marks data-scheme-toggle="app"): the
  // attribute the theme's CSS variables read, and the key MUI's useColorScheme reads the choice from.
  // Heard first (window, capture) and kept from React's listeners: while React is still hydrating,
  // a press it heard would wait for that, and the scheme would switch twice. ---
  function schemeToggleOf(target) {
    return target instanceof Element ? target.closest('[data-scheme-toggle]') : null;
  }
  window.addEventListener(
    'click',
    function (event) {
      var toggle = schemeToggleOf(event.target);
      if (!toggle || toggle.getAttribute('data-scheme-toggle') === 'app') return;
      event.stopPropagation();
      var scheme = root.getAttribute(settings.schemeAttribute) === 'dark' ? 'light' : 'dark';
      root.setAttribute(settings.schemeAttribute, scheme);
      try {
        localStorage.setItem(settings.schemeKey, scheme);
      } catch {
        // No storage (private mode, blocked): the choice lasts as long as the page.
      }
    },
    true,
  );

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
    if (schemeToggleOf(target)) return;
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

  // --- The app: started after the first paint, its modules fetched side by side. ---
  function startApp() {
    modules.slice(1).forEach(function (url) {
      var preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.crossOrigin = '';
      preload.href = url;
      document.head.appendChild(preload);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entryUrl;
    document.head.appendChild(script);
  }

  // --- After the first paint. ---
  var painted = false;
  function afterFirstPaint() {
    if (painted) return;
    painted = true;
    // A new task, so the paint that was just reported is on screen before anything else runs.
    setTimeout(startApp, 0);
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
