// @vitest-environment jsdom
// The pre-rendered dashboard home completed by the boot script before the first paint
// (src/shell/first-paint/boot-first-screen.ts, home-snapshot.ts): the greeting of the hour, the
// announcements of the moment and the lecturer's audience, and what the app last rendered for this
// lecturer; and the tab's title of the page the copy shows.
import fc from 'fast-check';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootScript } from '../../../scripts/build/first-paint/boot-script.ts';
import { prerender, renderInContext } from '../../../scripts/build/first-paint/prerender.tsx';
import { greetingFor } from '../../../src/platform/i18n/greeting.ts';
import { activeAnnouncements } from '../../../src/app/pages/dashboard-home/announcements.ts';
import { EmptyNote, listedItems, Rows } from '../../../src/app/pages/dashboard-home/Favourites.tsx';
import { loadLists } from '../../../src/features/favourites/state.ts';
import { menuItems } from '../../../src/features/menu/items.ts';
import { authAtom, signedOut } from '../../../src/platform/session/state.ts';
import { VERSION_META_NAME } from '../../../src/features/deploys/version.ts';
import type { Announcement } from '../../../src/model/manifest/model.ts';
import { storageKeys } from '../../../src/platform/core/storage.ts';
import { titleFor } from '../../../src/shell/routing/page-meta.ts';
import {
  ANNOUNCEMENT_ATTRIBUTE,
  BOOT_META_NAME,
  FILL_ATTRIBUTE,
  FIRST_SCREEN_ATTRIBUTE,
  PRERENDER_ID,
  ROOT_ID,
  SHELL_ATTRIBUTE,
  type FirstScreenSnapshot,
} from '../../../src/shell/first-paint/ids.ts';
import { realModel } from '../../support/real-model.ts';

const bootSource = await bootScript();
const dosen = realModel('dosen');
const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 26, 1, 30); // 08:30 in Jakarta
const announcement = (id: string, more: Partial<Announcement> = {}): Announcement => ({
  id,
  title: `Judul ${id}`,
  body: `Isi ${id}`,
  tone: 'info',
  requires: [],
  ...more,
});
const model = {
  ...dosen,
  announcements: [
    announcement('semua'),
    announcement('asesor', { requires: ['statusAsesor'] }),
    announcement('sudah-lewat', { window: { until: now - day } }),
    announcement('belum-mulai', { window: { from: now + day } }),
  ],
};
const prerendered = prerender(model);
const version = 'build-1';
const nip = '198503122010122001';
const snapshot: FirstScreenSnapshot = {
  nip,
  lang: 'id',
  version,
  lists: { favourites: ['tuton', 'asesmen-rpl-perolehan'], recent: [] },
  locked: ['asesmen-rpl-perolehan'],
};

/** The lists' markup after their headings as the app renders them for `auth` with `lists` (Favourites.tsx). */
function appLists(lists: { favourites: string[]; recent: string[] }, auth: Record<string, unknown>): string[] {
  const store = createStore();
  store.set(authAtom, { ...signedOut, token: 'portal-token', nip, ...auth });
  const stored = (kind: string) => JSON.stringify(kind === 'favourites' ? lists.favourites : lists.recent);
  loadLists(store, () => true, { getItem: (key) => stored(key.split(':')[1]!), setItem: () => undefined });
  return (['favourites', 'recent'] as const).map((kind) => {
    const items = listedItems(model, lists[kind], now);
    return renderInContext(store, model, '/dashboard', items.length ? <Rows items={items} /> : <EmptyNote kind={kind} />);
  });
}

const parsedPages = new WeakMap<typeof prerendered, DocumentFragment>();
/** The page's body, parsed once: jsdom parses a copy of this size slowly. */
function parsed(page: typeof prerendered): DocumentFragment {
  let fragment = parsedPages.get(page);
  if (!fragment) {
    const template = document.createElement('template');
    template.innerHTML = `<div id="${PRERENDER_ID}">${page.html}</div><div id="${ROOT_ID}"></div>`;
    fragment = template.content;
    parsedPages.set(page, fragment);
  }
  return fragment;
}

