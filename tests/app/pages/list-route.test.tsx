// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import ListRoute from '../../../src/app/pages/list-route/ListRoute.tsx';
import { realModel } from '../../support/real-model.ts';
import { renderPage } from '../../support/pages/render-page.tsx';

afterEach(cleanup);

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-route-id'));
const rowOf = (id: string) => bodyRows().find((row) => row.getAttribute('data-route-id') === id)!;

describe('list-route', () => {
  it('lists every node of the portal, with links for pages and Indonesian access and kind', async () => {
    const model = realModel('dosen');
    await renderPage(ListRoute, { model, nodeId: 'list-route' });

    const ids = Object.keys(model.nodes);
    expect(
      bodyRows()
        .map((row) => row.getAttribute('data-route-id'))
        .sort(),
    ).toEqual([...ids].sort());
    expect(screen.getByRole('status').textContent).toBe(`Menampilkan ${ids.length} dari ${ids.length} rute`);

    const login = rowOf('login');
    expect(within(login).getByRole('link', { name: '/login' }).getAttribute('href')).toBe('/login');
    expect(login.textContent).toContain('tamu');
    expect(login.textContent).toContain('halaman');

    // A launch item is not a link (its path would open the external system) and shows its template.
    const sinta = rowOf('sinta');
    expect(within(sinta).queryByRole('link')).toBeNull();
    expect(sinta.textContent).toContain('tautan eksternal');
    expect(sinta.textContent).toContain(model.nodes.sinta!.behaviour.kind === 'url' ? model.nodes.sinta!.behaviour.template : '?');

    expect(rowOf('asesmen-rpl-perolehan').textContent).toContain('statusAsesor');
    expect(rowOf('pendidikan-pengajar').textContent).toContain('pengalihan');
  });

  it('indents each label by its depth in the menu', async () => {
    await renderPage(ListRoute, { model: realModel('dosen'), nodeId: 'list-route' });
    const indent = (id: string) => parseFloat(within(rowOf(id)).getByRole('rowheader').style.paddingInlineStart);
    expect(indent('dashboard')).toBeLessThan(indent('pendidikan-pengajar'));
    expect(indent('pendidikan-pengajar')).toBeLessThan(indent('kisi-kisi'));
  });

  it('narrows the table with the filter and shows the count', async () => {
    const model = realModel('dosen');
    await renderPage(ListRoute, { model, nodeId: 'list-route' });
    const total = Object.keys(model.nodes).length;

    fireEvent.change(screen.getByLabelText('Saring rute'), { target: { value: 'researchgate' } });
    await waitFor(() => expect(bodyRows().map((row) => row.getAttribute('data-route-id'))).toEqual(['researchgate']));
    expect(screen.getByRole('status').textContent).toBe(`Menampilkan 1 dari ${total} rute`);

    // Every word must match somewhere: access words are Indonesian.
    fireEvent.change(screen.getByLabelText('Saring rute'), { target: { value: 'tamu login' } });
    await waitFor(() => expect(bodyRows().map((row) => row.getAttribute('data-route-id'))).toEqual(['login']));

    fireEvent.change(screen.getByLabelText('Saring rute'), { target: { value: 'tidak-ada-rute-seperti-ini' } });
    await waitFor(() => expect(bodyRows()).toHaveLength(0));
    expect(screen.getByRole('status').textContent).toBe(`Menampilkan 0 dari ${total} rute`);
  });
});
