// When a key press opens the search: "/" outside text fields, Ctrl+K / Cmd+K anywhere.
type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing' | 'defaultPrevented' | 'target'>;

// Input types that take no typed text: "/" pressed on them is not typing.
const nonTextInputs = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether typing into `target` would insert text ("/" must reach it then). */
export function isEditable(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable || element.closest('[contenteditable=""], [contenteditable="true"], [contenteditable="plaintext-only"]'))
    return true;
  const tag = element.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !nonTextInputs.has((element as HTMLInputElement).type);
}

export function opensSearch(event: KeyPress): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
}

/** The character a key press types (not a shortcut, not a named key such as Enter or Tab), or null. */
export const typedCharacter = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing'>): string | null =>
  !event.ctrlKey && !event.metaKey && !event.altKey && !event.isComposing && [...event.key].length === 1 ? event.key : null;
