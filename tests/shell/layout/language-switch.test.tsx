// @vitest-environment jsdom
// The header's language switch and the layout around every signed-in page (header, menu, skip
// link) in both languages: one click switches all of it, the choice is stored, and the
// Indonesian text stays as it was.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { Suspense, use } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { langAtom, shownLangAtom, type Lang } from '../../../src/platform/i18n/lang.ts';
import { LanguageRoot, useLang } from '../../../src/platform/i18n/use-texts.ts';
import { DashboardFrame } from '../../../src/shell/layout/DashboardLayout.tsx';
import { LanguageSwitch } from '../../../src/shell/layout/LanguageSwitch.tsx';
import type { PortalModel } from '../../../src/model/manifest/model.ts';
import '../../../src/shell/routing/static-data.ts';
import { currentSubMenusAtom } from '../../../src/features/menu/open-groups.ts';
import { isModalLogoutAtom } from '../../../src/shell/layout/logout-question.ts';
import { authAtom, signedOut } from '../../../src/platform/session/state.ts';
import { modelWithEnglish } from '../../support/i18n/english-model.ts';
import { renderInLayout } from '../../support/render-in-layout.tsx';
import '../../support/ui/dom.ts';

// English on a group, the home item and one launch item; every other node keeps Indonesian only.
const model = modelWithEnglish({
  dashboard: { label: 'Home' },
  'penelitian-dan-abdimas': { label: 'Research & Community Service' },
  simpenmas: { label: 'SIMPENMAS (research grants)' },
});

async function renderFrame({ lang, portal = model }: { lang?: Lang; portal?: PortalModel } = {}) {
  const store = createStore();
  store.set(authAtom, { ...signedOut, token: 't', namaTanpaGelar: 'Siti Rahmawati' });
  store.set(currentSubMenusAtom, ['penelitian-dan-abdimas']);
  if (lang) store.set(langAtom, lang);
  await renderInLayout(DashboardFrame, { model: portal, store });
  return store;
}

