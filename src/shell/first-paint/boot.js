// Runs before the first paint: a classic, render-blocking script in <head> (the CSP forbids inline
// script). It reads the page's boot settings (<meta name="__BOOT_META_NAME__">, written at build time by
// scripts/build/first-paint/plugin.ts) and this browser's stored choices, then:
//  - applies the chosen theme and language, so the page does not flash the other ones;
//  - shows the pre-rendered menu (`__SHELL_ATTRIBUTE__` on <html>) when a session is stored and the path is
//    inside the signed-in layout, with the home's content on the home; the pre-rendered sign-in page
//    on its path when no session is stored. React replaces the pre-rendered copy when it mounts;
//  - otherwise preloads the app's modules at once, since the app starts as soon as it loads. With
//    the menu shown they are fetched after its first paint instead (entry.ts): fetching and
//    compiling them earlier delays that paint.
// It is served as is, without the bundler, so it uses only syntax every browser that runs the app's
// modules also runs (nothing newer than ES2020). It cannot import ids.ts: the names in it are
// placeholders (__SHELL_ATTRIBUTE__) the build fills in (scripts/build/first-paint/fill-ids.ts).
(() => {
  const root = document.documentElement;
  const meta = document.querySelector('meta[name="__BOOT_META_NAME__"]');
  let boot;
  try {
    boot = JSON.parse(meta.getAttribute('content'));
  } catch {
    return;
  }
  const read = (key) => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const readJson = (key) => {
    try {
      return JSON.parse(read(key));
    } catch {
      return null;
    }
  };
  // The stored session's auth part when it holds a token; otherwise the app decides where to go.
  const session = () => {
    const auth = readJson(boot.sessionKey)?.auth;
    return typeof auth?.token === 'string' && auth.token !== '' ? auth : null;
  };
  const showsShell = () => {
    if (!boot.shell || root.lang !== boot.shellLang) return false;
    const path = location.pathname;
    return (path === boot.shell || path.startsWith(`${boot.shell}/`)) && session() !== null;
  };
  const theme = read(boot.themeKey);
  if (theme === 'light' || theme === 'dark') root.setAttribute('data-theme', theme);
  const lang = read(boot.langKey);
  if (lang && lang !== root.lang && boot.languages.includes(lang)) root.lang = lang;
  if (showsShell()) {
    root.setAttribute('__SHELL_ATTRIBUTE__', 'layout');
    const first = boot.firstScreen;
    if (first) {
      if (location.pathname === first.path) root.setAttribute('__FIRST_SCREEN_ATTRIBUTE__', '');
      whileParsed(completeFirstScreen(first, session()));
    }
    keepEarlyClicks();
    return;
  }
  // The sign-in page is painted from the copy too; the app it needs for signing in is preloaded at
  // once (below), as on any page without the menu.
  if (boot.login === location.pathname && root.lang === boot.shellLang && session() === null) {
    root.setAttribute('__SHELL_ATTRIBUTE__', 'login');
    keepEarlyClicks();
  }
  // `pass` on what the parser has added, until the copy is parsed (the app's root follows it): a
  // mutation observer's callback runs before the next frame, and the browser may paint the part
  // of the copy parsed so far.
  function whileParsed(pass) {
    const observer = new MutationObserver(() => {
      pass();
      if (document.getElementById('__ROOT_ID__')) observer.disconnect();
    });
    observer.observe(root, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', () => {
      observer.disconnect();
      pass();
    });
  }
  // The pre-rendered header and home (src/shell/first-paint/first-screen.ts) for this lecturer and
  // this moment: the greeting of the hour, the announcements of the moment and of the lecturer's
  // audience (the session's flags), and what the app last rendered in this browser for them (their
  // name, their lists) when it was this lecturer, this language and this build. Each part once the
  // parser has gone past it: changed before, the parser would add its own text after ours.
  function completeFirstScreen(first, auth) {
    const kept = readJson(first.snapshotKey);
    const mine = kept && auth.nip && kept.nip === auth.nip && kept.lang === root.lang ? kept : null;
    const now = Date.now();
    const parsed = (node) => {
      for (let n = node; n && n !== root; n = n.parentNode) if (n.nextSibling) return true;
      return false;
    };
    // The lists from the ids kept and the copy's own rows (prerender.tsx, firstPaintRows: the rows
    // pinned and unlocked, the gated ones locked, the two empty notes): nothing stored becomes markup.
    const ids = (value) => (Array.isArray(value) ? value.filter((id) => typeof id === 'string') : null);
    const list = (section, kind) => {
      const version = document.querySelector(`meta[name="${first.versionMeta}"]`)?.content;
      const shown = mine && mine.version === version && ids(mine.lists?.[kind]);
      const rows = document.querySelector('template[__FILL_ATTRIBUTE__="rows"]')?.content.children;
      if (!shown || rows?.length !== 4) return;
      if (shown.length === 0) {
        section.append(rows[kind === 'favourites' ? 2 : 3].cloneNode(true));
        return;
      }
      const byId = (ul) => new Map([...ul.children].map((row) => [row.querySelector('[data-pin]')?.getAttribute('data-pin'), row]));
      const [open, locked] = [byId(rows[0]), byId(rows[1])];
      const lockedIds = ids(mine.locked) ?? [];
      const pinned = ids(mine.lists.favourites) ?? [];
      const items = rows[0].cloneNode(false);
      for (const id of shown) {
        const row = (lockedIds.includes(id) && locked.get(id)) || open.get(id);
        if (!row) continue;
        const copy = row.cloneNode(true);
        if (!pinned.includes(id)) unpin(copy.querySelector('[data-pin]'));
        items.append(copy);
      }
      if (items.firstElementChild) section.append(items);
    };
    // The pin of a row not in the favourites, as PinToggle renders it unpinned: the tooltip says
    // "pin" (its name), the glyph is not filled.
    const unpin = (pin) => {
      pin.setAttribute('aria-pressed', 'false');
      pin.setAttribute('title', pin.getAttribute('aria-label'));
      pin.querySelector('.pin-glyph--filled')?.classList.remove('pin-glyph--filled');
    };
    const fill = {
      welcome: (h) => {
        h.textContent = mine?.name ? first.welcome[0] + mine.name + first.welcome[1] : first.unnamed;
      },
      user: (user) => {
        user.textContent = mine?.user ?? '';
        if (mine?.email) user.title = mine.email;
      },
      greeting: (greeting) => {
        greeting.textContent = first.greetings[new Date(now + first.offsetMs).getUTCHours()];
      },
      favourites: (section) => list(section, 'favourites'),
      recent: (section) => list(section, 'recent'),
    };
    const shown = (item) => {
      const a = first.announcements.find((condition) => condition.id === item.getAttribute('__ANNOUNCEMENT_ATTRIBUTE__'));
      const within = a && (a.from === undefined || now >= a.from) && (a.until === undefined || now < a.until);
      return within && a.requires.every((flag) => auth[flag] === true);
    };
    const done = new WeakSet();
    const thinned = new Set();
    return () => {
      const copy = document.getElementById('__PRERENDER_ID__');
      if (!copy) return;
      for (const part of copy.querySelectorAll('[__FILL_ATTRIBUTE__], [__ANNOUNCEMENT_ATTRIBUTE__]')) {
        if (done.has(part) || !parsed(part)) continue;
        done.add(part);
        const name = part.getAttribute('__FILL_ATTRIBUTE__');
        if (name) fill[name]?.(part);
        else if (!shown(part)) {
          thinned.add(part.parentElement);
          part.remove();
        }
      }
      for (const announcements of thinned) {
        if (!parsed(announcements)) continue;
        thinned.delete(announcements);
        if (!announcements.firstElementChild) announcements.parentElement.remove(); // none left: no section
      }
    };
  }
  // The menu is painted while the page is still parsed, and the page's script runs only once it is
  // parsed: a plain click on one of the menu's links or buttons in that moment is kept (not followed)
  // for src/shell/first-paint/live-menu.ts, which takes the kept ones with window.__EARLY_CLICKS__() and does
  // them. What must open inside the click opens now: a browser opens a window only there (Safari's
  // engine not a moment later). A group's button is answered at once: its group opens or closes in
  // that click's frame, and live-menu.ts tells the app the state on screen. Should that script never
  // run, the last link clicked is followed once the page is parsed.
  function keepEarlyClicks() {
    const kept = [];
    const launched = new Set();
    // A launch's tab on its launch page (src/features/launch/launch-tab.ts), which goes on to the
    // system: once however often it is clicked. Whether it opened.
    const launch = (control) => {
      const tab = control.getAttribute('__LAUNCH_TAB_ATTRIBUTE__');
      if (!tab) return false;
      if (!launched.has(tab) && window.open(tab, '_blank')) launched.add(tab);
      return launched.has(tab);
    };
    // The sign-in's popup, empty and of MSAL's size, centred as MSAL would: live-menu.ts gives it to
    // the sign-in, which names it as MSAL looks for it (src/platform/auth/reserve-popup.ts).
    const signInPopup = () => {
      const [width, height] = '__POPUP_SIZE__'.match(/\d+/g).map(Number);
      const left = Math.max(0, screenX + (outerWidth - width) / 2);
      const top = Math.max(0, screenY + (outerHeight - height) / 2);
      return window.open('', '', `width=${width},height=${height},left=${left},top=${top},scrollbars=yes`);
    };
    const keep = (event) => {
      const control = event.target instanceof Element ? event.target.closest('a[href], button') : null;
      if (!control?.closest('#__PRERENDER_ID__')) return;
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      toggleDisclosure(control);
      if (launch(control)) return;
      if (control.hasAttribute('__OPENS_SIGN_IN__')) {
        if ('__EARLY_POPUP__' in window) return; // a second click: one sign-in
        window.__EARLY_POPUP__ = signInPopup();
      }
      kept.push(control);
    };
    const take = () => {
      document.removeEventListener('click', keep, true);
      window.__EARLY_CLICKS__ = undefined;
      return kept.splice(0);
    };
    document.addEventListener('click', keep, true);
    window.__EARLY_CLICKS__ = take;
    document.addEventListener('DOMContentLoaded', () => {
      if (window.__EARLY_CLICKS__ !== take) return;
      const link = take()
        .reverse()
        .find((control) => control.tagName === 'A');
      window.__EARLY_POPUP__?.close(); // no sign-in without the page's script
      if (link) location.assign(link.href);
    });
  }
  // A button that shows and hides a collapsible part (aria-controls inside an element with data-open,
  // as a sidebar group's list is): flipped the way the app renders it (src/platform/ui/disclosure.ts, showDisclosure).
  function toggleDisclosure(button) {
    const collapse = document.getElementById(button.getAttribute('aria-controls'))?.closest('[data-open]');
    if (!collapse || !button.hasAttribute('aria-expanded')) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    for (const part of button.querySelectorAll('[data-open]')) part.setAttribute('data-open', String(open));
    collapse.setAttribute('data-open', String(open));
    collapse.toggleAttribute('inert', !open);
  }
  for (const href of boot.preload ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
})();
