// @vitest-environment jsdom
// The one way a menu item is opened: a plain click launches a url node from the click and records
// it once its tab opened; a modified or middle click is left to the browser; an internal item is
// recorded and left to the router's link.
import type { MouseEvent as ReactMouseEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { launchItem, onItemClick } from '../../../src/features/launch/open-item.ts';
import { type LaunchEvent, launchSinkAtom } from '../../../src/features/launch/report.ts';
import { recentIdsAtom } from '../../../src/features/favourites/state.ts';
import { liveStatusAtom } from '../../../src/features/launch/live-status.ts';
import { liveStatus } from '../../support/live-status.ts';
import type { PortalModel } from '../../../src/model/manifest/model.ts';
import { confirmDialog, showNoAccess } from '../../../src/platform/ui/dialogs.ts';
import { authAtom, createSessionStore, signedOut } from '../../../src/platform/session/state.ts';
import { model } from '../../support/search.ts';

// The no-access popup (sweetalert2) needs a real browser; here it is enough that it was asked for.
vi.mock('../../../src/platform/ui/dialogs.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/platform/ui/dialogs.ts')>()),
  showNoAccess: vi.fn(() => Promise.resolve()),
  confirmDialog: vi.fn(() => Promise.resolve(false)),
}));

const click = (init: Partial<Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>> = {}) => {
  const event = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...init, preventDefault: vi.fn() };
  return event as unknown as ReactMouseEvent<HTMLAnchorElement> & { preventDefault: ReturnType<typeof vi.fn> };
};

function signedIn() {
  const store = createSessionStore();
  store.set(authAtom, { ...signedOut, token: 'portal-token', nip: '198503122010122001', namaTanpaGelar: 'Siti Rahmawati' });
  return store;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('onItemClick', () => {
  it('a plain click on a url item opens its tab from the click and records it as recent', async () => {
    const store = signedIn();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const event = click();
    onItemClick(model.nodes.karil!, store, model)(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(open).toHaveBeenCalledTimes(1);
    expect(store.get(recentIdsAtom)).toEqual(['karil']);
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])(
    '%o keeps the browser’s own behaviour',
    (init) => {
      const store = signedIn();
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const event = click(init);
      onItemClick(model.nodes.karil!, store, model)(event);
      expect(event.preventDefault).not.toHaveBeenCalled();
      expect(open).not.toHaveBeenCalled();
    },
  );

  it('an internal item is recorded and its link left to navigate', async () => {
    const store = signedIn();
    const event = click();
    onItemClick(model.nodes['kisi-kisi']!, store, model)(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(store.get(recentIdsAtom)).toEqual(['kisi-kisi']);
  });
});

describe('launch reports', () => {
  function reporting() {
    const store = signedIn();
    const events: LaunchEvent[] = [];
    store.set(launchSinkAtom, (event: LaunchEvent) => events.push(event));
    return { store, events };
  }

  it('send one event per launch: item, group, portal and outcome, and nothing that names a person', async () => {
    const { store, events } = reporting();
    vi.spyOn(window, 'open').mockReturnValue(null);
    await launchItem(model.nodes.karil!, store, model);
    expect(events).toEqual([{ menu_item: 'karil', menu_group: 'pembimbingan', portal: model.portal.id, outcome: 'open' }]);
    expect(JSON.stringify(events)).not.toMatch(/Siti|198503122010122001|portal-token|https?:/);
  });

  it('count a refused launch too, with its outcome, and open nothing', async () => {
    const { store, events } = reporting();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await launchItem(model.nodes['rpl-perolehan']!, store, model, () => undefined);
    expect(open).not.toHaveBeenCalled();
    expect(showNoAccess).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ menu_item: 'rpl-perolehan', menu_group: 'rpl', portal: model.portal.id, outcome: 'denied' }]);
  });

  it('made before the app has started (the pre-rendered menu) are sent once it has, or dropped without analytics', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const store = signedIn();
    await launchItem(model.nodes.karil!, store, model);
    await launchItem(model.nodes.karil!, store, model);
    const events: LaunchEvent[] = [];
    store.set(launchSinkAtom, (event: LaunchEvent) => events.push(event));
    expect(events.map((e) => e.menu_item)).toEqual(['karil', 'karil']);
    await launchItem(model.nodes.karil!, store, model);
    expect(events).toHaveLength(3);

    const withoutAnalytics = signedIn();
    await launchItem(model.nodes.karil!, withoutAnalytics, model);
    withoutAnalytics.set(launchSinkAtom, null);
    const late: LaunchEvent[] = [];
    withoutAnalytics.set(launchSinkAtom, (event: LaunchEvent) => late.push(event));
    expect(late, 'dropped when the app started without analytics').toEqual([]);
  });

  it('are not sent without analytics, and an internal item is a page view, not a launch', async () => {
    const store = signedIn();
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(() => launchItem(model.nodes.karil!, store, model)).not.toThrow();
    const { store: withSink, events } = reporting();
    onItemClick(model.nodes['kisi-kisi']!, withSink, model)(click());
    expect(events).toEqual([]);
  });
});

describe('a system under maintenance or down', () => {
  /** The fixture with karil's system watched by a monitor that is down. */
  function withOutage(): { store: ReturnType<typeof signedIn>; model: PortalModel; events: LaunchEvent[] } {
    const karil = model.nodes.karil!;
    if (karil.behaviour.kind !== 'url') throw new Error('karil launches a system');
    const watched: PortalModel = {
      ...model,
      nodes: { ...model.nodes, karil: { ...karil, behaviour: { ...karil.behaviour, system: 'karil' } } },
      systems: { ...model.systems, karil: { label: 'Karya Ilmiah', url: 'https://karil.ut.ac.id', trusted: false, monitor: 'Karil' } },
    };
    const store = signedIn();
    store.set(liveStatusAtom, liveStatus({ Karil: 'down' }));
    const events: LaunchEvent[] = [];
    store.set(launchSinkAtom, (event: LaunchEvent) => events.push(event));
    return { store, model: watched, events };
  }

  it('asks first; "Tetap buka" opens the tab, records it and reports an open launch', async () => {
    const { store, model: watched, events } = withOutage();
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    const open = vi.fn();
    const plan = await launchItem(watched.nodes.karil!, store, watched, open);
    expect(confirmDialog).toHaveBeenCalledWith(
      expect.objectContaining({ confirmText: 'Tetap buka', cancelText: 'Batal', focusCancel: true }),
    );
    expect(plan).toMatchObject({ kind: 'open' });
    expect(open).toHaveBeenCalledTimes(1);
    expect(store.get(recentIdsAtom)).toEqual(['karil']);
    expect(events.map((e) => e.outcome)).toEqual(['open']);
  });

  it('"Batal" opens nothing, records nothing and reports a cancelled launch', async () => {
    const { store, model: watched, events } = withOutage();
    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    const open = vi.fn();
    expect(await launchItem(watched.nodes.karil!, store, watched, open)).toEqual({ kind: 'cancelled' });
    expect(open).not.toHaveBeenCalled();
    expect(store.get(recentIdsAtom)).toEqual([]);
    expect(events.map((e) => e.outcome)).toEqual(['cancelled']);
  });
});