/** The dashboard's page loaded with `stored` in this browser, at `at`: the copy as the boot script left it. */
async function load(
  stored: { auth?: Record<string, unknown>; snapshot?: FirstScreenSnapshot },
  at = now,
  path = '/dashboard',
  page = prerendered,
) {
  vi.useFakeTimers({ toFake: ['Date'], now: at });
  localStorage.clear();
  const root = document.documentElement;
  for (const name of [SHELL_ATTRIBUTE, FIRST_SCREEN_ATTRIBUTE]) root.removeAttribute(name);
  root.lang = 'id';
  history.replaceState(null, '', path);
  localStorage.setItem(storageKeys.session, JSON.stringify({ auth: { token: 'portal-token', nip, ...stored.auth } }));
  if (stored.snapshot) localStorage.setItem(storageKeys.firstScreen, JSON.stringify(stored.snapshot));
  document.head.innerHTML = `<meta name="${BOOT_META_NAME}" content='${JSON.stringify(page.boot).replaceAll("'", '&#39;')}'><meta name="${VERSION_META_NAME}" content="${version}">`;
  document.body.innerHTML = '';
  new Function(bootSource)();
  document.body.append(parsed(page).cloneNode(true));
  await Promise.resolve(); // the boot script's mutation observer
  const copy = document.getElementById(PRERENDER_ID)!;
  const part = (name: string) => copy.querySelector<HTMLElement>(`[${FILL_ATTRIBUTE}="${name}"]`)!;
  return {
    shown: root.hasAttribute(FIRST_SCREEN_ATTRIBUTE),
    welcome: part('welcome').textContent,
    user: part('user'),
    greeting: part('greeting').textContent,
    announcements: [...copy.querySelectorAll(`[${ANNOUNCEMENT_ATTRIBUTE}]`)].map((item) => item.getAttribute(ANNOUNCEMENT_ATTRIBUTE)),
    section: copy.querySelector('.announcements'),
    lists: (['favourites', 'recent'] as const).map((kind) => part(kind).innerHTML),
  };
}

afterEach(() => vi.useRealTimers());

/** Puts `from`'s nodes into `into` one by one in document order, as the parser does, letting observers run after each. */
async function parseInto(into: Node, from: Node, seen: (node: Node) => void): Promise<void> {
  for (const node of [...from.childNodes]) {
    const copy = node.cloneNode(node.nodeName === 'TEMPLATE'); // a template's content is not among its child nodes
    into.appendChild(copy);
    await Promise.resolve();
    seen(copy);
    await parseInto(copy, node, seen);
  }
}

