// Runs before the first paint: a classic, render-blocking script in <head> (the CSP forbids inline
// script). It reads the page's boot settings (<meta name="portal-boot">, written at build time by
// scripts/vite-plugin-portal.ts) and this browser's stored choices, then:
//  - applies the chosen theme and language, so the page does not flash the other ones;
//  - shows the pre-rendered menu (`data-shell` on <html>) when a session is stored and the path is
//    inside the signed-in layout. React replaces the pre-rendered copy when it mounts;
//  - otherwise preloads the app's modules at once, since the app starts as soon as it loads. With
//    the menu shown they are fetched after its first paint instead (src/main.tsx): fetching and
//    compiling them earlier delays that paint.
// Plain ES5: it is served as is, without the bundler. It cannot import src/boot/ids.ts, so
// tests/boot/ids.test.ts checks that the names below (portal-boot, data-shell) are the same.
(function () {
  var root = document.documentElement;
  var meta = document.querySelector('meta[name="portal-boot"]');
  var boot;
  try {
    boot = JSON.parse(meta.getAttribute('content'));
  } catch (e) {
    return;
  }
  function read(key) {
    try {
      return localStorage.getItem(key);
    } catch (e) {
      return null;
    }
  }
  function signedIn() {
    try {
      var token = JSON.parse(read(boot.sessionKey)).auth.token;
      return typeof token === 'string' && token !== '';
    } catch (e) {
      return false; // no readable session: the app decides where to go
    }
  }
  function showsShell() {
    if (!boot.shell || root.lang !== boot.shellLang) return false;
    var path = location.pathname;
    if (path !== boot.shell && path.indexOf(boot.shell + '/') !== 0) return false;
    return signedIn();
  }
  var theme = read(boot.themeKey);
  if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
  var lang = read(boot.langKey);
  if (lang && lang !== root.lang && boot.languages.indexOf(lang) >= 0) root.lang = lang;
  if (showsShell()) {
    root.setAttribute('data-shell', '');
    return;
  }
  var modules = boot.preload || [];
  for (var i = 0; i < modules.length; i++) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = modules[i];
    document.head.appendChild(link);
  }
})();
