// Runs before first paint so a dark-mode visitor never sees a white flash.
// Mirrors src/web/app/theme.ts (the React side owns the toggle).
(function () {
  var stored = null;
  try { stored = localStorage.getItem('theme'); } catch { /* storage blocked: follow the system */ }
  var dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', dark);
  // Which skeleton index.html paints until the app draws: the login card, or the shell with the sidebar as it was left.
  var root = document.documentElement;
  var path = location.pathname.replace(/\/+$/, '');
  root.setAttribute('data-skeleton', path === '/login' || path === '/register' ? 'auth' : 'shell');
  var sidebar = null;
  try { sidebar = localStorage.getItem('sidebar-open'); } catch { /* storage blocked: the default width */ }
  if (sidebar === null ? window.innerWidth < 1024 : sidebar === 'false') root.setAttribute('data-sidebar-closed', '');
})();
