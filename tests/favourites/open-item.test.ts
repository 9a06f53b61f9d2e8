// @vitest-environment jsdom
// The one way a menu item is opened: a plain click launches a url node from the click and records
// it once its tab opened; a modified or middle click is left to the browser; an internal item is
// recorded and left to the router's link.
import type { MouseEvent as ReactMouseEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onItemClick } from '../../src/favourites/open-item.ts';
import { recentIdsAtom } from '../../src/favourites/state.ts';
import { authAtom, createSessionStore, signedOut } from '../../src/session/state.ts';
import { model } from '../search/fixture.ts';

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
  it('a plain click on a url item opens its tab from the click and records it as recent', () => {
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

  it('an internal item is recorded and its link left to navigate', () => {
    const store = signedIn();
    const event = click();
    onItemClick(model.nodes['kisi-kisi']!, store, model)(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(store.get(recentIdsAtom)).toEqual(['kisi-kisi']);
  });
});
