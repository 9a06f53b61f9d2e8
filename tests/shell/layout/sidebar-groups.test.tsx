// @vitest-environment jsdom
// The app's menu renders a group's items when it first opens (src/shell/layout/SidebarItem.tsx): a
// closed group shows nothing, so the first render, on which the hand-off waits, holds only what shows.
import { fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { Sidebar } from '../../../src/shell/layout/Sidebar.tsx';
import { ClosedGroupItems } from '../../../src/shell/layout/SidebarItem.tsx';
import { currentSubMenusAtom } from '../../../src/features/menu/open-groups.ts';
import { authAtom, signedOut } from '../../../src/platform/session/state.ts';
import { renderInLayout } from '../../support/render-in-layout.tsx';
import '../../support/ui/dom.ts';
import { model } from '../../support/search.ts';

function storeWith(openGroups: string[]) {
  const store = createStore();
  store.set(authAtom, { ...signedOut, token: 'portal-token', nip: '198503122010122001', namaTanpaGelar: 'Siti Rahmawati' });
  store.set(currentSubMenusAtom, openGroups);
  return store;
}

const groupButton = (name: string) => within(screen.getByRole('navigation')).getByRole('button', { name });
const listOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

describe("the menu's groups in the app", () => {
  it('render their items from the first time they open, and keep them while closed again', async () => {
    await renderInLayout(() => <Sidebar root={model.nodes.dashboard!} id="menu-utama" />, { model, store: storeWith(['lain']) });
    const open = groupButton('Lain-lain');
    expect(listOf(open).childElementCount, 'an open group has its items').toBeGreaterThan(0);
    const closed = groupButton('Pendidikan & Pengajaran');
    expect(listOf(closed), 'its list is there for aria-controls').not.toBeNull();
    expect(listOf(closed).childElementCount, 'a closed group renders none').toBe(0);

    fireEvent.click(closed);
    const items = listOf(closed).childElementCount;
    expect(items).toBeGreaterThan(0);
    fireEvent.click(closed);
    expect(closed.getAttribute('aria-expanded')).toBe('false');
    expect(listOf(closed).childElementCount, 'kept for the closing animation and the next opening').toBe(items);
  });

  it('render every item, open or closed, in the pre-rendered copy (its groups open without React)', async () => {
    await renderInLayout(
      () => (
        <ClosedGroupItems value>
          <Sidebar root={model.nodes.dashboard!} id="menu-utama" />
        </ClosedGroupItems>
      ),
      { model, store: storeWith([]) },
    );
    expect(listOf(groupButton('Pendidikan & Pengajaran')).childElementCount).toBeGreaterThan(0);
  });
});
