// @vitest-environment jsdom
// Pinning from the sidebar and the dashboard's "Favorit" and "Terakhir dibuka" sections (jsdom).
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { Profiler } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModelProvider } from '../../../src/platform/core/model-context.tsx';
import { PersonalLists } from '../../../src/app/pages/dashboard-home/Favourites.tsx';
import { favouriteIdsAtom, personalListsAtom, recentIdsAtom, togglePin } from '../../../src/features/favourites/state.ts';
import { PinToggle } from '../../../src/features/favourites/PinToggle.tsx';
import { useLoadPersonalLists } from '../../../src/features/favourites/use-personal-lists.ts';
import { langAtom } from '../../../src/platform/i18n/lang.ts';
import { Sidebar } from '../../../src/shell/layout/Sidebar.tsx';
import { currentSubMenusAtom } from '../../../src/features/menu/open-groups.ts';
import { authAtom, signedOut, type AuthState } from '../../../src/platform/session/state.ts';
import { renderInLayout } from '../../support/render-in-layout.tsx';
import '../../support/ui/dom.ts';
import { model } from '../../support/search.ts';

const nip = '198503122010122001';
const favouritesKey = `portal:favourites:${nip}`;
const recentKey = `portal:recent:${nip}`;

function storeFor(auth: Partial<AuthState> = {}) {
  const store = createStore();
  store.set(authAtom, { ...signedOut, token: 'portal-token', nip, namaTanpaGelar: 'Siti Rahmawati', ...auth });
  return store;
}

async function renderWith(ui: () => React.ReactNode, store = storeFor()) {
  const router = await renderInLayout(ui, { model, store });
  return { store, router };
}

const both = () => (
  <>
    <Sidebar root={model.nodes.dashboard!} id="menu-utama" />
    <PersonalLists />
  </>
);
const section = (name: string) => screen.getByRole('region', { name });
const sidebar = () => screen.getByRole('navigation');

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  open = vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => vi.clearAllMocks());

describe('the pin toggle in the sidebar', () => {
  it('sits beside each launchable item, not beside groups or the home item', async () => {
    const store = storeFor();
    store.set(currentSubMenusAtom, ['lain', 'pendidikan', 'pembimbingan', 'rpl']);
    await renderWith(both, store);
    const pins = within(sidebar()).getAllByRole('button', { name: /^Sematkan / });
    expect(pins.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Sematkan Catatan Harian',
      'Sematkan Petugas Lapangan',
      'Sematkan TAPM',
      'Sematkan Laporan Tugas',
      'Sematkan Tugas Mata Kuliah (TMK)',
      'Sematkan Karya Ilmiah (Karil)',
      'Sematkan Kisi-Kisi',
      'Sematkan Asesmen RPL Perolehan',
      'Sematkan Résumé Kegiatan Daérah',
      'Sematkan Cetak LKAM',
    ]);
    // Each pin follows its item's link in the same list item (keyboard order: item, then its pin).
    const karil = within(sidebar()).getByRole('button', { name: 'Sematkan Karya Ilmiah (Karil)' });
    expect(karil.previousElementSibling?.getAttribute('data-node')).toBe('karil');
    expect(karil.tagName).toBe('BUTTON');
  });

  it('pins with aria-pressed, shows the item in "Favorit", and unpins again', async () => {
    const store = storeFor();
    store.set(currentSubMenusAtom, ['pendidikan', 'pembimbingan']);
    await renderWith(both, store);
    expect(within(section('Favorit')).getByText('Belum ada menu favorit.')).toBeTruthy();

    const pin = within(sidebar()).getByRole('button', { name: 'Sematkan Karya Ilmiah (Karil)' });
    expect(pin.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(pin);
    expect(pin.getAttribute('aria-pressed')).toBe('true');
    expect(pin.getAttribute('title')).toBe('Lepas sematan Karya Ilmiah (Karil)');
    expect(JSON.parse(localStorage.getItem(favouritesKey)!)).toEqual(['karil']);
    const row = within(section('Favorit'))
      .getByRole('link', { name: /Karya Ilmiah \(Karil\)/ })
      .closest('li')!;
    expect(row.textContent).toContain('Pendidikan & Pengajaran › Pembimbingan');

    fireEvent.click(pin);
    expect(pin.getAttribute('aria-pressed')).toBe('false');
    expect(within(section('Favorit')).queryByRole('link')).toBeNull();
    expect(store.get(favouriteIdsAtom)).toEqual([]);
  });

  it('a plain click on an internal page in the sidebar records it as recent', async () => {
    const store = storeFor();
    store.set(currentSubMenusAtom, ['pendidikan']);
    await renderWith(both, store);
    fireEvent.click(within(sidebar()).getByRole('link', { name: 'Kisi-Kisi' }));
    expect(store.get(recentIdsAtom)).toEqual(['kisi-kisi']);
    fireEvent.click(within(sidebar()).getByRole('link', { name: 'Dashboard' }));
    expect(store.get(recentIdsAtom), 'the home item is not a recent item').toEqual(['kisi-kisi']);
  });

  it('renders on the server without reading favourites (SSR-safe), unpressed', () => {
    localStorage.setItem(favouritesKey, '["karil"]');
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const store = storeFor();
    store.set(currentSubMenusAtom, ['pendidikan', 'pembimbingan']);
    const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/dashboard'] }) });
    const html = renderToStaticMarkup(
      <Provider store={store}>
        <ModelProvider model={model}>
          <RouterContextProvider router={router}>
            <Sidebar root={model.nodes.dashboard!} id="menu-utama" />
          </RouterContextProvider>
        </ModelProvider>
      </Provider>,
    );
    expect(html).toContain('aria-label="Sematkan Karya Ilmiah (Karil)"');
    expect(html).not.toContain('aria-pressed="true"');
    expect(
      getItem.mock.calls.map(([key]) => key).filter((key) => key.startsWith('portal:favourites') || key.startsWith('portal:recent')),
    ).toEqual([]);
  });
});

