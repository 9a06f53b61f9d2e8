// The theme's effects: localStorage "portal:theme", <html data-theme> and <meta name="theme-color">.
// Called from effects and event handlers only (the header is also rendered at build time).
import { readStored, removeStored, storageKeys, writeStored } from '../../platform/core/storage.ts';
import { paletteOf, readThemeChoice, storedThemeValue, themeColors, type ThemeChoice } from './preference.ts';

const darkQuery = '(prefers-color-scheme: dark)';

const systemPrefersDark = (): boolean => globalThis.matchMedia?.(darkQuery).matches ?? false;

/** The stored choice; without storage, the system's. */
export const loadThemeChoice = (): ThemeChoice => readThemeChoice(readStored(storageKeys.theme).value);

/** Stores the choice; where the browser does not, it lasts for this page only. */
export function saveThemeChoice(choice: ThemeChoice): void {
  const value = storedThemeValue(choice);
  if (value === null) removeStored(storageKeys.theme);
  else writeStored(storageKeys.theme, value);
}

/** Shows `choice` on `doc`: the data-theme attribute theme.css reads, and the browser bar's colour. */
export function applyTheme(choice: ThemeChoice, doc: Document = document, prefersDark = systemPrefersDark()): void {
  const root = doc.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColors[paletteOf(choice, prefersDark)]);
}

/** Calls `listener` when the system switches between light and dark. Returns the unsubscribe. */
export function onSystemThemeChange(listener: () => void): () => void {
  const query = globalThis.matchMedia?.(darkQuery);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}
