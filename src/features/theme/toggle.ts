// The header's theme button as it shows a choice and what its click does, for both of its
// renderings: React's (ThemeToggle.tsx) and the pre-rendered copy's before the app has taken over
// (src/shell/first-paint/live-menu.ts), so the two never differ.
import type { Lang, Texts } from '../../platform/i18n/lang.ts';
import { iconSymbolId } from '../../platform/ui/icon-id.ts';
import type { UiIconKey } from '../../platform/ui/icon-set.ts';
import { applyTheme, saveThemeChoice } from './apply.ts';
import { nextThemeChoice, type ThemeChoice } from './preference.ts';

const texts = {
  id: {
    theme: 'Tema tampilan',
    choices: { system: 'ikuti sistem', light: 'terang', dark: 'gelap' },
    switchTo: (next: string) => `Klik untuk beralih ke ${next}.`,
  },
  en: {
    theme: 'Colour theme',
    choices: { system: 'follow the system', light: 'light', dark: 'dark' },
    switchTo: (next: string) => `Click to switch to ${next}.`,
  },
} satisfies Texts<{ theme: string; choices: Record<ThemeChoice, string>; switchTo: (next: string) => string }>;

const glyphs: Record<ThemeChoice, UiIconKey> = { system: 'monitor', light: 'sun', dark: 'moon' };

/** The attribute that marks the button and carries the choice it shows. */
export const THEME_CHOICE_ATTRIBUTE = 'data-theme-choice';

/** The button's name, tooltip and glyph for `choice`. */
export function themeToggleState(choice: ThemeChoice, lang: Lang): { label: string; title: string; glyph: UiIconKey } {
  const t = texts[lang];
  const label = `${t.theme}: ${t.choices[choice]}`;
  return { label, title: `${label}. ${t.switchTo(t.choices[nextThemeChoice(choice)])}`, glyph: glyphs[choice] };
}

/** Shows `choice` on a rendered button, as ThemeToggle renders it. */
export function showThemeChoice(button: Element, choice: ThemeChoice, lang: Lang): void {
  const { label, title, glyph } = themeToggleState(choice, lang);
  button.setAttribute('aria-label', label);
  button.setAttribute('title', title);
  button.setAttribute(THEME_CHOICE_ATTRIBUTE, choice);
  button.querySelector('use')?.setAttribute('href', `#${iconSymbolId(glyph)}`);
}

/** A click: the choice after `current`, stored and applied. */
export function cycleTheme(current: ThemeChoice): ThemeChoice {
  const next = nextThemeChoice(current);
  saveThemeChoice(next);
  applyTheme(next);
  return next;
}
