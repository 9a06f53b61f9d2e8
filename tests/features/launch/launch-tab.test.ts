// @vitest-environment jsdom
// The launch tab (src/features/launch/launch-tab.ts): the launch page a click opens when the system
// cannot open straight from it, which goes on to the system in place, cut off from the portal's window.
import { describe, expect, it, vi } from 'vitest';
import {
  goInPlace,
  isLaunchTab,
  launchTabMark,
  launchTabOf,
  launchTabUrl,
  openLaunchTab,
  openLaunchTabAt,
} from '../../../src/features/launch/launch-tab.ts';

describe('the launch tab', () => {
  it('is the item’s launch page, marked', () => {
    const node = { path: '/dashboard/pendidikan-pengajar/pembimbingan/tapm' };
    expect(launchTabUrl(node)).toBe('/dashboard/pendidikan-pengajar/pembimbingan/tapm?launch');
    expect(isLaunchTab('?launch')).toBe(true);
    expect(isLaunchTab('?redirect=%2Fdashboard&launch')).toBe(true);
    expect(isLaunchTab('')).toBe(false);
    expect(isLaunchTab('?launched=1')).toBe(false);
  });

  it('opens in a new tab that keeps its opener (the sessionStorage copy), and says whether it opened', () => {
    const open = vi.fn(() => ({}) as Window);
    expect(openLaunchTab({ path: '/x' }, { open })).toBe(true);
    expect(open).toHaveBeenCalledWith('/x?launch', '_blank');
    expect(openLaunchTab({ path: '/x' }, { open: () => null })).toBe(false);
  });

  it('is named on a launch item’s link, for a click that has no model to read it from (the boot script’s)', () => {
    const link = document.createElement('a');
    for (const [name, value] of Object.entries(launchTabMark({ path: '/x' }))) link.setAttribute(name, value);
    expect(launchTabOf(link)).toBe('/x?launch');
    expect(launchTabOf(document.createElement('a'))).toBeNull();
    const open = vi.fn(() => ({}) as Window);
    expect(openLaunchTabAt(launchTabOf(link)!, { open })).toBe(true);
    expect(open).toHaveBeenCalledWith('/x?launch', '_blank');
  });

  it('goes on to the system in place, with no handle left on the portal’s window', () => {
    const replace = vi.fn();
    const win = { opener: {} as Window, location: { replace } as unknown as Location };
    goInPlace('https://bimbingan.ut.ac.id/tapm?id_token=x', win);
    expect(win.opener).toBeNull();
    expect(replace).toHaveBeenCalledWith('https://bimbingan.ut.ac.id/tapm?id_token=x');
  });
});
