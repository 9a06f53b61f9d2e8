// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { afterShellPaint, handOffShell } from '../../src/boot/hand-off.ts';

beforeEach(() => {
  document.body.innerHTML = '<div id="portal-prerender"><nav>menu</nav></div><div id="root"></div>';
  document.documentElement.setAttribute('data-shell', '');
});

describe('React taking over from the pre-rendered menu', () => {
  it('removes the shell when the app first puts content into the root, not before', async () => {
    const root = document.getElementById('root')!;
    handOffShell(root);
    root.append(document.createTextNode(' '));
    await Promise.resolve();
    expect(document.getElementById('portal-prerender')).not.toBeNull();
    root.append(document.createElement('div'));
    await Promise.resolve();
    expect(document.getElementById('portal-prerender')).toBeNull();
    expect(document.documentElement.hasAttribute('data-shell')).toBe(false);
  });

  it('starts the app after the shell has been painted, or at once without a shown shell', async () => {
    const start = vi.fn();
    afterShellPaint(start);
    expect(start).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());

    document.documentElement.removeAttribute('data-shell');
    const now = vi.fn();
    afterShellPaint(now);
    expect(now).toHaveBeenCalledOnce();
  });
});
