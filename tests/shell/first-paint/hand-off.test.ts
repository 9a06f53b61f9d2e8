// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { afterShellPaint, handOffShell } from '../../../src/shell/first-paint/hand-off.ts';
import { PRERENDER_ID, ROOT_ID, SHELL_ATTRIBUTE } from '../../../src/shell/first-paint/ids.ts';

beforeEach(() => {
  document.body.innerHTML = `<div id="${PRERENDER_ID}"><nav>menu</nav></div><div id="${ROOT_ID}"></div>`;
  document.documentElement.setAttribute(SHELL_ATTRIBUTE, '');
});

describe('React taking over from the pre-rendered menu', () => {
  it('removes the shell when the app first puts content into the root, not before', async () => {
    const root = document.getElementById(ROOT_ID)!;
    handOffShell(root);
    root.append(document.createTextNode(' '));
    await Promise.resolve();
    expect(document.getElementById(PRERENDER_ID)).not.toBeNull();
    root.append(document.createElement('div'));
    await Promise.resolve();
    expect(document.getElementById(PRERENDER_ID)).toBeNull();
    expect(document.documentElement.hasAttribute(SHELL_ATTRIBUTE)).toBe(false);
  });

  it('waits for the page in the layout’s main area: the shell shows the page’s content until then', async () => {
    vi.useFakeTimers();
    try {
      const root = document.getElementById(ROOT_ID)!;
      handOffShell(root);
      root.innerHTML = '<div><nav>menu</nav><main></main></div>';
      await Promise.resolve();
      expect(document.getElementById(PRERENDER_ID), 'the layout alone').not.toBeNull();
      root.querySelector('main')!.append(document.createElement('div'));
      await Promise.resolve();
      expect(document.getElementById(PRERENDER_ID), 'with its page').toBeNull();

      document.body.innerHTML = `<div id="${PRERENDER_ID}"></div><div id="${ROOT_ID}"></div>`;
      const again = document.getElementById(ROOT_ID)!;
      handOffShell(again);
      again.innerHTML = '<div><main></main></div>';
      await Promise.resolve();
      vi.advanceTimersByTime(1999);
      expect(document.getElementById(PRERENDER_ID)).not.toBeNull();
      vi.advanceTimersByTime(1);
      expect(document.getElementById(PRERENDER_ID), 'a page that renders nothing: after 2 s').toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves focus a keyboard user put in the shell to the same control in the app', async () => {
    const shell = document.getElementById(PRERENDER_ID)!;
    shell.innerHTML =
      '<a href="/dashboard" data-node="dashboard">Dashboard</a><button aria-controls="menu-a">A</button><button>Keluar</button>';
    const root = document.getElementById(ROOT_ID)!;
    const app =
      '<div><a href="/dashboard" data-node="dashboard">Dashboard</a><button aria-controls="menu-a">A</button><button>Keluar</button></div>';
    for (const [selector, expected] of [
      ['button[aria-controls]', 'A'],
      ['button:not([aria-controls])', 'Keluar'],
      ['a', 'Dashboard'],
    ] as const) {
      document.body.innerHTML = '';
      document.body.append(shell, root);
      root.innerHTML = '';
      shell.querySelector<HTMLElement>(selector)!.focus();
      handOffShell(root);
      root.innerHTML = app;
      await Promise.resolve();
      expect(document.activeElement?.textContent).toBe(expected);
      expect(root.contains(document.activeElement)).toBe(true);
    }
  });

  it('tells handedOver how to find the app’s copy of a control, once the shell is gone', async () => {
    const shell = document.getElementById(PRERENDER_ID)!;
    shell.innerHTML = '<button data-pin="tuton">pin</button><button>Cari</button>';
    const [pin, search] = shell.querySelectorAll('button');
    const root = document.getElementById(ROOT_ID)!;
    const handedOver = vi.fn();
    handOffShell(root, document, handedOver);
    root.innerHTML = '<div><button data-pin="karil">pin</button><button data-pin="tuton">pin</button><button>Cari</button></div>';
    await Promise.resolve();
    expect(handedOver).toHaveBeenCalledOnce();
    expect(document.getElementById(PRERENDER_ID)).toBeNull();
    const twinOf = handedOver.mock.calls[0]![0] as (element: HTMLElement) => HTMLElement | null;
    expect(twinOf(pin!)).toBe(root.querySelector('[data-pin="tuton"]'));
    expect(twinOf(search!)?.textContent).toBe('pin'); // by position: the second control
  });

  it('lets a press begun on the shell finish before the app replaces it, so its click is not lost', async () => {
    const shell = document.getElementById(PRERENDER_ID)!;
    shell.innerHTML = '<button data-pin="tuton">pin</button>';
    const root = document.getElementById(ROOT_ID)!;
    const handedOver = vi.fn();
    const clicked = vi.fn();
    shell.addEventListener('click', clicked);
    handOffShell(root, document, handedOver);
    const button = shell.querySelector('button')!;
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    root.innerHTML = '<div><button data-pin="tuton">pin</button></div>';
    await Promise.resolve();
    expect(document.getElementById(PRERENDER_ID), 'held while the button is down').not.toBeNull();
    button.dispatchEvent(new Event('pointerup', { bubbles: true }));
    button.click(); // the browser's click, in the release's task
    expect(clicked).toHaveBeenCalledOnce();
    await new Promise((done) => setTimeout(done, 0));
    expect(document.getElementById(PRERENDER_ID), 'taken over after the click').toBeNull();
    expect(handedOver).toHaveBeenCalledOnce();
  });

  it('starts the app after the shell has been painted, or at once without a shown shell', async () => {
    const start = vi.fn();
    afterShellPaint(start);
    expect(start).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());

    const painted = vi.spyOn(performance, 'getEntriesByName').mockReturnValue([{ name: 'first-contentful-paint' } as PerformanceEntry]);
    const afterPaint = vi.fn();
    afterShellPaint(afterPaint);
    expect(afterPaint, 'the shell is on screen already').toHaveBeenCalledOnce();
    painted.mockRestore();

    document.documentElement.removeAttribute(SHELL_ATTRIBUTE);
    const now = vi.fn();
    afterShellPaint(now);
    expect(now).toHaveBeenCalledOnce();
  });

  it('waits for the browser to report the first contentful paint (the frame presented), not for the frame to begin', () => {
    let report: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
    const disconnect = vi.fn();
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    vi.useFakeTimers();
    try {
      const start = vi.fn();
      afterShellPaint(start);
      vi.advanceTimersByTime(500);
      report!({ getEntriesByName: () => [] }); // another paint entry (first-paint)
      expect(start, 'not before the contentful paint').not.toHaveBeenCalled();
      report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      expect(start).toHaveBeenCalledOnce();
      expect(disconnect).toHaveBeenCalled();
      vi.advanceTimersByTime(5000);
      expect(start, 'once').toHaveBeenCalledOnce();

      // A tab opened in the background paints nothing: the app starts all the same.
      const hidden = vi.fn();
      afterShellPaint(hidden);
      vi.advanceTimersByTime(2999);
      expect(hidden).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(hidden).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});
