// How a pin toggle shows its state in the markup: aria-pressed, the tooltip saying what a click
// does now (its name stays "pin …", as the toggle-button pattern asks), and the glyph filled while
// pinned. React renders these (PinToggle, PinGlyph); the boot script shows a row it clones into the
// pre-rendered home's lists unpinned with the same (src/shell/first-paint/boot-first-screen.ts), so
// the copy looks as the app will render it.

const FILLED = 'pin-glyph--filled';

/** The glyph's classes: filled when pinned. */
export const pinGlyphClass = (filled: boolean) => (filled ? `pin-glyph ${FILLED}` : 'pin-glyph');

/** The toggle's attributes for its state: `pin` is its name ("Sematkan …"), `unpin` the tooltip while pinned. */
export const pinToggleState = (pinned: boolean, pin: string, unpin: string) => ({
  'aria-pressed': pinned,
  'aria-label': pin,
  title: pinned ? unpin : pin,
});

/** Shows a rendered pin toggle unpinned, as pinToggleState and pinGlyphClass render it: the tooltip is its name again. */
export function showUnpinned(toggle: Element): void {
  toggle.setAttribute('aria-pressed', 'false');
  toggle.setAttribute('title', toggle.getAttribute('aria-label') ?? '');
  toggle.querySelector(`.${FILLED}`)?.classList.remove(FILLED);
}
