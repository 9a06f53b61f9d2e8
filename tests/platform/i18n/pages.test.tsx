// @vitest-environment jsdom
// The interface in English: each page's own words and the manifest's English labels, falling back
// to the Indonesian label where a node has no English one; Indonesian stays the default.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filters, kisiKisi, sebaranNilai } from '../../../scripts/dev/services/assessment-data.ts';
import NotFound from '../../../src/shell/views/NotFound.tsx';
import { langAtom } from '../../../src/platform/i18n/lang.ts';
import KisiKisi from '../../../src/app/pages/kisi-kisi/KisiKisi.tsx';
import ListRoute from '../../../src/app/pages/list-route/ListRoute.tsx';
import LoginPage from '../../../src/app/pages/login/LoginPage.tsx';
import SebaranNilai from '../../../src/app/pages/sebaran-nilai/SebaranNilai.tsx';
import { getJson } from '../../../src/platform/session/portal-api.ts';
import { renderPage } from '../../support/pages/render-page.tsx';
import { modelWithEnglish } from '../../support/i18n/english-model.ts';

// The searchable select is a lazy chunk; its first import here is transformed on demand, which
// takes seconds on a busy machine.
const lazyChunk = 10_000;

vi.mock('../../../src/platform/session/portal-api.ts', () => ({ getJson: vi.fn() }));

const model = modelWithEnglish({
  'kisi-kisi': { label: 'Exam Blueprints', description: 'Blueprints of the exam questions.' },
  'pendidikan-pengajar': { label: 'Teaching' },
  'reset-password': { label: 'Reset your password' },
});

const answers: Record<string, unknown> = {
  'asesmen/kisi-kisi': { data: kisiKisi, filters: filters.kisiKisi },
  'asesmen/sebaran-nilai': { data: sebaranNilai, filters: filters.sebaranNilai },
};

beforeEach(() => {
  vi.mocked(getJson)
    .mockReset()
    .mockImplementation(async (path, schema) => schema.parse(answers[path]));
});
afterEach(() => {
  cleanup();
  localStorage.clear(); // setting the language also stores it
});

