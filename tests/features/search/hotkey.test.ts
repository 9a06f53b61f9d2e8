// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isEditable, opensSearch } from '../../../src/features/search/hotkey.ts';

const el = (html: string) => {
  document.body.innerHTML = html;
  return document.body.querySelector('[data-t]') as HTMLElement;
};
const press = (
  key: string,
  target: EventTarget | null,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'isComposing' | 'defaultPrevented', boolean>> = {},
) =>
  opensSearch({
    key,
    target,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    isComposing: false,
    defaultPrevented: false,
    ...mods,
  });

describe('search hotkeys', () => {
  it('text fields, text areas, selects and contenteditable are editable; buttons and checkboxes are not', () => {
    expect(isEditable(el('<input data-t>'))).toBe(true);
    expect(isEditable(el('<input type="search" data-t>'))).toBe(true);
    expect(isEditable(el('<textarea data-t></textarea>'))).toBe(true);
    expect(isEditable(el('<select data-t></select>'))).toBe(true);
    expect(isEditable(el('<div contenteditable="true"><p data-t>x</p></div>'))).toBe(true);
    expect(isEditable(el('<input type="checkbox" data-t>'))).toBe(false);
    expect(isEditable(el('<button data-t>x</button>'))).toBe(false);
    expect(isEditable(document.body)).toBe(false);
    expect(isEditable(null)).toBe(false);
  });

  it('"/" opens the search outside text fields only, and not with a modifier', () => {
    expect(press('/', document.body)).toBe(true);
    expect(press('/', el('<button data-t>x</button>'))).toBe(true);
    expect(press('/', el('<input data-t>'))).toBe(false);
    expect(press('/', document.body, { altKey: true })).toBe(false);
    expect(press('/', document.body, { ctrlKey: true })).toBe(false);
  });

  it('Ctrl+K and Cmd+K open it anywhere, also from a text field; not with Shift or Alt', () => {
    const field = el('<input data-t>');
    expect(press('k', field, { ctrlKey: true })).toBe(true);
    expect(press('K', document.body, { metaKey: true })).toBe(true);
    expect(press('k', document.body)).toBe(false);
    expect(press('k', document.body, { ctrlKey: true, shiftKey: true })).toBe(false);
    expect(press('k', document.body, { ctrlKey: true, altKey: true })).toBe(false);
  });

  it('never while an input method composes text or when the key was already handled', () => {
    expect(press('/', document.body, { isComposing: true })).toBe(false);
    expect(press('k', document.body, { ctrlKey: true, defaultPrevented: true })).toBe(false);
  });
});
