// The colour theme a person chose, and what it means. Pure: storage and the DOM are in apply.ts.
// Contract with the boot script in index.html (it applies the choice before the first paint):
// localStorage "portal:theme" (storageKeys.theme in core/storage.ts) holds "light" or "dark"; no
// entry (or anything else) follows the system. <html data-theme="light|dark"> overrides
// prefers-color-scheme in src/platform/ui/theme.css.

const themeChoices = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof themeChoices)[number];
export type Palette = Exclude<ThemeChoice, 'system'>;

/** The header's background in each palette (--ui-primary in theme.css): the browser's bar continues it. */
export const themeColors: Record<Palette, string> = { light: '#0b3d91', dark: '#8fb3ff' };

/** What a stored value means; anything unknown follows the system. */
export const readThemeChoice = (raw: string | null | undefined): ThemeChoice => (raw === 'light' || raw === 'dark' ? raw : 'system');

/** What to store for a choice: null means remove the entry. */
export const storedThemeValue = (choice: ThemeChoice): Palette | null => (choice === 'system' ? null : choice);

/** The toggle's order: follow the system → light → dark → follow the system. */
export const nextThemeChoice = (choice: ThemeChoice): ThemeChoice =>
  themeChoices[(themeChoices.indexOf(choice) + 1) % themeChoices.length]!;

/** The palette on screen for a choice. */
export const paletteOf = (choice: ThemeChoice, systemPrefersDark: boolean): Palette =>
  choice === 'system' ? (systemPrefersDark ? 'dark' : 'light') : choice;
