// @vitest-environment jsdom
// The status page's pinned incident as a portal notice (src/shell/layout/StatusIncidents.tsx), in
// the layout's frame in both languages: once, its title and text as text, never markup; nothing in
// the pre-rendered frame (no clock yet) or once the status is stale.
import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { type LiveStatus, staleBeatMs } from '../../../src/features/launch/availability.ts';
import { liveStatusAtom } from '../../../src/features/launch/live-status.ts';
import { readStatusPage } from '../../../src/features/launch/status-feed.ts';
import { clockAtom } from '../../../src/platform/core/clock.ts';
import { langAtom } from '../../../src/platform/i18n/lang.ts';
import { authAtom, signedOut } from '../../../src/platform/session/state.ts';
import { DashboardFrame } from '../../../src/shell/layout/DashboardLayout.tsx';
import '../../../src/shell/routing/static-data.ts';
import { modelWithEnglish } from '../../support/i18n/english-model.ts';
import { renderInLayout } from '../../support/render-in-layout.tsx';
import { captured, capturedAt } from '../../support/uptime-kuma.ts';
import '../../support/ui/dom.ts';

const model = modelWithEnglish({});
const read = (page = captured('status-page')) =>
  readStatusPage(page, captured('heartbeat'), { at: capturedAt, serverTime: capturedAt }) as LiveStatus;

async function renderFrame(live: LiveStatus | undefined, clock: number | null = capturedAt) {
  const store = createStore();
  store.set(authAtom, { ...signedOut, token: 't', namaTanpaGelar: 'Siti Rahmawati' });
  store.set(liveStatusAtom, live);
  store.set(clockAtom, clock);
  await renderInLayout(DashboardFrame, { model, store });
  return store;
}

const notices = () => [...document.querySelectorAll('.status-incident')];

describe('a pinned incident of the status page', () => {
  it('shows once above the page, in Indonesian and in English, with the status page’s own title and text', async () => {
    const store = await renderFrame(read());
    expect(notices().map((n) => n.textContent)).toEqual(['Status layanan: Gangguan jaringanSedang ditangani']);
    expect(screen.getByRole('status').closest('main')).not.toBeNull();
    expect(notices()[0]!.querySelector('strong')?.textContent).toBe('Gangguan jaringan');
    act(() => store.set(langAtom, 'en'));
    expect(notices().map((n) => n.textContent)).toEqual(['Service status: Gangguan jaringanSedang ditangani']);
  });

  it('its words are text: markup and Markdown stay as written, nothing of them becomes an element', async () => {
    const page = captured('status-page');
    page.incidents[0].title = '<b>Ujian</b> dipindah';
    page.incidents[0].content = '**Lihat** <img src=x onerror="window.hacked=1"> [tautan](javascript:alert(1))\nbaris kedua';
    page.incident = page.incidents[0]; // sent twice: shown once
    await renderFrame(read(page));
    expect(notices()).toHaveLength(1);
    const notice = notices()[0]!;
    expect(notice.querySelectorAll('img, b, a, script')).toHaveLength(0);
    expect(notice.querySelector('strong')?.textContent).toBe('<b>Ujian</b> dipindah');
    expect(notice.querySelector('.status-incident__content')?.textContent).toBe(
      '**Lihat** <img src=x onerror="window.hacked=1"> [tautan](javascript:alert(1))\nbaris kedua',
    );
  });

  it('is not in the pre-rendered frame (no clock), nor once the status is stale, nor without a status', async () => {
    await renderFrame(read(), null);
    expect(notices()).toEqual([]);
    document.body.innerHTML = '';
    const store = await renderFrame(read(), capturedAt + staleBeatMs);
    expect(notices()).toHaveLength(1);
    act(() => store.set(clockAtom, capturedAt + staleBeatMs + 60_000));
    expect(notices()).toEqual([]);
    act(() => store.set(clockAtom, capturedAt));
    act(() => store.set(liveStatusAtom, undefined)); // a failed poll
    expect(notices()).toEqual([]);
  });
});
