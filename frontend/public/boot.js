// Runs before the app's script (a file, not an inline script, so a strict Content-Security-Policy,
// script-src 'self', allows it).
//
// 1. Applies the stored theme before first paint, so a dark-theme user never sees a white flash.
//    Keep in step with src/features/theme/state/theme-atoms.ts (key and values).
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

// 2. Starts the session check now, while the app's script downloads, instead of after it has run.
//    When the answer is in before the app starts, its first render already knows who is there: a
//    signed-in member on a browser that has never seen them does not get the landing page first.
//    The app reads window.__bbEarlySession (src/features/auth/api/early-session.ts); a failure
//    here leaves the check to the app.
(function () {
  try {
    var early = { settled: false, user: null, promise: null };
    // Like every call of the app (src/lib/api.ts), it says the browser's time zone.
    var headers = { Accept: 'application/json' };
    try {
      var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      if (zone) headers['X-Time-Zone'] = zone;
    } catch (e) {
      /* no Intl: the server uses UTC */
    }
    early.promise = fetch('/api/auth/session', { credentials: 'include', headers: headers })
      .then(function (response) {
        if (!response.ok) throw new Error('session check: ' + response.status);
        return response.json();
      })
      .then(function (answer) {
        early.user = answer && answer.user ? answer.user : null;
        early.settled = true;
        return early.user;
      });
    // Handled by the app; this only keeps an unread failure out of the console.
    early.promise.catch(function () {});
    window.__bbEarlySession = early;
  } catch (e) {
    /* no fetch: the app checks the session itself */
  }
})();
