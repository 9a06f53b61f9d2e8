import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from '../../../src/platform/core/on-first-use.ts';

describe('onFirstUse', () => {
  it('builds nothing until asked, then builds once and gives the same value every time', () => {
    const build = vi.fn(() => ({ built: true }));
    const value = onFirstUse(build);
    expect(build).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is falsy (undefined) instead of building it again', () => {
    const build = vi.fn(() => undefined);
    const value = onFirstUse(build);
    value();
    value();
    expect(build).toHaveBeenCalledTimes(1);
  });
});
