// The theme choice: what "portal:theme" means (the boot script relies on the same contract), the
// toggle's order, and that the browser bar colours are the palettes' header colours.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../scripts/manifest/files.ts';
import { storageKeys } from '../../../src/platform/core/storage.ts';
import {
  nextThemeChoice,
  paletteOf,
  readThemeChoice,
  storedThemeValue,
  themeColors,
  type ThemeChoice,
} from '../../../src/features/theme/preference.ts';

describe('theme preference', () => {
  it('is stored under "portal:theme" as light or dark; anything else follows the system', () => {
    expect(storageKeys.theme).toBe('portal:theme');
    expect(readThemeChoice('light')).toBe('light');
    expect(readThemeChoice('dark')).toBe('dark');
    for (const raw of [null, undefined, '', 'system', 'Dark', ' dark', '{"theme":"dark"}']) expect(readThemeChoice(raw)).toBe('system');
  });

  it('following the system removes the entry; light and dark are stored as themselves', () => {
    expect(storedThemeValue('system')).toBeNull();
    expect(storedThemeValue('light')).toBe('light');
    expect(storedThemeValue('dark')).toBe('dark');
    for (const choice of ['system', 'light', 'dark'] as ThemeChoice[]) expect(readThemeChoice(storedThemeValue(choice))).toBe(choice);
  });

  it('the toggle goes system → light → dark → system', () => {
    expect(nextThemeChoice('system')).toBe('light');
    expect(nextThemeChoice('light')).toBe('dark');
    expect(nextThemeChoice('dark')).toBe('system');
  });

  it('the palette on screen follows the system only when no choice was made', () => {
    expect(paletteOf('system', true)).toBe('dark');
    expect(paletteOf('system', false)).toBe('light');
    expect(paletteOf('light', true)).toBe('light');
    expect(paletteOf('dark', false)).toBe('dark');
  });

  it("the browser bar colours are the header's (--ui-primary) in src/platform/ui/theme.css", () => {
    const css = readFileSync(join(projectRoot, 'src/platform/ui/theme.css'), 'utf8');
    // --ui-primary: light-dark(<light>, <dark>); the page's color-scheme picks one.
    const [, light, dark] = /--ui-primary:\s*light-dark\((#[0-9a-f]{6}),\s*(#[0-9a-f]{6})\)/i.exec(css) ?? [];
    expect(light).toBe(themeColors.light);
    expect(dark).toBe(themeColors.dark);
    expect(css).toMatch(/:root \{\s*color-scheme: light dark;/); // no choice: the system's palette
    expect(css).toMatch(/:root\[data-theme='light'\] \{\s*color-scheme: light;/); // the system's dark palette yields to a light choice
    expect(css).toMatch(/:root\[data-theme='dark'\] \{\s*color-scheme: dark;/);
  });
});
