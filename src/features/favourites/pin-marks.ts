// How a pin toggle shows its state in the markup: aria-pressed, the tooltip saying what a click
// does now (its name stays "pin …", as the toggle-button pattern asks), and the glyph filled while
// pinned. React renders these (PinToggle, PinGlyph); the boot script shows a row it clones into the
// pre-rendered home's lists unpinned with the same (src/shell/first-paint/boot-first-screen.ts), and
// the copy's toggles answer a click with them (live-menu.ts), so the copy looks as the app will render it.
import type { Texts } from '../../platform/i18n/lang.ts';

export const pinLabels = {
  id: { pin: (label: string) => `Sematkan ${label}`, unpin: (label: string) => `Lepas sematan ${label}` },
  en: { pin: (label: string) => `Pin ${label}`, unpin: (label: string) => `Unpin ${label}` },
} satisfies Texts<{ pin: (label: string) => string; unpin: (label: string) => string }>;

const FILLED = 'pin-glyph--filled';

/** The glyph's classes: filled when pinned. */
export const pinGlyphClass = (filled: boolean) => (filled ? `pin-glyph ${FILLED}` : 'pin-glyph');

/** The toggle's attributes for its state: `pin` is its name ("Sematkan …"), `unpin` the tooltip while pinned. */
export const pinToggleState = (pinned: boolean, pin: string, unpin: string) => ({
  'aria-pressed': pinned,
  'aria-label': pin,
  title: pinned ? unpin : pin,
});

/**
 * Shows a rendered pin toggle pinned or not, as pinToggleState and pinGlyphClass render it: `unpin`
 * is the tooltip while pinned; unpinned, the tooltip is its name again.
 */
export function showPinned(toggle: Element, pinned: boolean, unpin = ''): void {
  toggle.setAttribute('aria-pressed', String(pinned));
  toggle.setAttribute('title', pinned ? unpin : (toggle.getAttribute('aria-label') ?? ''));
  toggle.querySelector('.pin-glyph')?.classList.toggle(FILLED, pinned);
}
