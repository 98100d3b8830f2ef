/* global document, location, window */
// Applies the stored theme and language before the first paint, so a dark-mode visitor never
// sees a flash of the light theme. The session library takes over once the app has loaded.
// A link to a page in a given language (?lang=es, as search results and the sitemap give)
// chooses that language, and the choice is kept like one made with the toggle.
// Choices are mirrored in cookies, from which the server renders the next page. A page the
// server rendered says how (data-rendered="<language> <theme>" on <html>): a visitor without a
// stored choice keeps it; one whose stored choice differs (stored before the cookies existed)
// gets the page again from the server, now in that choice.
(function () {
  var root = document.documentElement;
  var rendered = (root.getAttribute('data-rendered') || '').split(' ');
  var serverRendered = rendered.length === 2;
  var language = serverRendered && rendered[0] === 'es' ? 'es' : 'en';
  var theme = serverRendered && rendered[1] === 'dark' ? 'dark' : 'light';
  try {
    var requested = new URLSearchParams(location.search).get('lang');
    if (requested === 'es' || requested === 'en') localStorage.setItem('language', requested);
    var storedLanguage = localStorage.getItem('language');
    var storedTheme = localStorage.getItem('theme');
    if (storedLanguage === 'es' || storedLanguage === 'en') language = storedLanguage;
    else if (storedLanguage !== null) language = 'en';
    if (storedTheme !== null) theme = storedTheme === 'dark' ? 'dark' : 'light';
    localStorage.setItem('language', language);
    localStorage.setItem('theme', theme);
  } catch {
    // Storage unavailable: keep what the server rendered (or the defaults: light, English).
  }
  var cookie = '; Path=/; Max-Age=31536000; SameSite=Lax';
  document.cookie = 'language=' + language + cookie;
  document.cookie = 'theme=' + theme + cookie;
  var dark = theme === 'dark';
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.lang = language;
  if (serverRendered && (rendered[0] !== language || rendered[1] !== theme)) {
    // Now that the cookies say it, the server renders the page right: ask it again (once; if
    // cookies are blocked the browser renders the page over the server's instead).
    var saved = document.cookie.indexOf('language=' + language) >= 0;
    if (saved && document.cookie.indexOf('theme=' + theme) >= 0) {
      window.stop();
      location.reload();
    } else {
      root.setAttribute('data-rendered-stale', '');
    }
  }
})();
