// @vitest-environment jsdom
// The header's theme button: cycles, stores the choice, sets <html data-theme> and the browser
// bar colour, names the current mode, and renders on the server without touching storage.
import { fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { langAtom } from '../../../src/platform/i18n/lang.ts';
import { applyTheme, loadThemeChoice, saveThemeChoice } from '../../../src/features/theme/apply.ts';
import { themeColors } from '../../../src/features/theme/preference.ts';
import { ThemeToggle } from '../../../src/features/theme/ThemeToggle.tsx';
import '../../support/ui/dom.ts';

let systemDark = false;
const mediaListeners = new Set<() => void>();

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
  document.head.innerHTML = '<meta name="theme-color" content="#000000">';
  systemDark = false;
  mediaListeners.clear();
  window.matchMedia = vi.fn((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && systemDark;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => vi.restoreAllMocks());

const themeColor = () => document.querySelector('meta[name="theme-color"]')?.getAttribute('content');
const button = () => screen.getByRole('button', { name: /^Tema tampilan: / });

describe('applyTheme / storage', () => {
  it('sets data-theme for light and dark and removes it to follow the system', () => {
    applyTheme('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(themeColor()).toBe(themeColors.dark);
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    applyTheme('system', document, true);
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(themeColor()).toBe(themeColors.dark);
  });

  it('saves under portal:theme and removes the entry for "system"', () => {
    saveThemeChoice('dark');
    expect(localStorage.getItem('portal:theme')).toBe('dark');
    expect(loadThemeChoice()).toBe('dark');
    saveThemeChoice('system');
    expect(localStorage.getItem('portal:theme')).toBeNull();
    localStorage.setItem('portal:theme', 'purple');
    expect(loadThemeChoice()).toBe('system');
  });

  it('storage refused by the browser: the choice still applies, nothing throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(loadThemeChoice()).toBe('system');
    expect(() => saveThemeChoice('dark')).not.toThrow();
  });
});

describe('ThemeToggle', () => {
  it('starts from the stored choice and cycles system → light → dark → system, storing each', async () => {
    localStorage.setItem('portal:theme', 'light');
    render(<ThemeToggle />);
    expect(await screen.findByRole('button', { name: 'Tema tampilan: terang' })).toBeTruthy();
    fireEvent.click(button());
    expect(button().getAttribute('aria-label')).toBe('Tema tampilan: gelap');
    expect(localStorage.getItem('portal:theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(themeColor()).toBe(themeColors.dark);
    fireEvent.click(button());
    expect(button().getAttribute('aria-label')).toBe('Tema tampilan: ikuti sistem');
    expect(localStorage.getItem('portal:theme')).toBeNull();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    fireEvent.click(button());
    expect(button().getAttribute('aria-label')).toBe('Tema tampilan: terang');
    expect(button().title).toBe('Tema tampilan: terang. Klik untuk beralih ke gelap.');
  });

  it('following the system, the browser bar colour follows a system switch', () => {
    render(<ThemeToggle />);
    expect(themeColor()).toBe(themeColors.light);
    systemDark = true;
    for (const listener of mediaListeners) listener();
    expect(themeColor()).toBe(themeColors.dark);
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });

  it('picks up a choice made in another tab', () => {
    render(<ThemeToggle />);
    localStorage.setItem('portal:theme', 'dark');
    fireEvent(window, new StorageEvent('storage', { key: 'portal:theme', newValue: 'dark' }));
    expect(button().getAttribute('aria-label')).toBe('Tema tampilan: gelap');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('speaks English when the interface does', () => {
    const store = createStore();
    store.set(langAtom, 'en');
    render(
      <Provider store={store}>
        <ThemeToggle />
      </Provider>,
    );
    expect(screen.getByRole('button', { name: 'Colour theme: follow the system' }).title).toBe(
      'Colour theme: follow the system. Click to switch to light.',
    );
  });

  it('renders on the server without reading storage or the document', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const html = renderToStaticMarkup(<ThemeToggle className="portal-icon-button" />);
    expect(html).toContain('aria-label="Tema tampilan: ikuti sistem"');
    expect(getItem).not.toHaveBeenCalledWith('portal:theme');
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
  });
});
