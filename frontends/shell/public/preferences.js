/* global document */
// Applies the stored theme and language before the first paint, so a dark-mode visitor never
// sees a flash of the light theme. The session library takes over once the app has loaded.
(function () {
  var root = document.documentElement;
  try {
    var dark = localStorage.getItem('theme') === 'dark';
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
    root.lang = localStorage.getItem('language') === 'es' ? 'es' : 'en';
  } catch {
    // Storage unavailable: keep the defaults (light, English).
  }
})();
