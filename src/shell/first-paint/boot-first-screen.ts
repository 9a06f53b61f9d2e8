// The boot script's part for the pre-rendered header and home (boot.ts; the settings are the
// build's, prerender.tsx): completes them for this lecturer and this moment before the first paint
// with the app's own rules: the greeting of the hour, the lecturer's name as the app's first render
// shows it from the stored session, the announcements of the moment and of the lecturer's audience
// (the session's flags), and their lists as the app last rendered them in this browser
// (home-snapshot.ts) when it was this lecturer, this language and this build. Each part once the
// parser has gone past it: changed before, the parser would add its own text after ours.
import { showPinned } from '../../features/favourites/pin-marks.ts';
import { isAnnouncementShown } from '../../features/launch/session-flags.ts';
import { readStored, storageKeys } from '../../platform/core/storage.ts';
import { greetingFor, welcomeFor } from '../../platform/i18n/greeting.ts';
import type { Lang } from '../../platform/i18n/languages.ts';
import { displayNameOf, headerNameOf, type AuthState } from '../../platform/session/auth-state.ts';
import { listsAreCurrent, snapshotOf } from './home-snapshot.ts';
import { ANNOUNCEMENT_ATTRIBUTE, FILL_ATTRIBUTE, PRERENDER_ID, type FirstScreenPart, type FirstScreenSettings } from './ids.ts';

/** What completes the copy's home (in `lang`, the copy's) as far as it is parsed; to be called as the parser goes on. */
export function completeFirstScreen(first: FirstScreenSettings, auth: AuthState, lang: Lang): () => void {
  const root = document.documentElement;
  let kept: unknown = null;
  try {
    kept = JSON.parse(readStored(storageKeys.firstScreen).value ?? 'null');
  } catch {
    // unreadable: nothing kept
  }
  const mine = snapshotOf(kept, auth.nip, lang);
  const now = Date.now();
  const parsed = (node: Node) => {
    for (let n: Node | null = node; n && n !== root; n = n.parentNode) if (n.nextSibling) return true;
    return false;
  };
  // The lists from the ids kept and the copy's own rows (prerender.tsx, firstPaintRows: the rows
  // pinned and unlocked, the gated ones locked, the two empty notes): nothing stored becomes markup.
  const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : null);
  const list = (section: Element, kind: 'favourites' | 'recent') => {
    const shown = mine && listsAreCurrent(mine) && ids(mine.lists?.[kind]);
    const rows = document.querySelector<HTMLTemplateElement>(`template[${FILL_ATTRIBUTE}="rows"]`)?.content.children;
    if (!shown || rows?.length !== 4) return;
    if (shown.length === 0) {
      section.append(rows[kind === 'favourites' ? 2 : 3]!.cloneNode(true));
      return;
    }
    const byId = (ul: Element) => new Map([...ul.children].map((row) => [row.querySelector('[data-pin]')?.getAttribute('data-pin'), row]));
    const [open, locked] = [byId(rows[0]!), byId(rows[1]!)];
    const lockedIds = ids(mine.locked) ?? [];
    const pinned = ids(mine.lists?.favourites) ?? [];
    const items = rows[0]!.cloneNode(false) as Element;
    for (const id of shown) {
      const row = (lockedIds.includes(id) && locked.get(id)) || open.get(id);
      if (!row) continue;
      const copy = row.cloneNode(true) as Element;
      if (!pinned.includes(id)) showPinned(copy.querySelector('[data-pin]')!, false);
      items.appendChild(copy);
    }
    if (items.firstElementChild) section.append(items);
  };
  const fill: Partial<Record<FirstScreenPart, (part: HTMLElement) => void>> = {
    welcome: (h) => {
      h.textContent = welcomeFor(displayNameOf(auth) ?? null, lang);
    },
    user: (user) => {
      user.textContent = headerNameOf(auth);
      if (auth.userEmail) user.title = auth.userEmail;
    },
    greeting: (greeting) => {
      greeting.textContent = greetingFor(new Date(now), lang);
    },
    favourites: (section) => list(section, 'favourites'),
    recent: (section) => list(section, 'recent'),
  };
  const shown = (item: Element) => {
    const announcement = first.announcements.find((condition) => condition.id === item.getAttribute(ANNOUNCEMENT_ATTRIBUTE));
    return announcement !== undefined && isAnnouncementShown(announcement, auth, now);
  };
  const done = new WeakSet<Element>();
  const thinned = new Set<Element>();
  return () => {
    const copy = document.getElementById(PRERENDER_ID);
    if (!copy) return;
    for (const part of copy.querySelectorAll<HTMLElement>(`[${FILL_ATTRIBUTE}], [${ANNOUNCEMENT_ATTRIBUTE}]`)) {
      if (done.has(part) || !parsed(part)) continue;
      done.add(part);
      const name = part.getAttribute(FILL_ATTRIBUTE) as FirstScreenPart | null;
      if (name) fill[name]?.(part);
      else if (!shown(part)) {
        thinned.add(part.parentElement!);
        part.remove();
      }
    }
    for (const announcements of thinned) {
      if (!parsed(announcements)) continue;
      thinned.delete(announcements);
      if (!announcements.firstElementChild) announcements.parentElement?.remove(); // none left: no section
    }
  };
}
