// @vitest-environment jsdom
// Menu items with a time window: in the menu (sidebar and dashboard cards) only inside the window;
// their own route (bookmark, typed URL) says when they are available instead of opening them.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LaunchPage from '../../../src/shell/views/LaunchPage.tsx';
import { isGroup, visibleChildren } from '../../../src/features/menu/menu-tree.ts';
import type { PortalModel } from '../../../src/model/manifest/model.ts';
import { cardsOf, summaryOf } from '../../../src/app/pages/dashboard-home/summary.ts';
import { realModel } from '../../support/real-model.ts';
import { renderPage } from '../../support/pages/render-page.tsx';

const notify = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), warning: vi.fn(), error: vi.fn(), failure: vi.fn() }));
vi.mock('../../../src/platform/ui/notify.ts', () => ({ notify }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
});

// 1 Dec 2026 08:00 WIB – 21 Dec 2026 00:00 WIB (exclusive).
const exam = { from: Date.UTC(2026, 11, 1, 1), until: Date.UTC(2026, 11, 20, 17) };

function withWindows(patch: Record<string, PortalModel['nodes'][string]['window']>): PortalModel {
  const model = structuredClone(realModel('dosen'));
  for (const [id, window] of Object.entries(patch)) model.nodes[id]!.window = window;
  return model;
}

const ids = (nodes: { id: string }[]) => nodes.map((n) => n.id);

describe('visibleChildren with time windows', () => {
  const model = withWindows({ karil: exam });
  const pembimbingan = model.nodes.pembimbingan!;

  it('leaves an item out before its window and from its end on; lists it inside (from inclusive, until exclusive)', () => {
    expect(ids(visibleChildren(model, pembimbingan, exam.from - 1))).not.toContain('karil');
    expect(ids(visibleChildren(model, pembimbingan, exam.from))).toContain('karil');
    expect(ids(visibleChildren(model, pembimbingan, exam.until - 1))).toContain('karil');
    expect(ids(visibleChildren(model, pembimbingan, exam.until))).not.toContain('karil');
    // the other items are unaffected
    expect(visibleChildren(model, pembimbingan, exam.from - 1)).toHaveLength(pembimbingan.children.length - 1);
  });

  it('uses the current time by default', () => {
    const past = withWindows({ karil: { until: Date.now() - 1000 }, taps: { from: Date.now() - 1000 } });
    const shown = ids(visibleChildren(past, past.nodes.pembimbingan!));
    expect(shown).not.toContain('karil');
    expect(shown).toContain('taps');
  });

  it('hides a whole group outside its window, and a group whose items are all closed is no group', () => {
    const grouped = withWindows({ penunjang: exam });
    expect(ids(visibleChildren(grouped, grouped.nodes.dashboard!, exam.until))).not.toContain('penunjang');
    expect(ids(visibleChildren(grouped, grouped.nodes.dashboard!, exam.from))).toContain('penunjang');

    const allClosed = withWindows(Object.fromEntries(model.nodes.pembimbingan!.children.map((id) => [id, exam])));
    expect(isGroup(allClosed, allClosed.nodes.pembimbingan!, exam.until)).toBe(false);
    expect(isGroup(allClosed, allClosed.nodes.pembimbingan!, exam.from)).toBe(true);
  });

  it('the dashboard cards and their summaries follow the same rule', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(exam.until);
    const closed = withWindows({ penunjang: exam, tutorial: exam });
    expect(ids(cardsOf(closed))).not.toContain('penunjang');
    expect(summaryOf(closed, closed.nodes['pendidikan-pengajar']!)).not.toContain(closed.nodes.tutorial!.label);
    vi.setSystemTime(exam.from);
    expect(ids(cardsOf(closed))).toContain('penunjang');
    expect(summaryOf(closed, closed.nodes['pendidikan-pengajar']!)).toContain(closed.nodes.tutorial!.label);
  });
});

describe('the route of a url node outside its window (bookmark, typed URL)', () => {
  it('says when the link is available, in WIB, and opens nothing', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(exam.until + 60_000);
    await renderPage(LaunchPage, { model: withWindows({ karil: exam }), nodeId: 'karil', auth: { token: 't', nip: '1' } });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Menu “Karya Ilmiah (Karil)” hanya tersedia pada 1 Des 2026 08.00 – 20 Des 2026 23.59 WIB.');
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /Klik di sini/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Kembali ke/ })).toBeTruthy();
  });

  it('inside the window it launches as usual', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(exam.from);
    await renderPage(LaunchPage, { model: withWindows({ karil: exam }), nodeId: 'karil', auth: { token: 't', nip: '1' } });

    await screen.findByRole('link', { name: /Klik di sini untuk membuka/ });
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
