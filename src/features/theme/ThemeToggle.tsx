// The header's theme button: follow the system → light → dark. It renders "follow the system"
// until mounted (the header is also rendered at build time, where there is no storage) and reads
// the stored choice before the browser paints; the boot script has already applied it to the page,
// and the pre-rendered copy's button shows it (toggle.ts), so nothing changes at the hand-off.

import { useEffect, useLayoutEffect, useState } from 'react';
import { onOtherTabsChange, storageKeys } from '../../platform/core/storage.ts';
import { Icon } from '../../platform/ui/icon.tsx';
import { applyTheme, loadThemeChoice, onSystemThemeChange } from './apply.ts';
import type { ThemeChoice } from './preference.ts';
import { cycleTheme, THEME_CHOICE_ATTRIBUTE, themeToggleState } from './toggle.ts';
import { useLang } from '../../platform/i18n/use-texts.ts';

export function ThemeToggle({ className }: { className?: string }) {
  const lang = useLang();
  const [choice, setChoice] = useState<ThemeChoice>('system');

  useLayoutEffect(() => {
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

  const { label, title, glyph } = themeToggleState(choice, lang);
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={title}
      onClick={() => setChoice(cycleTheme(choice))}
      {...{ [THEME_CHOICE_ATTRIBUTE]: choice }}
    >
      <Icon name={glyph} />
    </button>
  );
}
