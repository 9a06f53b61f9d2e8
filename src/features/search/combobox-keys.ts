// The search field's keys, after the WAI-ARIA combobox pattern with a listbox popup: the arrows
// move the selection round the results, Enter chooses the selected one. Escape is not here: it is
// the dialog's (it closes, use-modal-dialog.ts). The keys of an IME composition are the IME's.
import type { KeyboardEvent } from 'react';

/** Where ArrowDown/ArrowUp move the selection among `count` results (wrapping round); `undefined`: other keys, or no results. */
export function movedSelection(key: string, active: number, count: number): number | undefined {
  const step = key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  return step && count ? (active + step + count) % count : undefined;
}

interface Combobox {
  /** The selected result's index, -1 with none. */
  active: number;
  count: number;
  select: (index: number) => void;
  /** Enter on the selected result; synchronous, so that a new tab opens from the key press itself. */
  chooseSelected: () => void;
}

/** The field's onKeyDown. A key it handles does not also do what it would in the field (move the caret). */
export const comboboxKeyDown =
  ({ active, count, select, chooseSelected }: Combobox) =>
  (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.nativeEvent.isComposing) return;
    const next = movedSelection(event.key, active, count);
    if (next !== undefined) {
      event.preventDefault();
      select(next);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      chooseSelected();
    }
  };
