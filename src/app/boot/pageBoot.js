// The code every prerendered page runs first, inlined into <head> by the build (scripts/pageTemplate.ts)
// and allowed by the Content Security Policy by its hash. Its settings are its <script> element's data
// attributes. The page works without it (links, fields, the phone menu's popover); it adds the
// colour-scheme toggle and starts the app after the first paint. A form sent before the app runs is
// kept by React's own runtime and sent on hydration.
(function pageBoot(settings) {
  var root = document.documentElement;
  // Lets CSS tell a browser that runs scripts from one that does not (the contact form).
  root.dataset.scripting = 'on';

  // A link into the page (/#contact) lands on its section at once: the smooth scrolling the CSS
  // asks for is for the visitor's own presses, not for a glide down the page while it loads.
  if (location.hash) {
    root.style.scrollBehavior = 'auto';
    window.addEventListener('load', function () {
      requestAnimationFrame(function () {
        root.style.removeProperty('scroll-behavior');
      });
    });
  }

  // The colour-scheme toggle until React has taken it over (data-scheme-toggle="app"), stored where
  // MUI's useColorScheme reads it. Heard first and kept from React, so that a press during
  // hydration neither waits for it nor switches twice.
  window.addEventListener(
    'click',
    function (event) {
      var toggle = event.target instanceof Element && event.target.closest('[data-scheme-toggle]');
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

  // A link chosen in the open phone menu (a popover) closes it; the app does the same once it runs.
  document.addEventListener('click', function (event) {
    var link = event.target instanceof Element && event.target.closest('[popover] a[href]');
    var menu = link && link.closest('[popover]');
    if (menu && menu.matches(':popover-open')) menu.hidePopover();
  });

  // The app: its chunks and the page's fetched side by side, then evaluated one per task, each after
  // the chunks it imports (the order of data-modules). As one module graph they took one long task,
  // and a press meanwhile waited for all of it.
  function startApp() {
    var modules = settings.modules.split(' ');
    function addToHead(tag, properties) {
      document.head.appendChild(Object.assign(document.createElement(tag), { crossOrigin: '' }, properties));
    }
    modules.forEach(function (url) {
      addToHead('link', { rel: 'modulepreload', href: url });
    });
    (function evaluate(index) {
      var evaluateNext = modules[index + 1] ? evaluate.bind(null, index + 1) : null;
      addToHead('script', { type: 'module', src: modules[index], onload: evaluateNext });
    })(0);
  }

  // Started in a new task after the first paint, so that paint is on screen before anything else
  // runs; `buffered` also reports a paint that came before the observer. Every browser the build
  // targets has paint timing (tests/unit/buildTarget.test.ts); without it the page stays static.
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(startApp, 0);
  }).observe({ type: 'paint', buffered: true });
})(document.currentScript.dataset);
