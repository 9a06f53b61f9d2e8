// The search field's arrow keys as a pure rule (the dialog's own tests drive them through the field).
import { describe, expect, it } from 'vitest';
import { movedSelection } from '../../../src/features/search/combobox-keys.ts';

describe('movedSelection', () => {
  it('moves down and up, wrapping round at either end', () => {
    expect(movedSelection('ArrowDown', 0, 3)).toBe(1);
    expect(movedSelection('ArrowDown', 2, 3)).toBe(0);
    expect(movedSelection('ArrowUp', 0, 3)).toBe(2);
    expect(movedSelection('ArrowUp', 2, 3)).toBe(1);
  });

  it('leaves other keys, and the arrows without results, to the field', () => {
    expect(movedSelection('Enter', 0, 3)).toBeUndefined();
    expect(movedSelection('a', 0, 3)).toBeUndefined();
    expect(movedSelection('ArrowDown', -1, 0)).toBeUndefined();
  });
});
