// The code every prerendered page runs first, inlined into <head> by src/app/entry.server.tsx
// and allowed by the Content Security Policy by its hash. Its settings are its <script> element's data
// attributes. The page works without it (links, fields, the phone menu's popover); it makes the
// colour-scheme toggle work before the app runs, shows the language offer to a browser that
// prefers another of the site's languages, and starts the app after the first paint.
(function pageBoot(settings) {
  var root = document.documentElement;
  // Lets CSS tell a browser that runs scripts from one that does not (the contact form).
  root.dataset.scripting = 'on';

  // The offer of the page in the browser's language (src/components/layout/LanguageOffer.tsx):
  // prerendered on every page, hidden, and shown by CSS once this attribute names its language.
  // Decided here, before the first paint, so that it is there from the first frame and moves nothing.
  var offered = offeredLanguage();
  if (offered) root.setAttribute('data-language-offer', offered);

  // The first of the browser's languages the site has (by primary subtag: de-AT is German), if it
  // is not the page's own and the visitor has not closed the offer before.
  function offeredLanguage() {
    try {
      if (localStorage.getItem(settings.offerKey) === '1') return undefined;
    } catch {
      // No storage (private mode, blocked): nothing was remembered, so it is offered.
    }
    var locales = settings.locales.split(' ');
    var preferred = navigator.languages || [];
    for (var i = 0; i < preferred.length; i++) {
      var primary = preferred[i].toLowerCase().split('-')[0];
      if (locales.indexOf(primary) !== -1) return primary === root.lang ? undefined : primary;
    }
    return undefined;
  }

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

  // The controls this script and the browser answer until the app has taken them over: the
  // colour-scheme toggle and the offer's close button until React sets their attribute (listed
  // here) to "app", and links to the site's pages and the phone menu's button until the app has
  // settled (it sets data-app-links once the browser is first idle after it started,
  // src/app/PrefetchPages.tsx). Until then a link is followed by the browser: loading the
  // prerendered page is quicker than the app drawing it while it is still starting.
  var bootAttributes = ['data-scheme-toggle', 'data-language-offer-dismiss'];
  function bootControl(target) {
    if (!(target instanceof Element)) return null;
    for (var i = 0; i < bootAttributes.length; i++) {
      var control = target.closest('[' + bootAttributes[i] + ']');
      if (control) return control.getAttribute(bootAttributes[i]) === 'app' ? null : control;
    }
    return root.hasAttribute('data-app-links') ? null : target.closest('a[href^="/"], [popovertarget]');
  }

  // Every event of such a press is kept from React. React hears every press on the page it is
  // taking over, and one on a part it has not taken over yet makes it take the whole page over at
  // once before the press is answered: on a slow phone, a long task between the press and its answer.
  var pressEvents =
    'pointerdown pointerup pointercancel mousedown mouseup click auxclick dblclick contextmenu touchstart touchend touchcancel keydown keypress keyup';
  pressEvents.split(' ').forEach(function (type) {
    window.addEventListener(
      type,
      function (event) {
        if (bootControl(event.target)) event.stopPropagation();
      },
      true,
    );
  });

  // The toggle's press, stored where MUI's useColorScheme reads it.
  window.addEventListener(
    'click',
    function (event) {
      var toggle = bootControl(event.target);
      if (!toggle || !toggle.hasAttribute('data-scheme-toggle')) return;
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

  // The offer's close button: the offer hides and stays closed in this browser.
  window.addEventListener(
    'click',
    function (event) {
      var close = bootControl(event.target);
      if (!close || !close.hasAttribute('data-language-offer-dismiss')) return;
      root.removeAttribute('data-language-offer');
      try {
        localStorage.setItem(settings.offerKey, '1');
      } catch {
        // No storage (private mode, blocked): the offer may come back on the next visit.
      }
    },
    true,
  );

  // A link chosen in the open phone menu (a popover) closes it; the app does the same once it runs.
  window.addEventListener(
    'click',
    function (event) {
      var link = event.target instanceof Element && event.target.closest('[popover] a[href]');
      var menu = link && link.closest('[popover]');
      if (menu && menu.matches(':popover-open')) menu.hidePopover();
    },
    true,
  );

  // The app, held back by the prerenderer (src/app/boot/deferAppStart.ts): its modules fetched side
  // by side, then the router's own module script run, once the first paint is on screen.
  function startApp() {
    var start = document.getElementById('app-start');
    if (!start) return;
    start.dataset.modules.split(' ').forEach(function (href) {
      document.head.appendChild(
        Object.assign(document.createElement('link'), { rel: 'modulepreload', href: href }),
      );
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.textContent = start.textContent;
    document.body.appendChild(script);
  }

  // Started in a new task after the first contentful paint; `buffered` also reports a paint that
  // came before the observer. Every browser the build targets has paint timing.
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(startApp, 0);
  }).observe({ type: 'paint', buffered: true });
})(document.currentScript.dataset);
