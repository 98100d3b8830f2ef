/* global document, location */
// Applies the stored theme and language before the first paint, so a dark-mode visitor never
// sees a flash of the light theme. The session library takes over once the app has loaded.
// A link to a page in a given language (?lang=es, as search results and the sitemap give)
// chooses that language, and the choice is kept like one made with the toggle.
(function () {
  var root = document.documentElement;
  try {
    var requested = new URLSearchParams(location.search).get('lang');
    if (requested === 'es' || requested === 'en') localStorage.setItem('language', requested);
    var dark = localStorage.getItem('theme') === 'dark';
    root.classList.toggle('dark', dark);
    root.style.colorScheme = dark ? 'dark' : 'light';
    root.lang = localStorage.getItem('language') === 'es' ? 'es' : 'en';
  } catch {
    // Storage unavailable: keep the defaults (light, English).
  }
})();