describe('the login page in English', () => {
  it('shows its own text in English', async () => {
    await renderPage(LoginPage, { model, nodeId: 'login', lang: 'en' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in to Portal Dosen');
    expect(screen.getByRole('button', { name: 'Sign in with your UT account' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Sign-in help' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reset your password' })).toBeTruthy();
    // A page without an English label keeps its Indonesian one.
    expect(screen.getByRole('link', { name: 'Tentang Portal' })).toBeTruthy();
    expect(screen.queryByText(/Masuk dengan|Atur Ulang/)).toBeNull();
    expect(screen.getByText(/^Sign in with your Universitas Terbuka/).textContent).toBe(
      'Sign in with your Universitas Terbuka SSO account (a Microsoft account). A sign-in window will open; allow pop-ups for this site if asked.',
    );
    expect(screen.getByRole('link', { name: /hallo-ut/ }).closest('p')?.textContent).toBe(
      'Need help signing in? hallo-ut.ut.ac.id (opens a new tab)',
    );
  });

  it("names another institution's account in its English words, and its own ones where it has none", async () => {
    const institution = {
      name: 'Politeknik Nusa Samudra',
      shortName: 'Polnusa',
      account: 'Akun Polnusa',
      provider: 'Okta',
      help: 'tel:+62 21 555 0100',
      en: { name: 'Nusa Samudra Polytechnic', account: 'Polnusa account' },
    };
    await renderPage(LoginPage, { model: { ...model, portal: { ...model.portal, institution } }, nodeId: 'login', lang: 'en' });
    expect(screen.getByRole('button', { name: 'Sign in with your Polnusa account' })).toBeTruthy();
    expect(screen.getByText(/^Sign in with your Nusa/).textContent).toMatch(
      /^Sign in with your Nusa Samudra Polytechnic SSO account \(an Okta account\)\. /,
    );
    expect(screen.getByRole('link', { name: '+62 21 555 0100' }).getAttribute('href')).toBe('tel:+62 21 555 0100');
  });
});

describe('the not-found page in English', () => {
  it('says so in English, with the way back', async () => {
    await renderPage(NotFound, { model, lang: 'en' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('The address you opened does not exist in Portal Dosen. The link may have changed.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/dashboard');
  });
});

describe('list-route in English', () => {
  const rows = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-route-id'));
  const rowOf = (id: string) => rows().find((row) => row.getAttribute('data-route-id') === id)!;
  const labelOfRow = (id: string) => within(rowOf(id)).getByRole('rowheader').textContent;

  it('shows English labels where the manifest has them and the Indonesian ones elsewhere', async () => {
    await renderPage(ListRoute, { model, nodeId: 'list-route', lang: 'en' });
    const total = Object.keys(model.nodes).length;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Route List');
    expect(screen.getByRole('status').textContent).toBe(`Showing ${total} of ${total} routes`);
    expect(screen.getByRole('columnheader', { name: 'Access' })).toBeTruthy();

    expect(labelOfRow('kisi-kisi')).toBe('Exam Blueprints');
    expect(labelOfRow('pendidikan-pengajar')).toBe('Teaching');
    expect(labelOfRow('sebaran-nilai')).toBe('Sebaran Nilai');
    expect(rowOf('login').textContent).toContain('guest');
    expect(rowOf('login').textContent).toContain('page');
    expect(rowOf('sinta').textContent).toContain('external link');
  });

  it('filters on the words it shows: English labels and access words', async () => {
    await renderPage(ListRoute, { model, nodeId: 'list-route', lang: 'en' });
    const filter = screen.getByLabelText('Filter routes');
    fireEvent.change(filter, { target: { value: 'exam blueprints' } });
    await waitFor(() => expect(rows().map((row) => row.getAttribute('data-route-id'))).toEqual(['kisi-kisi']));
    fireEvent.change(filter, { target: { value: 'guest login' } });
    await waitFor(() => expect(rows().map((row) => row.getAttribute('data-route-id'))).toEqual(['login']));
  });
});

describe('assessment pages in English', () => {
  it("title and description from the node's English text; filters, table and dates in English", async () => {
    await renderPage(KisiKisi, { model, nodeId: 'kisi-kisi', lang: 'en' });
    const table = await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Exam Blueprints');
    expect(screen.getByText('Blueprints of the exam questions.')).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Filter Exam Blueprints' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Exam Blueprints results' })).toBeTruthy();
    expect(screen.getByLabelText('Exam period')).toBeTruthy();
    expect(screen.getByLabelText('Updated since')).toBeTruthy();
    expect(await screen.findByRole('combobox', { name: 'Course' }, { timeout: lazyChunk })).toBeTruthy();

    expect(table.querySelector('caption')!.textContent).toBe(`Test blueprints (${kisiKisi.length} rows)`);
    const first = kisiKisi[0]!;
    const [year, month, day] = first.diperbarui.split('-').map(Number) as [number, number, number];
    const englishDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, month - 1, day)),
    );
    expect(within(table).getAllByText(englishDate).length).toBeGreaterThan(0);
  });

  it('keeps the Indonesian label of a node without English text, around English interface text', async () => {
    await renderPage(SebaranNilai, { model, nodeId: 'sebaran-nilai', lang: 'en' });
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sebaran Nilai');
    expect(screen.getByText(model.nodes['sebaran-nilai']!.description!)).toBeTruthy();
    expect(screen.getByLabelText('Exam period')).toBeTruthy();
  });

  it('is Indonesian by default even where English exists, and follows a change of language at once', async () => {
    const { store } = await renderPage(KisiKisi, { model, nodeId: 'kisi-kisi' });
    await screen.findByRole('table');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kisi-Kisi');
    expect(screen.getByLabelText('Masa ujian')).toBeTruthy();

    act(() => store.set(langAtom, 'en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Exam Blueprints');
    expect(screen.getByLabelText('Exam period')).toBeTruthy();
    expect(screen.queryByLabelText('Masa ujian')).toBeNull();
  });
});
