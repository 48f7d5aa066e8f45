// Everything the page does before the app has hydrated it, in one parser-blocking script (named by its content
// and cached for good: src/server/http/web-app.ts). Three parts, each a function below.
(function () {
  var root = document.documentElement;

  // The first paint as the founder left the app: dark mode without a white flash (src/web/app/theme.ts owns the
  // toggle), index.html's skeleton in the page's shape, the sidebar as it was left, and a flash's place held.
  function paintAsLeft() {
    var stored = null;
    try {
      stored = localStorage.getItem('theme');
    } catch {
      /* storage blocked: follow the system */
    }
    var dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    root.classList.toggle('dark', dark);
    // Which skeleton index.html paints until the app draws: the login card, or the shell.
    var path = location.pathname.replace(/\/+$/, '');
    root.setAttribute('data-skeleton', path === '/login' || path === '/register' ? 'auth' : 'shell');
    // Only a wide screen shows the sidebar before the app (Tailwind's lg), so only a sidebar closed by hand matters.
    var sidebar = null;
    try {
      sidebar = localStorage.getItem('sidebar-open');
    } catch {
      /* storage blocked: the default width */
    }
    if (sidebar === 'false') root.setAttribute('data-sidebar-closed', '');
    // A flash left by the previous page (src/web/app/flash.ts) appears once the app runs: its place is held from the
    // first paint (styles.css), so the page does not move down when it does. The place holds the message, unseen, so it
    // is as many lines high as the flash will be (JSON's quoting of a string is also a CSS string).
    try {
      var flash = JSON.parse(sessionStorage.getItem('flash') || 'null');
      if (flash) {
        root.setAttribute('data-flash', '');
        root.style.setProperty('--flash-text', JSON.stringify(String(flash.message)));
      }
    } catch {
      /* storage blocked or unreadable: no flash either */
    }
  }

  // A page the server rendered holds its scripts back until it is painted (src/server/http/page-preloads.ts):
  // they start once its first contentful paint is on screen, at once in a background tab (which paints
  // nothing), and after 3 s should no paint be reported.
  function startScriptsAfterFirstPaint() {
    function startScripts() {
      document.querySelectorAll('template[data-after-paint]').forEach(function (held) {
        held.replaceWith(document.importNode(held.content, true));
      });
    }
    document.addEventListener('DOMContentLoaded', function () {
      if (!document.querySelector('template[data-after-paint]')) return;
      var canObservePaint = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
      if (document.visibilityState === 'hidden' || !canObservePaint) return startScripts();
      var fallback = setTimeout(startScripts, 3000);
      new PerformanceObserver(function (entries, observer) {
        if (!entries.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        clearTimeout(fallback);
        startScripts();
      }).observe({ type: 'paint', buffered: true });
    });
  }

  // Until the app has taken a server-rendered page over, its buttons do nothing: the last one pressed is kept, the
  // pointer says the page is getting ready, and the press is made again once the app has hydrated (src/web/app/app.tsx
  // drops the root's data-server-rendered).
  function replayPressesOnceHydrated() {
    var pressed = null;
    function keep(event, press) {
      event.preventDefault();
      event.stopPropagation(); // a press React saw while hydrating would be replayed twice
      if (!pressed) awaitApp(document.getElementById('root'));
      pressed = press;
      root.setAttribute('data-waiting-for-app', '');
    }
    document.addEventListener(
      'click',
      function (event) {
        var button = event.target instanceof Element && event.target.closest('#root[data-server-rendered] button');
        if (button)
          keep(event, function () {
            if (button.isConnected) button.click();
          });
      },
      true,
    );
    // Enter in a field sends its form, whose button waits for the app (so the browser sends nothing as a GET meanwhile).
    document.addEventListener(
      'keydown',
      function (event) {
        var field =
          event.key === 'Enter' &&
          !event.isComposing &&
          event.target instanceof HTMLInputElement &&
          event.target.closest('#root[data-server-rendered] form') &&
          event.target;
        if (field)
          keep(event, function () {
            if (field.isConnected && field.form) field.form.requestSubmit();
          });
      },
      true,
    );
    function awaitApp(appRoot) {
      new MutationObserver(function (changes, observer) {
        if (appRoot.hasAttribute('data-server-rendered')) return;
        observer.disconnect();
        root.removeAttribute('data-waiting-for-app');
        pressed();
      }).observe(appRoot, { attributes: true, attributeFilter: ['data-server-rendered'] });
    }
  }

  paintAsLeft();
  startScriptsAfterFirstPaint();
  replayPressesOnceHydrated();
})();
