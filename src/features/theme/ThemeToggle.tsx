// The header's theme button: follow the system → light → dark. It renders "follow the system"
// until mounted (the header is also rendered at build time, where there is no storage); the boot
// script has already painted the stored theme, so only the button's icon catches up.
import { useEffect, useState } from 'react';
import { onOtherTabsChange, storageKeys } from '../../platform/core/storage.ts';
import type { Texts } from '../../platform/i18n/lang.ts';
import { useTexts } from '../../platform/i18n/use-texts.ts';
import { Icon, type UiIconKey } from '../../platform/ui/icon.tsx';
import { applyTheme, loadThemeChoice, onSystemThemeChange, saveThemeChoice } from './apply.ts';
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

export function ThemeToggle({ className }: { className?: string }) {
  const t = useTexts(texts);
  const [choice, setChoice] = useState<ThemeChoice>('system');

  useEffect(() => {
    const stored = loadThemeChoice();
    setChoice(stored);
    applyTheme(stored);
    return onOtherTabsChange([storageKeys.theme], () => {
      const changed = loadThemeChoice();
      setChoice(changed);
      applyTheme(changed);
    });
  }, []);

  // Following the system: the palette switches by CSS alone, the browser bar's colour by this.
  useEffect(() => (choice === 'system' ? onSystemThemeChange(() => applyTheme('system')) : undefined), [choice]);

  const cycle = () => {
    const next = nextThemeChoice(choice);
    saveThemeChoice(next);
    applyTheme(next);
    setChoice(next);
  };

  const name = `${t.theme}: ${t.choices[choice]}`;
  return (
    <button
      type="button"
      className={className}
      aria-label={name}
      title={`${name}. ${t.switchTo(t.choices[nextThemeChoice(choice)])}`}
      onClick={cycle}
      data-theme-choice={choice}
    >
      <Icon name={glyphs[choice]} />
    </button>
  );
}
