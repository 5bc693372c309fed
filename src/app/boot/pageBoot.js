// The code every prerendered page runs before anything else: the build inlines this file, minified,
// into <head>, and the Content Security Policy allows it by the hash of those bytes.
// It has no imports and reads its settings from its own <script> element's data attributes
// (data-modules: the app's entry module, then the modules it imports; data-scheme-attribute and
// data-scheme-key: where the colour scheme is shown and stored).
//
// The prerendered HTML draws and works by itself: links navigate, in-page links scroll (CSS
// scroll-behavior and scroll-margin), fields take text, the phone menu opens (the Popover API),
// and the colour-scheme toggle is answered here. The app starts right after the first paint.
// A form sent before its code has arrived is kept by React's own runtime in the page and sent when
// the form is hydrated.
(function pageBoot(settings) {
  var modules = settings.modules.split(' ');
  var entryUrl = modules[0];
  var root = document.documentElement;
  // Lets CSS tell a browser that runs scripts from one that does not (the contact form).
  root.dataset.scripting = 'on';

  // --- A link into the page (/#contact) lands on its section at once: the smooth scrolling the CSS
  // asks for is for the visitor's own presses, not for a glide down the whole page while it loads.
  if (location.hash) {
    root.style.scrollBehavior = 'auto';
    window.addEventListener('load', function () {
      requestAnimationFrame(function () {
        root.style.removeProperty('scroll-behavior');
      });
    });
  }

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

  // --- A link chosen in an open menu (a popover) closes it, as the page moves to where it leads.
  // The app does the same once it runs. ---
  document.addEventListener('click', function (event) {
    var link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    var menu = link && link.closest('[popover]');
    if (menu && menu.matches(':popover-open')) menu.hidePopover();
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
