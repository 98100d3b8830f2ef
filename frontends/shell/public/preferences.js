/* global document, location, window, requestAnimationFrame, MutationObserver, CSSStyleSheet, matchMedia */
// Applies the stored theme and language before the first paint, so a dark-mode visitor never
// sees a flash of the light theme; a first visit takes the system's theme. The session library
// takes over once the app has loaded.
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
    // A first visit (no choice stored anywhere) follows the system's setting: here, before the
    // first paint, and then in the page the server sends again once the cookie says it.
    else if (
      !/(^|; )theme=/.test(document.cookie) &&
      matchMedia('(prefers-color-scheme: dark)').matches
    )
      theme = 'dark';
    // Each write is a round trip to the browser's storage, before the first paint: only changes.
    if (storedLanguage !== language) localStorage.setItem('language', language);
    if (storedTheme !== theme) localStorage.setItem('theme', theme);
  } catch {
    // Storage unavailable: keep what the server rendered (or the defaults: light, English).
  }
  var cookie = '; Path=/; Max-Age=31536000; SameSite=Lax';
  document.cookie = 'language=' + language + cookie;
  document.cookie = 'theme=' + theme + cookie;
  var dark = theme === 'dark';
  // Only what differs from the page as sent is written: a write, even of the same value, has the
  // browser recompute the page's styles before its first paint.
  if (root.classList.contains('dark') !== dark) root.classList.toggle('dark', dark);
  if (root.style.colorScheme !== theme) root.style.colorScheme = theme;
  if (root.lang !== language) root.lang = language;
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
  // On a page the server rendered, a button clicked (or a form sent) before the app has taken the
  // page over would do nothing: such clicks and sends are held, and done again, in order, once it
  // has (the app marks <html data-app-ready> and says 'tb:app-ready'). Links work on their own.
  // The list is on <html> for the app, which points it at its own copies of the buttons where it
  // renders over the page rather than hydrating it (held-clicks.ts).
  var held = (root.heldClicks = []);
  var hold = function (event) {
    if (root.hasAttribute('data-app-ready') || !document.getElementById('tb-start')) return;
    var target =
      event.type === 'submit'
        ? event.target
        : event.target.closest &&
          event.target.closest('button, summary, [role="button"], input[type="submit"]');
    if (!target || (event.type === 'click' && target.closest('a[href]'))) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(target);
  };
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  // A page the server rendered comes with the rules its markup uses, inline; the whole
  // stylesheets are linked disabled (the app's CSS loading takes them as loaded, and a disabled
  // link is not fetched). They apply once the page may show something it was not sent with: at
  // the visitor's first pointer over the page, touch, click, key or focus (before anything is
  // hovered, a menu opens or a link is followed: the inline rules leave out those states), as
  // soon as the app adds elements or changes classes in the page (a page it renders over the
  // server's, data that arrived later, another page, a toast), or at once where the browser
  // renders the page over the server's. The page needs none of it to be read, scrolled or
  // hydrated.
  // As the app starts, each file is fetched and read a piece at a time, a task each, into
  // stylesheets of the page's own that do not apply yet: read whole, as a linked stylesheet is,
  // one file was the longest task after the first paint. Applying them then costs only the
  // browser's computing every element's style again. Where that cannot be done (the file could
  // not be fetched, or is not read yet when it must apply), the link itself is enabled.
  var wholeStylesheets = function () {
    return [].slice.call(document.querySelectorAll('link[rel="stylesheet"][data-pruned]'));
  };
  var wholeApplied = false;
  // The files' text in pieces once fetched, and the stylesheets read from them so far.
  var wholePieces = null;
  var readSheets = [];
  var readNextPiece = function () {
    var piece = wholePieces[readSheets.length];
    var sheet = new CSSStyleSheet({ baseURL: piece.href });
    sheet.replaceSync(piece.text);
    readSheets.push(sheet);
  };
  // Fetched as print stylesheets (which the screen ignores), they are at hand when they apply.
  var linkAhead = function (links, then) {
    var pending = links.length;
    var settled = function () {
      pending -= 1;
      if (pending === 0) then();
    };
    if (pending === 0) return then();
    links.forEach(function (link) {
      link.addEventListener('load', settled);
      link.addEventListener('error', settled);
      link.media = 'print';
      link.disabled = false;
    });
  };
  // `then` once the files are at hand, fetched or, where they could not be, loaded by the links.
  var readWholeStylesheets = function (then) {
    var links = wholeStylesheets().filter(function (link) {
      return link.disabled;
    });
    if (typeof CSSStyleSheet !== 'function' || !('adoptedStyleSheets' in document)) {
      return linkAhead(links, then);
    }
    var files = links.map(function (link) {
      return fetch(link.href)
        .then(function (response) {
          if (!response.ok) throw new Error(response.status);
          return response.text();
        })
        .then(function (css) {
          // The build marks where a file can be cut into pieces that are each whole CSS
          // (frontends/build/css-pieces.cjs).
          return css.split('/*tb-piece*/').map(function (text) {
            return { href: link.href, text: text };
          });
        });
    });
    Promise.all(files).then(
      function (pieces) {
        wholePieces = [].concat.apply([], pieces);
        var readOne = function () {
          if (wholeApplied || readSheets.length === wholePieces.length) return;
          readNextPiece();
          setTimeout(readOne, 0);
        };
        setTimeout(readOne, 0);
        then();
      },
      function () {
        linkAhead(links, then);
      },
    );
  };
  var wholeStylesheetEvents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'];
  var pageChanges = null;
  var applyWholeStylesheets = function () {
    if (wholeApplied) return;
    wholeApplied = true;
    wholeStylesheetEvents.forEach(function (type) {
      document.removeEventListener(type, applyWholeStylesheets, true);
    });
    window.removeEventListener('beforeprint', applyWholeStylesheets);
    if (pageChanges) pageChanges.disconnect();
    // Once the text is at hand, what is not read yet is read now; before, the links apply.
    // data-applied on each link says which.
    var adopt = wholePieces !== null;
    if (adopt) {
      while (readSheets.length < wholePieces.length) readNextPiece();
      document.adoptedStyleSheets = document.adoptedStyleSheets.concat(readSheets);
    }
    wholeStylesheets().forEach(function (link) {
      link.setAttribute('data-applied', adopt ? 'adopted' : 'linked');
      if (adopt) return;
      link.media = 'all';
      link.disabled = false;
    });
  };
  wholeStylesheetEvents.forEach(function (type) {
    document.addEventListener(type, applyWholeStylesheets, { capture: true, passive: true });
  });
  // The inline rules leave out those for paper: printed, the page has the whole files'.
  window.addEventListener('beforeprint', applyWholeStylesheets);
  if (root.hasAttribute('data-rendered-stale')) {
    document.addEventListener('DOMContentLoaded', applyWholeStylesheets);
  } else if (typeof MutationObserver === 'function') {
    // Called before the next frame is drawn, so what the app adds never shows unstyled.
    pageChanges = new MutationObserver(function (records) {
      var changed = records.some(function (record) {
        if (record.type === 'attributes') return true;
        return [].some.call(record.addedNodes, function (node) {
          return node.nodeType === 1;
        });
      });
      if (changed) applyWholeStylesheets();
    });
    document.addEventListener('DOMContentLoaded', function () {
      var page = document.getElementById('root');
      if (page && pageChanges) {
        pageChanges.observe(page, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['class'],
        });
      }
    });
  }
  document.addEventListener('tb:app-ready', function () {
    // In a task of its own, after the renders the app's first one set off.
    setTimeout(function () {
      held.splice(0).forEach(function (target) {
        if (!target.isConnected) return;
        if (target.tagName === 'FORM') target.requestSubmit();
        else target.click();
      });
    }, 0);
  });
  // A page the server rendered shows before any script runs. The server then leaves out the
  // app's entry script and preloads, and lists them in #tb-start instead; they start here once
  // the page is on screen (its first contentful paint reported, the images it asks for first,
  // fetchpriority=high, loaded, and two more frames drawn), so neither the first paint nor the
  // main image shares the network or the main thread with the app. Everything is then fetched
  // side by side. A hidden tab draws nothing: it starts at once.
  // The app runs once the whole stylesheets are at hand: the server's markup has short class
  // names that only its inline rules know (backend/src/modules/site/ssr/class-names.ts), and all
  // the app renders has the build's names, which only the whole stylesheets style.
  // How long the app waits for the whole stylesheets before it starts without them.
  var STYLESHEETS_WAIT_MS = 8000;
  document.addEventListener('DOMContentLoaded', function () {
    var plan;
    try {
      plan = JSON.parse(document.getElementById('tb-start').textContent);
    } catch {
      return;
    }
    var started = false;
    var startAnyway;
    var start = function () {
      if (started) return;
      started = true;
      clearTimeout(startAnyway);
      // Each preload the page adds starts its request there and then, from a tenth of a
      // millisecond to several (the first ones of a page cost the most): they are added one per
      // task, some twenty of them, so that no task is longer than one request's start and a tap
      // meanwhile is not kept waiting.
      var asScript = function (href) {
        return { href: href, as: 'script' };
      };
      var pending = [asScript(plan.entry)].concat(plan.preload, plan.scripts.map(asScript));
      // The app runs only once every preload has been added (none is pending): a file the app
      // asked for first (a remote's entry, from the browser's cache) would be fetched again by its
      // preload added after, and that preload never used ("preloaded but not used").
      var entryWanted = false;
      var preloadNext = function () {
        var file = pending.shift();
        var link = document.createElement('link');
        link.rel = 'preload';
        link.as = file.as;
        link.href = file.href;
        if (file.crossOrigin) link.crossOrigin = 'anonymous';
        document.head.appendChild(link);
        if (pending.length > 0) setTimeout(preloadNext, 0);
        else if (entryWanted) runEntry();
      };
      setTimeout(preloadNext, 0);
      var entryAdded = false;
      var stylesheetsLate;
      var runEntry = function () {
        if (entryAdded) return;
        if (pending.length > 0) {
          entryWanted = true;
          return;
        }
        entryAdded = true;
        // Cleared, as startAnyway is: a timer firing once the app runs ends a task of its own.
        clearTimeout(stylesheetsLate);
        var script = document.createElement('script');
        script.src = plan.entry;
        document.head.appendChild(script);
      };
      setTimeout(function () {
        readWholeStylesheets(runEntry);
      }, 0);
      // Should the stylesheets never arrive (a request left hanging), the page is still taken
      // over; what the app shows then may lack its styles until they do.
      stylesheetsLate = setTimeout(runEntry, STYLESHEETS_WAIT_MS);
    };
    if (document.hidden || typeof PerformanceObserver !== 'function') return start();
    // Should the paint never be reported (the tab hidden in the meantime).
    startAnyway = setTimeout(start, 3000);
    var images = [].filter.call(document.images, function (image) {
      return image.getAttribute('fetchpriority') === 'high' && !image.complete;
    });
    var painted = false;
    var startWhenShown = function () {
      if (!painted || images.length > 0) return;
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
    };
    images.forEach(function (image) {
      var settled = function () {
        images = images.filter(function (other) {
          return other !== image;
        });
        startWhenShown();
      };
      image.addEventListener('load', settled);
      image.addEventListener('error', settled);
    });
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      startWhenShown();
    }).observe({ type: 'paint', buffered: true });
  });
})();
