// @vitest-environment jsdom
// The search by keyboard in jsdom: hotkeys, the combobox + listbox pattern, launching from the key
// press itself, locked items, pinning, Esc. (The real browser run is tests/e2e/search.e2e.ts.)
// One file because every case drives the same mounted dialog and its fixture menu.
import { Outlet } from '@tanstack/react-router';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { favouriteIdsAtom, recentIdsAtom } from '../../../src/features/favourites/state.ts';
import { langAtom, type Lang } from '../../../src/platform/i18n/lang.ts';
import { SearchButton } from '../../../src/features/search/SearchButton.tsx';
import { SearchHost } from '../../../src/features/search/SearchHost.tsx';
import { authAtom, signedOut, type AuthState } from '../../../src/platform/session/state.ts';
import { showNoAccess } from '../../../src/platform/ui/dialogs.ts';
import type { PortalModel } from '../../../src/model/manifest/model.ts';
import { renderInLayout } from '../../support/render-in-layout.tsx';
import { realModel } from '../../support/real-model.ts';
import { busyBeforeDialog } from '../../support/ui/dom.ts';
import { model } from '../../support/search.ts';

vi.mock('../../../src/platform/ui/dialogs.ts', async (original) => ({
  ...(await original<object>()),
  showNoAccess: vi.fn(async () => undefined),
}));

const nip = '198503122010122001';

async function renderLayout({
  auth = {},
  lang = 'id',
  portal = model,
}: {
  auth?: Partial<AuthState>;
  lang?: Lang;
  portal?: PortalModel;
} = {}) {
  const store = createStore();
  store.set(authAtom, { ...signedOut, token: 'portal-token', nip, namaTanpaGelar: 'Siti Rahmawati', ...auth });
  store.set(langAtom, lang);
  const Layout = () => (
    <>
      <SearchButton />
      <input aria-label="Catatan" />
      <SearchHost />
      <main id="konten" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
  const router = await renderInLayout(Layout, { model: portal, store, page: () => <p>halaman</p> });
  await screen.findByRole('button', { name: /Cari menu|Search menu/ });
  return { store, router };
}

const combobox = () => screen.getByRole('combobox');
const listbox = () => screen.getByRole('listbox', { hidden: true });
const options = () => within(listbox()).queryAllByRole('option');
const optionLabels = () => options().map((o) => o.querySelector('.search-option__label')!.textContent);
const activeOption = () => document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');
const status = () => screen.getByRole('status').textContent;
const type = (text: string) => fireEvent.change(combobox(), { target: { value: text } });
const press = (key: string, init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(combobox(), { key, ...init });

/** A key pressed on the page (outside any field). */
function key(name: string) {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
  act(() => void document.body.dispatchEvent(event));
  return event;
}

async function openWithButton() {
  const button = screen.getByRole('button', { name: 'Cari menu' });
  button.focus();
  fireEvent.click(button);
  await screen.findByRole('combobox');
  return button;
}

let open: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  localStorage.clear();
  open = vi.spyOn(window, 'open').mockReturnValue(null);
});
afterEach(() => vi.clearAllMocks());

describe('opening the search', () => {
  it('"/" on the page opens it with the focus in the combobox, and the "/" is not typed', async () => {
    await renderLayout();
    const event = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    act(() => void document.body.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole('combobox')).toBe(document.activeElement);
    expect(combobox()).toHaveProperty('value', '');
  });

  it('"/" typed in a text field stays typing; Ctrl+K opens the search from there too', async () => {
    await renderLayout();
    const field = screen.getByRole('textbox', { name: 'Catatan' });
    field.focus();
    const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    act(() => void field.dispatchEvent(slash));
    expect(slash.defaultPrevented).toBe(false);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('combobox')).toBeNull();

    const ctrlK = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true, cancelable: true });
    act(() => void field.dispatchEvent(ctrlK));
    expect(ctrlK.defaultPrevented, 'the browser does not get Ctrl+K').toBe(true);
    expect(await screen.findByRole('combobox')).toBe(document.activeElement);
  });

  it('what is typed while its code loads goes into its field; the button is busy meanwhile', async () => {
    await renderLayout();
    const button = screen.getByRole('button', { name: 'Cari menu' });
    expect(key('/').defaultPrevented).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(key('t').defaultPrevented, "the key is the search's").toBe(true);
    for (const k of ['u', 'x', 'Backspace', 'g']) key(k);
    expect(await screen.findByRole('combobox')).toHaveProperty('value', 'tug');
    expect(combobox()).toBe(document.activeElement);
    expect(combobox()).toHaveProperty('selectionStart', 3);
    expect(optionLabels()).toContain('Tugas Mata Kuliah (TMK)');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    press('Escape');
    fireEvent.click(button);
    expect(await screen.findByRole('combobox'), 'opened again: empty').toHaveProperty('value', '');
  });

  it("once its code is there, the click's own render shows the button busy, the dialog opens in the next", async () => {
    await renderLayout();
    const button = await openWithButton();
    press('Escape');
    await vi.waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    expect(busyBeforeDialog(button, () => fireEvent.click(button))).toBe(true);
    expect(await screen.findByRole('combobox')).toBe(document.activeElement);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('Esc while its code loads: it does not open after all', async () => {
    await renderLayout();
    key('/');
    expect(key('Escape').defaultPrevented).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cari menu' }).hasAttribute('aria-busy')).toBe(false);
  });

  it('Cmd+K (macOS) opens it as well', async () => {
    await renderLayout();
    act(() => void document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'K', metaKey: true, bubbles: true, cancelable: true })));
    expect(await screen.findByRole('combobox')).toBeTruthy();
  });
});

