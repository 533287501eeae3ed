// Applies the stored theme before first paint, so a dark-theme user never sees a white flash.
// A file, not an inline script, so a strict Content-Security-Policy (script-src 'self') allows it.
// Keep in step with src/features/theme/state/theme-atoms.ts (key and values).
(function () {
  try {
    var stored = localStorage.getItem('business-builder-theme');
    var dark =
      stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
  } catch (e) {
    /* storage unavailable: keep the light default */
  }
})();