describe('the pre-rendered dashboard home', () => {
  it('has each part completed as soon as the parser has gone past it, whatever is parsed after', async () => {
    await load({ auth: { namaTanpaGelar: 'Siti Rahmawati' }, snapshot }); // sets the session, the snapshot and the settings up; parsed again below
    document.documentElement.removeAttribute(SHELL_ATTRIBUTE);
    document.body.innerHTML = '';
    new Function(bootSource)();
    const parsed = new DOMParser().parseFromString(
      `<div id="${PRERENDER_ID}">${prerendered.html}</div><div id="${ROOT_ID}"></div>`,
      'text/html',
    );
    let userWhenTitleParsed: string | null | undefined;
    await parseInto(document.body, parsed.body, (node) => {
      if (node instanceof Element && node.matches('.dashboard-home h1 ~ *'))
        userWhenTitleParsed ??= document.querySelector(`[${FILL_ATTRIBUTE}="user"]`)?.textContent;
    });
    expect(userWhenTitleParsed, 'the header’s name, long before the rest of the page').toBe('Siti Rahmawati');
    const part = (name: string) => document.querySelector(`[${FILL_ATTRIBUTE}="${name}"]`)!.textContent;
    expect([part('user'), part('welcome')], 'each written once').toEqual(['Siti Rahmawati', 'Selamat datang, Siti Rahmawati']);
    expect([...document.querySelectorAll(`[${ANNOUNCEMENT_ATTRIBUTE}]`)].map((item) => item.getAttribute(ANNOUNCEMENT_ATTRIBUTE))).toEqual([
      'semua',
    ]);
  });

  it('is shown on the home only', async () => {
    expect((await load({})).shown).toBe(true);
    expect((await load({}, now, '/dashboard/pendidikan-pengajar')).shown).toBe(false);
  });

  it('greets by the hour in Jakarta, as the app does, whatever the moment', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: now - 400 * day, max: now + 400 * day }), async (at) => {
        expect((await load({}, at)).greeting).toBe(greetingFor(new Date(at), 'id'));
      }),
      { numRuns: 40 },
    );
  });

  it('keeps the announcements of the moment and of the lecturer’s audience', async () => {
    expect((await load({})).announcements).toEqual(['semua']);
    expect((await load({ auth: { statusAsesor: true } })).announcements).toEqual(['semua', 'asesor']);
    expect((await load({}, now + 2 * day)).announcements, 'one began, one has long ended').toEqual(['semua', 'belum-mulai']);
  });

  it('keeps the announcements the app shows, at any moment (window edges too) and for any audience', async () => {
    const edges = [now - day, now - day + 1, now + day - 1, now + day];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.integer({ min: now - 3 * day, max: now + 3 * day }), fc.constantFrom(...edges)),
        fc.option(fc.boolean(), { nil: undefined }),
        async (at, statusAsesor) => {
          const auth = statusAsesor === undefined ? {} : { statusAsesor };
          const app = activeAnnouncements(model.announcements, auth, at).map((a) => a.id);
          expect((await load({ auth }, at)).announcements).toEqual(app);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('leaves the section out when no announcement is left', async () => {
    const page = prerender({ ...model, announcements: [announcement('asesor', { requires: ['statusAsesor'] })] });
    expect((await load({}, now, '/dashboard', page)).section).toBeNull();
    expect((await load({ auth: { statusAsesor: true } }, now, '/dashboard', page)).section).not.toBeNull();
  });

  it('shows the lecturer’s name as the app’s first render does, from the stored session, whatever this browser kept', async () => {
    const siti = { namaTanpaGelar: 'Siti Rahmawati', userEmail: 'siti@ut.ac.id' };
    for (const kept of [snapshot, undefined, { ...snapshot, nip: '1' }, { ...snapshot, lang: 'en' }]) {
      const shown = await load({ auth: siti, snapshot: kept });
      expect([shown.welcome, shown.user.textContent, shown.user.title]).toEqual([
        'Selamat datang, Siti Rahmawati',
        'Siti Rahmawati',
        'siti@ut.ac.id',
      ]);
    }
    const noName = await load({ auth: { userEmail: 'siti@ut.ac.id' } });
    expect([noName.welcome, noName.user.textContent], 'no name: the header says the e-mail address, as the app’s').toEqual([
      'Selamat datang',
      'siti@ut.ac.id',
    ]);
    const fromUser = await load({ auth: { userInfo: { nama: 'Dr. Siti Rahmawati, M.Pd.' } } });
    expect(fromUser.user.textContent, 'the same rule as the header’s (headerNameOf)').toBe('Dr. Siti Rahmawati, M.Pd.');
  });

  it('shows the lecturer’s lists as the app last rendered them for this lecturer, language and build', async () => {
    const mine = await load({ snapshot });
    const afterHeading = (list: string) => list.replace(/^<h2[^>]*>.*?<\/h2>/, '');
    expect(mine.lists.map(afterHeading)).toEqual(appLists(snapshot.lists, {}));

    const newBuild = await load({ snapshot: { ...snapshot, version: 'build-0' } });
    expect(
      newBuild.lists.every((list) => /^<h2[^>]*>.*<\/h2>$/.test(list)),
      'another build’s markup is not shown',
    ).toBe(true);

    for (const other of [
      { ...snapshot, nip: '1' },
      { ...snapshot, lang: 'en' },
    ]) {
      const theirs = await load({ snapshot: other });
      expect(theirs.lists.every((list) => /^<h2[^>]*>.*<\/h2>$/.test(list))).toBe(true);
    }
    const noNip = await load({ auth: { nip: undefined } });
    expect([noNip.welcome, noNip.announcements], 'a session without a nip, nothing kept').toEqual(['Selamat datang', ['semua']]);
  });

  it('builds the lists as the app renders them, for any lists and audience', async () => {
    const ids = menuItems(model)
      .list.filter((item) => !item.node.window)
      .map((item) => item.node.id);
    const gated = ids.filter((id) => model.nodes[id]!.requires.length > 0);
    const someOf = (from: string[]) => fc.uniqueArray(fc.constantFrom(...from), { maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(
        someOf([...gated, ...ids.slice(0, 12)]),
        someOf([...gated, ...ids.slice(6, 20)]),
        fc.boolean(),
        async (favourites, recent, statusAsesor) => {
          const auth = { statusAsesor, accessLkam: statusAsesor };
          const lists = { favourites, recent };
          const locked = [...new Set([...favourites, ...recent])].filter((id) => !statusAsesor && gated.includes(id));
          const shown = await load({ auth, snapshot: { ...snapshot, lists, locked } });
          expect(shown.lists.map((list) => list.replace(/^<h2[^>]*>.*?<\/h2>/, ''))).toEqual(appLists(lists, auth));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('shows nothing of a tampered snapshot as markup: only ids are read, and only the copy’s rows are shown', async () => {
    const markup =
      '<img src=x onerror="alert(1)"><a href="https://evil.example/">x</a><meta http-equiv="refresh" content="0;url=https://evil.example/">';
    const tampered = {
      ...snapshot,
      lists: { favourites: markup, recent: ['tuton', markup, '"]<b>', { toString: () => 'tuton' }] },
      locked: markup,
    } as unknown as FirstScreenSnapshot;
    const shown = await load({ auth: { namaTanpaGelar: markup, userEmail: markup }, snapshot: tampered });
    const copy = document.getElementById(PRERENDER_ID)!;
    expect(copy.querySelectorAll('img, meta, a[href^="https://evil"], b')).toHaveLength(0);
    expect(shown.welcome, 'the name as text').toBe(`Selamat datang, ${markup}`);
    expect(shown.user.textContent).toBe(markup);
    expect(shown.lists[0]!, 'a list that is not ids: nothing').toMatch(/^<h2[^>]*>.*<\/h2>$/);
    expect(shown.lists[1]!.replace(/^<h2[^>]*>.*?<\/h2>/, ''), 'the known id only').toBe(
      appLists({ favourites: [], recent: ['tuton'] }, {})[1],
    );
  });
});

describe('the tab’s title from the first paint', () => {
  it('is the one the app’s router gives the page the copy shows: a page, a launch item, a redirect’s landing, the sign-in page', async () => {
    const redirect = Object.values(model.nodes).find((node) => node.behaviour.kind === 'redirect' && node.path.startsWith('/dashboard/'))!;
    // Where the router's redirects end: a redirect may go to another one.
    let landing = redirect.id;
    for (let b = redirect.behaviour; b.kind === 'redirect'; b = model.nodes[landing]!.behaviour) landing = b.target;
    for (const [id, titled] of [
      ['dashboard', 'dashboard'],
      ['ttm', 'ttm'],
      ['tuton', 'tuton'],
      [redirect.id, landing],
    ] as const) {
      await load({}, now, model.nodes[id]!.path);
      expect(document.title, id).toBe(titleFor(model, titled, 'id'));
    }
    expect(prerendered.boot.titles?.pages[model.portal.paths.login]).toBe('Login');
    expect(titleFor(model, 'login', 'id')).toBe('Login — Portal Dosen');
    expect(prerendered.boot.titles?.portal).toBe('Portal Dosen');
  });
});
