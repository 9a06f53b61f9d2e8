// @vitest-environment jsdom
// The document title and <html lang> follow the interface language, on navigation and on a change
// of language; a change of language is not a page view.
import { afterEach, describe, expect, it } from 'vitest';
import { langAtom, shownLangAtom } from '../../../src/platform/i18n/lang.ts';
import { followNavigation, titleFor, type PageViewSink } from '../../../src/shell/routing/page-meta.ts';
import { memoryRouter } from '../../support/routing.ts';
import { modelWithEnglish } from '../../support/i18n/english-model.ts';

const model = modelWithEnglish({ 'kisi-kisi': { label: 'Exam Blueprints' }, dashboard: { label: 'Home', title: 'My Dashboard' } });
const kisiKisi = '/dashboard/pendidikan-pengajar/asesmen-hasil-belajar/kisi-kisi';
const sebaranNilai = '/dashboard/pendidikan-pengajar/asesmen-hasil-belajar/sebaran-nilai';

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
});

describe('titleFor', () => {
  it('uses the English title, else the English label, else the Indonesian title', () => {
    expect(titleFor(model, 'dashboard', 'en')).toBe('My Dashboard — Portal Dosen');
    expect(titleFor(model, 'kisi-kisi', 'en')).toBe('Exam Blueprints — Portal Dosen');
    expect(titleFor(model, 'sebaran-nilai', 'en')).toBe('Sebaran Nilai — Portal Dosen');
    expect(titleFor(model, 'kisi-kisi', 'id')).toBe('Kisi-Kisi — Portal Dosen');
    expect(titleFor(model, undefined, 'en')).toBe('Page not found — Portal Dosen');
    expect(titleFor(model, undefined)).toBe('Halaman tidak ditemukan — Portal Dosen');
  });
});

describe('followNavigation and the language', () => {
  it('titles pages in the chosen language and sets <html lang> from the start', async () => {
    const { router, store, go } = memoryRouter(model, { signedIn: true });
    store.set(langAtom, 'en');
    const views: Parameters<PageViewSink>[0][] = [];
    const stop = followNavigation(router, model, (v) => views.push(v), store);
    expect(document.documentElement.lang).toBe('en');

    await go(kisiKisi);
    expect(document.title).toBe('Exam Blueprints — Portal Dosen');
    await go(sebaranNilai);
    expect(document.title).toBe('Sebaran Nilai — Portal Dosen');
    expect(views.map((v) => v.title)).toEqual(['Exam Blueprints — Portal Dosen', 'Sebaran Nilai — Portal Dosen']);
    stop();
  });

  it('retitles the current page and relabels <html lang> when the language changes, without a page view', async () => {
    const { router, store, go } = memoryRouter(model, { signedIn: true });
    const views: Parameters<PageViewSink>[0][] = [];
    const stop = followNavigation(router, model, (v) => views.push(v), store);
    expect(document.documentElement.lang).toBe('id');
    await go(kisiKisi);
    expect(document.title).toBe('Kisi-Kisi — Portal Dosen');

    store.set(langAtom, 'en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Exam Blueprints — Portal Dosen');
    store.set(langAtom, 'id');
    expect(document.documentElement.lang).toBe('id');
    expect(document.title).toBe('Kisi-Kisi — Portal Dosen');
    expect(views).toHaveLength(1);

    stop();
    store.set(langAtom, 'en');
    expect(document.documentElement.lang).toBe('id');
    expect(document.title).toBe('Kisi-Kisi — Portal Dosen');
  });

  it('once React shows a language, follows the language on screen: a choice not yet rendered changes nothing', async () => {
    const { router, store, go } = memoryRouter(model, { signedIn: true });
    const stop = followNavigation(router, model, null, store);
    await go(kisiKisi);
    store.set(shownLangAtom, 'id');

    store.set(langAtom, 'en'); // chosen: the page renders in English meanwhile
    expect(document.documentElement.lang).toBe('id');
    expect(document.title).toBe('Kisi-Kisi — Portal Dosen');
    store.set(shownLangAtom, 'en'); // that render committed
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe('Exam Blueprints — Portal Dosen');
    stop();
  });
});