describe('"Favorit" and "Terakhir dibuka" on the dashboard', () => {
  it('empty: friendly texts that say how to pin', async () => {
    await renderWith(() => <PersonalLists />);
    expect(section('Favorit').textContent).toContain('Sematkan menu yang sering Anda buka dengan tombol pin');
    expect(section('Favorit').textContent).toContain('Ctrl+K');
    expect(section('Terakhir dibuka').textContent).toContain('Belum ada menu yang dibuka.');
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('lists stored items in order; ids that left the manifest drop out and the storage is cleaned', async () => {
    localStorage.setItem(favouritesKey, JSON.stringify(['tmk', 'dihapus-dari-manifest', 'karil']));
    localStorage.setItem(recentKey, JSON.stringify(['kisi-kisi', 'tapm']));
    await renderWith(() => <PersonalLists />);
    const favourites = await within(section('Favorit')).findAllByRole('listitem');
    expect(favourites.map((li) => li.querySelector('a')!.textContent)).toEqual([
      'Tugas Mata Kuliah (TMK) (membuka tab baru)',
      'Karya Ilmiah (Karil) (membuka tab baru)',
    ]);
    expect(JSON.parse(localStorage.getItem(favouritesKey)!)).toEqual(['tmk', 'karil']);
    const recent = within(section('Terakhir dibuka')).getAllByRole('listitem');
    expect(recent.map((li) => li.querySelector('a')!.getAttribute('data-node'))).toEqual(['kisi-kisi', 'tapm']);
  });

  it('corrupt storage shows the empty state and is rewritten', async () => {
    localStorage.setItem(favouritesKey, '{"oops');
    await renderWith(() => <PersonalLists />);
    expect(within(section('Favorit')).getByText('Belum ada menu favorit.')).toBeTruthy();
    expect(localStorage.getItem(favouritesKey)).toBe('[]');
  });

  it('another lecturer on the same browser sees none of it', async () => {
    localStorage.setItem(favouritesKey, '["karil"]');
    await renderWith(() => <PersonalLists />, storeFor({ nip: '197207151998031002' }));
    expect(within(section('Favorit')).getByText('Belum ada menu favorit.')).toBeTruthy();
  });

  it('an item launches like the sidebar does and moves to the top of "Terakhir dibuka"', async () => {
    localStorage.setItem(favouritesKey, '["tapm"]');
    localStorage.setItem(recentKey, '["karil"]');
    const { store } = await renderWith(() => <PersonalLists />);
    // (jsdom's name computation drops the space before the hidden text; Chromium keeps it)
    fireEvent.click(within(section('Favorit')).getByRole('link', { name: /^TAPM ?\(membuka tab baru\)$/ }));
    expect(open).toHaveBeenCalledWith('https://tapm.example.ac.id/mahasiswa?dosen=siti-rahmawati', '_blank', 'noopener,noreferrer');
    expect(store.get(recentIdsAtom)).toEqual(['tapm', 'karil']);
    const recent = within(section('Terakhir dibuka')).getAllByRole('listitem');
    expect(recent.map((li) => li.querySelector('a')!.getAttribute('data-node'))).toEqual(['tapm', 'karil']);
  });

  it('a locked item shows a lock and "terkunci"', async () => {
    localStorage.setItem(favouritesKey, '["rpl-perolehan"]');
    await renderWith(() => <PersonalLists />, storeFor({ statusAsesor: false }));
    const row = (await within(section('Favorit')).findAllByRole('listitem'))[0]!;
    expect(within(row).getByText('terkunci')).toBeTruthy();
    expect(row.querySelector('.lock-glyph')).not.toBeNull();
  });

  it('unpinning in "Favorit" moves the focus to the next pin, then to the heading', async () => {
    localStorage.setItem(favouritesKey, '["tmk","karil"]');
    await renderWith(() => <PersonalLists />);
    const first = within(section('Favorit')).getByRole('button', { name: 'Sematkan Tugas Mata Kuliah (TMK)' });
    first.focus();
    act(() => first.click());
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Sematkan Karya Ilmiah (Karil)');
    act(() => (document.activeElement as HTMLElement).click());
    expect(document.activeElement).toBe(within(section('Favorit')).getByRole('heading', { name: 'Favorit' }));
  });

  it('without a nip (profile not loaded) nothing is claimed yet', async () => {
    localStorage.setItem(favouritesKey, '["karil"]');
    await renderWith(() => <PersonalLists />, storeFor({ nip: null }));
    expect(section('Favorit').textContent).toBe('Favorit');
    expect(section('Terakhir dibuka').textContent).toBe('Terakhir dibuka');
  });
});

describe('pins and lists in English', () => {
  it('the sidebar, its pins and both lists follow the language, English labels falling back to Indonesian', async () => {
    localStorage.setItem(favouritesKey, '["karil","tmk"]');
    localStorage.setItem(recentKey, '["kisi-kisi"]');
    const store = storeFor();
    store.set(currentSubMenusAtom, ['pendidikan', 'pembimbingan']);
    store.set(langAtom, 'en');
    await renderWith(both, store);

    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('button', { name: 'Teaching' }).getAttribute('aria-expanded')).toBe('true');
    const pin = within(nav).getByRole('button', { name: 'Pin Scientific Papers' });
    expect(pin.getAttribute('aria-pressed')).toBe('true');
    expect(pin.title).toBe('Unpin Scientific Papers');
    expect(within(nav).getByRole('link', { name: /^Scientific Papers ?\(opens a new tab\)$/ })).toBeTruthy();

    const favourites = await within(section('Favourites')).findAllByRole('listitem');
    expect(favourites.map((li) => li.querySelector('a')!.textContent)).toEqual([
      'Scientific Papers (opens a new tab)',
      'Tugas Mata Kuliah (TMK) (opens a new tab)',
    ]);
    expect(favourites[0]!.textContent).toContain('Teaching › Supervision');
    expect(favourites[1]!.textContent).toContain('Lain-lain');
    const recent = within(section('Recently opened')).getAllByRole('listitem');
    expect(recent.map((li) => li.querySelector('a')!.textContent)).toEqual(['Exam Blueprint']);
    expect(screen.queryByText(/Sematkan|membuka tab baru|Favorit\b|Terakhir dibuka/)).toBeNull();

    act(() => store.set(langAtom, 'id'));
    expect(
      within(screen.getByRole('navigation', { name: 'Menu utama' })).getByRole('button', { name: 'Sematkan Karya Ilmiah (Karil)' }),
    ).toBe(pin);
    expect(section('Favorit')).toBeTruthy();
  });
});

describe('what a pin renders again', () => {
  it("the toggled item's toggle and what shows the lists; not other items' toggles, nor what only loads the lists", async () => {
    const commits: string[] = [];
    const counted = (id: string, ui: React.ReactNode) => (
      <Profiler id={id} onRender={() => commits.push(id)}>
        {ui}
      </Profiler>
    );
    let frameRenders = 0;
    function Frame() {
      frameRenders++;
      useLoadPersonalLists();
      return (
        <>
          {counted('karil', <PinToggle node={model.nodes.karil!} />)}
          {counted('tapm', <PinToggle node={model.nodes.tapm!} />)}
          {counted('lists', <PersonalLists />)}
        </>
      );
    }
    const { store } = await renderWith(() => <Frame />);
    expect(store.get(personalListsAtom)).not.toBeNull(); // loaded by the frame's call
    const frameBefore = frameRenders;
    commits.length = 0;

    act(() => void togglePin(store, 'karil'));
    expect(screen.getAllByRole('button', { name: 'Sematkan Karya Ilmiah (Karil)' })[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(new Set(commits)).toEqual(new Set(['karil', 'lists']));
    expect(frameRenders).toBe(frameBefore);
  });
});
