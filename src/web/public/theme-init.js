// Runs before first paint so a dark-mode visitor never sees a white flash.
// Mirrors src/web/app/theme.ts (the React side owns the toggle).
(function () {
  var stored = null;
  try { stored = localStorage.getItem('theme'); } catch { /* storage blocked: follow the system */ }
  var dark = stored ? stored === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.classList.toggle('dark', dark);
})();
