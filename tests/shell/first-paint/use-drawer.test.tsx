// @vitest-environment jsdom
// The drawer (the menu on narrow screens): closed by navigating and by Escape, and still open in
// the app's first render when the lecturer opened it in the pre-rendered menu.
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PRERENDER_ID } from '../../../src/shell/first-paint/ids.ts';
import { useDrawer } from '../../../src/shell/first-paint/use-drawer.ts';

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('useDrawer', () => {
  it('starts closed, toggles, and closes on another page and with Escape', () => {
    const { result, rerender } = renderHook(({ path }) => useDrawer(path), { initialProps: { path: '/dashboard' } });
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]((open) => !open));
    expect(result.current[0]).toBe(true);
    rerender({ path: '/dashboard/ttm' });
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](true));
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(result.current[0]).toBe(false);
  });

  it('is open at first when the pre-rendered copy, still on the page, has it open', () => {
    document.body.innerHTML = `<div id="${PRERENDER_ID}"><div class="portal-shell" data-drawer="open"></div></div>`;
    const { result } = renderHook(() => useDrawer('/dashboard'));
    expect(result.current[0]).toBe(true);
  });
});