const banner = () => screen.getByRole('banner');
const toEnglish = () => within(banner()).getByRole('button', { name: 'English — Ganti bahasa / Change language' });
const toIndonesian = () => within(banner()).getByRole('button', { name: 'Bahasa Indonesia — Change language / Ganti bahasa' });
const menuLabels = (name: string) =>
  [...screen.getByRole('navigation', { name }).querySelectorAll('.sidebar-label')].map((label) => label.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('the language switch', () => {
  it('is Indonesian by default and says, in both languages, that it changes the language', async () => {
    await renderFrame();
    const button = toEnglish();
    // The visible "EN" is in English; the name carries each language's words in their own lang.
    expect(button.querySelector('.lang-switch__code')?.textContent).toBe('EN');
    expect(button.querySelector('.lang-switch__code')?.getAttribute('lang')).toBe('en');
    expect([...button.querySelectorAll('.ui-visually-hidden [lang]')].map((e) => [e.textContent, e.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Change language', 'en'],
    ]);
    expect(button.title).toBe('Tampilkan portal dalam bahasa Inggris');
    // beside the theme toggle
    expect(button.previousElementSibling?.getAttribute('aria-label')).toMatch(/^Tema tampilan: /);
  });

  it('one click switches the header, the menu and the skip link to English, stores the choice, and keeps the button', async () => {
    const store = await renderFrame();
    expect(menuLabels('Menu utama')).toEqual(expect.arrayContaining(['Dashboard', 'Penelitian & Abdimas', 'SIMPENMAS']));
    const button = toEnglish();
    fireEvent.click(button);

    expect(store.get(langAtom)).toBe('en');
    expect(localStorage.getItem('portal:lang')).toBe('en');
    // The same element, renamed: keyboard focus stays on it.
    expect(toIndonesian()).toBe(button);
    expect(button.querySelector('.lang-switch__code')?.textContent).toBe('ID');
    expect([...button.querySelectorAll('[lang]')].map((e) => e.getAttribute('lang'))).toEqual(['id', 'id', 'id']);
    expect(button.title).toBe('Show the portal in Indonesian');

    const labels = menuLabels('Main menu');
    expect(labels).toEqual(expect.arrayContaining(['Home', 'Research & Community Service', 'SIMPENMAS (research grants)']));
    // a node without English keeps its Indonesian label
    expect(labels).toContain(model.nodes['pengembangan-diri']!.label);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(
      within(nav)
        .getByRole('link', { name: /^SIMPENMAS \(research grants\) ?\(opens a new tab\)$/ })
        .getAttribute('href'),
    ).toBe(model.nodes.simpenmas!.path);
    expect(within(nav).getByRole('button', { name: 'Research & Community Service' }).getAttribute('aria-expanded')).toBe('true');

    expect(within(banner()).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(within(banner()).getByRole('button', { name: 'Menu' })).toBeTruthy();
    expect(within(banner()).getByRole('button', { name: /^Colour theme: / })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe('#konten');
    expect(screen.queryByText(/Keluar|Lewati|membuka tab baru/)).toBeNull();

    fireEvent.click(button);
    expect(store.get(langAtom)).toBe('id');
    expect(localStorage.getItem('portal:lang')).toBe('id');
    expect(toEnglish()).toBe(button);
    expect(menuLabels('Menu utama')).toEqual(expect.arrayContaining(['Dashboard', 'Penelitian & Abdimas', 'SIMPENMAS']));
  });

  it('starts in the stored language', async () => {
    localStorage.setItem('portal:lang', 'en');
    await renderFrame();
    expect(toIndonesian()).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
  });

  it("is busy while the page renders in the other language; the language on screen changes only with that render's commit", async () => {
    const store = createStore();
    let renderedInEnglish!: () => void;
    const english = new Promise<void>((done) => (renderedInEnglish = done));
    // A page whose English render takes as long as `english` does.
    function Page() {
      const lang = useLang();
      if (lang === 'en') use(english);
      return <p>{lang === 'en' ? 'Welcome' : 'Selamat datang'}</p>;
    }
    render(
      <Provider store={store}>
        <LanguageRoot>
          <Suspense fallback="…">
            <LanguageSwitch />
            <Page />
          </Suspense>
        </LanguageRoot>
      </Provider>,
    );
    const button = screen.getByRole('button', { name: 'English — Ganti bahasa / Change language' });
    expect(store.get(shownLangAtom)).toBe('id');

    await act(async () => button.click()); // awaited: React waits for `english` to render again
    expect(store.get(langAtom)).toBe('en'); // chosen and stored at the click
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Selamat datang')).toBeTruthy(); // the page stays as it was meanwhile
    expect(store.get(shownLangAtom)).toBe('id');

    await act(async () => {
      renderedInEnglish();
      await english;
    });
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(screen.getByText('Welcome')).toBeTruthy();
    expect(store.get(shownLangAtom)).toBe('en');
    cleanup();
  });

  it('renders on the server (the pre-rendered shell) in Indonesian', () => {
    const html = renderToStaticMarkup(
      <Provider store={createStore()}>
        <LanguageSwitch className="portal-icon-button" />
      </Provider>,
    );
    expect(html).toContain('lang="en"');
    expect(html).toContain('English</span> — Ganti bahasa / <span lang="en">Change language</span>');
  });
});

describe('the header in each language', () => {
  it('Indonesian: the logout question as before', async () => {
    const store = await renderFrame();
    fireEvent.click(within(banner()).getByRole('button', { name: 'Keluar' }));
    expect(store.get(isModalLogoutAtom)).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Keluar dari portal?' });
    expect(within(dialog).getByText(`Anda akan keluar dari ${model.portal.title} dan akun Microsoft di peramban ini.`)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Batal' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Keluar' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lewati ke konten' })).toBeTruthy();
  });

  it('English: the logout question in English', async () => {
    const store = await renderFrame({ lang: 'en' });
    fireEvent.click(within(banner()).getByRole('button', { name: 'Sign out' }));
    expect(store.get(isModalLogoutAtom)).toBe(true);
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of the portal?' });
    expect(
      within(dialog).getByText(`You will be signed out of ${model.portal.title} and of your Microsoft account in this browser.`),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.get(isModalLogoutAtom)).toBe(false);
  });

  it("another institution's portal names its own sign-in provider, in each language", async () => {
    const other: PortalModel = {
      ...model,
      portal: { ...model.portal, institution: { ...model.portal.institution, provider: 'Nusa ID' } },
    };
    const store = await renderFrame({ portal: other });
    fireEvent.click(within(banner()).getByRole('button', { name: 'Keluar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keluar dari portal?' });
    expect(within(dialog).getByText(`Anda akan keluar dari ${model.portal.title} dan akun Nusa ID di peramban ini.`)).toBeTruthy();
    expect(dialog.textContent).not.toContain('Microsoft');
    act(() => store.set(langAtom, 'en'));
    expect(
      within(dialog).getByText(`You will be signed out of ${model.portal.title} and of your Nusa ID account in this browser.`),
    ).toBeTruthy();
  });
});