describe('the combobox', () => {
  it('follows the combobox + listbox pattern: expanded with results, first one selected, "N hasil" announced', async () => {
    await renderLayout();
    await openWithButton();
    const input = combobox();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-controls')).toBe(listbox().id);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(status()).toBe('Ketik untuk mencari menu.');

    type('tugas');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(optionLabels()).toEqual(['Tugas Mata Kuliah (TMK)', 'Laporan Tugas', 'TAPM', 'Petugas Lapangan', 'Catatan Harian']);
    expect(activeOption()).toBe(options()[0]);
    expect(options().map((o) => o.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false', 'false', 'false']);
    expect(status()).toBe('5 hasil');
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows the group path of each result', async () => {
    await renderLayout();
    await openWithButton();
    type('karil');
    expect(options()[0]!.querySelector('.search-option__path')!.textContent).toBe('Pendidikan & Pengajaran › Pembimbingan');
  });

  it('arrow keys move the selection and wrap around', async () => {
    await renderLayout();
    await openWithButton();
    type('tugas');
    press('ArrowDown');
    expect(activeOption()!.textContent).toContain('Laporan Tugas');
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
    expect(options()[0]!.getAttribute('aria-selected')).toBe('false');
    press('ArrowUp');
    press('ArrowUp');
    expect(activeOption()!.textContent).toContain('Catatan Harian');
    press('ArrowDown');
    expect(activeOption()!.textContent).toContain('Tugas Mata Kuliah');
  });

  it('typing again selects the first result of the new list', async () => {
    await renderLayout();
    await openWithButton();
    type('tugas');
    press('ArrowDown');
    press('ArrowDown');
    type('tugas m');
    expect(activeOption()).toBe(options()[0]);
  });

  it('no match: collapsed, nothing selected, and it says so', async () => {
    await renderLayout();
    await openWithButton();
    type('xyzzy');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().hasAttribute('aria-activedescendant')).toBe(false);
    expect(status()).toBe('Tidak ada menu yang cocok dengan “xyzzy”.');
    press('Enter');
    expect(open).not.toHaveBeenCalled();
  });

  it('Enter opens the selected url item within the key press, with the filled template, and closes', async () => {
    const { store } = await renderLayout();
    const button = await openWithButton();
    type('tugas');
    press('ArrowDown');
    press('ArrowDown'); // TAPM
    press('Enter');
    // Synchronously: no await between the key press and window.open (pop-up blockers).
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://tapm.example.ac.id/mahasiswa?dosen=siti-rahmawati', '_blank', 'noopener,noreferrer');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(store.get(recentIdsAtom)).toEqual(['tapm']);
  });

  it('Enter on an internal page navigates there with the router and records it as recent', async () => {
    const { store, router } = await renderLayout();
    await openWithButton();
    type('kisi');
    press('Enter');
    expect(open).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(model.nodes['kisi-kisi']!.path));
    expect(store.get(recentIdsAtom)).toEqual(['kisi-kisi']);
  });

  it('a locked item says "terkunci"; choosing it shows the no-access popup and opens nothing', async () => {
    await renderLayout({ auth: { statusAsesor: false } });
    await openWithButton();
    type('rpl');
    expect(options()).toHaveLength(1);
    const option = options()[0]!;
    expect(within(option).getByText('terkunci').className).toContain('ui-visually-hidden');
    expect(option.querySelector('.lock-glyph')).not.toBeNull();
    press('Enter');
    await vi.waitFor(() => expect(showNoAccess).toHaveBeenCalledTimes(1));
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('an assessor sees no lock on the same item', async () => {
    await renderLayout({ auth: { statusAsesor: true } });
    await openWithButton();
    type('rpl');
    expect(within(options()[0]!).queryByText('terkunci')).toBeNull();
  });

  it('a click on a result opens it too', async () => {
    await renderLayout();
    await openWithButton();
    type('karil');
    fireEvent.click(options()[0]!);
    expect(open).toHaveBeenCalledWith('https://karil.example.ac.id/', '_blank', 'noopener,noreferrer');
  });

  it('Esc closes and gives the focus back to where it was', async () => {
    await renderLayout();
    const button = await openWithButton();
    type('tugas');
    press('Escape');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(open).not.toHaveBeenCalled();
  });

  it('the pin button pins and unpins the selected result (aria-pressed), and the result says "disematkan"', async () => {
    const { store } = await renderLayout();
    await openWithButton();
    type('karil');
    const pin = screen.getByRole('button', { name: 'Sematkan Karya Ilmiah (Karil)' });
    expect(pin.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(pin);
    expect(pin.getAttribute('aria-pressed')).toBe('true');
    expect(store.get(favouriteIdsAtom)).toEqual(['karil']);
    expect(JSON.parse(localStorage.getItem(`portal:favourites:${nip}`)!)).toEqual(['karil']);
    expect(within(options()[0]!).getByText('disematkan')).toBeTruthy();
    fireEvent.click(pin);
    expect(store.get(favouriteIdsAtom)).toEqual([]);
  });

  it('each result has a pin for pointers that does not open the item', async () => {
    const { store } = await renderLayout();
    await openWithButton();
    type('karil');
    fireEvent.click(options()[0]!.querySelector('.search-option__pin')!);
    expect(store.get(favouriteIdsAtom)).toEqual(['karil']);
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox')).toBeTruthy();
  });

  it('in English: English labels and group paths, "N results"', async () => {
    await renderLayout({ lang: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Search menu' }));
    await screen.findByRole('combobox', { name: 'Search menu' });
    type('scientific');
    expect(optionLabels()).toEqual(['Scientific Papers']);
    expect(options()[0]!.querySelector('.search-option__path')!.textContent).toBe('Teaching › Supervision');
    expect(status()).toBe('1 result');
  });
});

describe('the hint in the search box', () => {
  const withExamples = (searchExamples: string[]): PortalModel => ({ ...model, portal: { ...model.portal, searchExamples } });
  const hint = async (options: Parameters<typeof renderLayout>[0]) => {
    await renderLayout(options);
    fireEvent.click(screen.getByRole('button', { name: /^(?:Cari menu|Search menu)$/ }));
    return (await screen.findByRole('combobox')).getAttribute('placeholder');
  };

  it("names the lecturers' portal's own examples, as it always has", async () => {
    expect(await hint({ portal: realModel('dosen') })).toBe('Ketik nama menu, misalnya RPL atau Sinta');
  });

  it('names them in English too', async () => {
    expect(await hint({ portal: realModel('dosen'), lang: 'en' })).toBe('Type a menu name, e.g. RPL or Sinta');
  });

  it.each([
    [['SIAKAD'], 'id', 'Ketik nama menu, misalnya SIAKAD'],
    [['SIAKAD', 'Moodle', 'Perpustakaan'], 'id', 'Ketik nama menu, misalnya SIAKAD, Moodle atau Perpustakaan'],
    [['SIAKAD', 'Moodle', 'Perpustakaan'], 'en', 'Type a menu name, e.g. SIAKAD, Moodle or Perpustakaan'],
  ] as [string[], Lang, string][])("names another portal's examples %o (%s)", async (examples, lang, expected) => {
    expect(await hint({ portal: withExamples(examples), lang })).toBe(expected);
  });

  it('without examples, names the first two items of its own menu', async () => {
    expect(await hint({})).toBe('Ketik nama menu, misalnya Catatan Harian atau Petugas Lapangan');
  });
});
