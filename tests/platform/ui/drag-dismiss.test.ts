import { describe, expect, it } from 'vitest';
import { dragDismissRatio, dragOpacity, shouldDismiss } from '../../../src/platform/ui/drag-dismiss.ts';

describe('shouldDismiss (docs/requirements.md R-CONST-4: drag-dismiss at 60 % of the width)', () => {
  it('dismisses once |dx| reaches 60 % of the width, in either direction', () => {
    expect(dragDismissRatio).toBe(0.6);
    expect(shouldDismiss(216, 360)).toBe(true);
    expect(shouldDismiss(-216, 360)).toBe(true);
    expect(shouldDismiss(300, 360)).toBe(true);
  });

  it('springs back below the threshold', () => {
    expect(shouldDismiss(215.9, 360)).toBe(false);
    expect(shouldDismiss(-100, 360)).toBe(false);
    expect(shouldDismiss(0, 360)).toBe(false);
  });

  it('never dismisses an element without a width', () => {
    expect(shouldDismiss(10, 0)).toBe(false);
  });

  it('fades with distance, never fully', () => {
    expect(dragOpacity(0, 360)).toBe(1);
    expect(dragOpacity(180, 360)).toBe(0.5);
    expect(dragOpacity(-1000, 360)).toBe(0.2);
  });
});
