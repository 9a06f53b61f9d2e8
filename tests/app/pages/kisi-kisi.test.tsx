// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filters, kisiKisi } from '../../../scripts/dev/services/assessment-data.ts';
import { UserFacingError } from '../../../src/platform/core/errors.ts';
import KisiKisi from '../../../src/app/pages/kisi-kisi/KisiKisi.tsx';
import { getJson } from '../../../src/platform/session/portal-api.ts';
import { realModel } from '../../support/real-model.ts';
import { renderPage } from '../../support/pages/render-page.tsx';

// The searchable select is a lazy chunk; its first import here is transformed on demand, which
// takes seconds on a busy machine.
const lazyChunk = 10_000;

vi.mock('../../../src/platform/session/portal-api.ts', () => ({ getJson: vi.fn() }));
const getJsonMock = vi.mocked(getJson);

type Query = Record<string, string | undefined>;

/** Answers like the dev portal API: filtered sample rows, checked by the page's own schema. */
function answerLikeDevApi() {
  getJsonMock.mockImplementation(async (_path, schema, options) => {
    const query = (options?.query ?? {}) as Query;
    const data = kisiKisi.filter(
      (row) => (!query.masa || row.masa === query.masa) && (!query.mataKuliah || row.kodeMataKuliah === query.mataKuliah),
    );
    return schema.parse({ data, filters: filters.kisiKisi });
  });
}

const lastQuery = () => getJsonMock.mock.lastCall?.[2]?.query;
const dataRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const show = () => renderPage(KisiKisi, { model: realModel('dosen'), nodeId: 'kisi-kisi' });

beforeEach(() => {
  getJsonMock.mockReset();
});
afterEach(cleanup);

describe('kisi-kisi', () => {
  it("loads the node's source and sends the chosen filters as the query", async () => {
    answerLikeDevApi();
    await show();
    await screen.findByRole('table');
    expect(getJsonMock).toHaveBeenCalledTimes(1);
    const [path, , options] = getJsonMock.mock.calls[0]!;
    expect(path).toBe(realModel('dosen').nodes['kisi-kisi']!.source);
    expect(options?.query).toEqual({ masa: undefined, mataKuliah: undefined });
    expect(options?.signal).toBeInstanceOf(AbortSignal);
    expect(dataRows()).toHaveLength(kisiKisi.length);

    fireEvent.change(screen.getByLabelText('Masa ujian'), { target: { value: '2025.1' } });
    await waitFor(() => expect(lastQuery()).toEqual({ masa: '2025.1', mataKuliah: undefined }));
    await waitFor(() => expect(dataRows()).toHaveLength(kisiKisi.filter((r) => r.masa === '2025.1').length));

    const mataKuliah = await screen.findByRole('combobox', { name: 'Mata kuliah' }, { timeout: lazyChunk });
    fireEvent.keyDown(mataKuliah, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByText('HKUM4203 — Hukum Pidana'));
    await waitFor(() => expect(lastQuery()).toEqual({ masa: '2025.1', mataKuliah: 'HKUM4203' }));
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(dataRows()[0]!.textContent).toContain('Hukum Pidana');
  });

  it('narrows the rows by "Diperbarui sejak" without asking the server again', async () => {
    answerLikeDevApi();
    await show();
    await screen.findByRole('table');
    const since = '2025-08-15';
    fireEvent.change(screen.getByLabelText('Diperbarui sejak'), { target: { value: since } });

    await waitFor(() => expect(dataRows()).toHaveLength(kisiKisi.filter((r) => r.diperbarui >= since).length));
    expect(getJsonMock).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state when nothing matches', async () => {
    getJsonMock.mockImplementation(async (_path, schema) => schema.parse({ data: [], filters: filters.kisiKisi }));
    await show();
    expect(await screen.findByText('Tidak ada data untuk filter ini.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the error message and loads again on retry', async () => {
    getJsonMock.mockRejectedValueOnce(new UserFacingError('Server Portal Dosen sedang bermasalah (HTTP 500).'));
    answerLikeDevApi();
    await show();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Server Portal Dosen sedang bermasalah (HTTP 500).');
    fireEvent.click(within(alert).getByRole('button', { name: 'Coba lagi' }));

    await screen.findByRole('table');
    expect(getJsonMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('aborts the older request when a filter changes, so a late answer cannot win', async () => {
    answerLikeDevApi();
    await show();
    await screen.findByRole('table');

    // The request for 2024.2 hangs until released; meanwhile the lecturer picks 2025.1.
    let release!: () => void;
    let staleSignal!: AbortSignal;
    getJsonMock.mockImplementationOnce((_path, schema, options) => {
      staleSignal = options!.signal!;
      return new Promise((resolve) => {
        release = () => resolve(schema.parse({ data: kisiKisi.filter((r) => r.masa === '2024.2'), filters: filters.kisiKisi }));
      });
    });
    fireEvent.change(screen.getByLabelText('Masa ujian'), { target: { value: '2024.2' } });
    await waitFor(() => expect(lastQuery()).toEqual({ masa: '2024.2', mataKuliah: undefined }));
    fireEvent.change(screen.getByLabelText('Masa ujian'), { target: { value: '2025.1' } });
    await waitFor(() => expect(lastQuery()).toEqual({ masa: '2025.1', mataKuliah: undefined }));
    expect(staleSignal.aborted).toBe(true);

    await waitFor(() => expect(dataRows().every((row) => row.textContent!.includes('2025.1'))).toBe(true));
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dataRows().every((row) => row.textContent!.includes('2025.1'))).toBe(true);
  });
});
