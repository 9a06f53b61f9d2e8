import { describe, expect, it } from 'vitest';
import { createRepeatGuard, REPEAT_MS } from '../../../src/features/launch/repeat-guard.ts';

function setup() {
  let time = 10_000;
  const guard = createRepeatGuard(() => time);
  const launched: string[] = [];
  const launch = (key: string, result?: Promise<unknown>) =>
    guard.run(key, () => {
      launched.push(key);
      return result;
    });
  return { launch, launched, advance: (ms: number) => (time += ms) };
}

describe('the launch repeat guard', () => {
  it('runs a double or triple click once, and a click after the interval again', () => {
    const { launch, launched, advance } = setup();
    expect(launch('sinta')).toBe(true);
    advance(200);
    expect(launch('sinta')).toBe(false);
    advance(300);
    expect(launch('sinta')).toBe(false);
    advance(REPEAT_MS);
    expect(launch('sinta')).toBe(true);
    expect(launched).toEqual(['sinta', 'sinta']);
  });

  it('lets another item open at once', () => {
    const { launch, launched } = setup();
    launch('sinta');
    launch('scholar');
    expect(launched).toEqual(['sinta', 'scholar']);
  });

  it('ignores the same item while its launch is in flight, however long, and not after it settled', async () => {
    const { launch, launched, advance } = setup();
    let settle!: () => void;
    launch('tapm', new Promise<void>((resolve) => (settle = resolve)));
    advance(5 * REPEAT_MS);
    expect(launch('tapm')).toBe(false);
    settle();
    await Promise.resolve();
    await Promise.resolve();
    expect(launch('tapm')).toBe(true);
    expect(launched).toEqual(['tapm', 'tapm']);
  });

  it('a launch that settles at once still ignores repeats for the interval after it started', async () => {
    const { launch, advance } = setup();
    launch('tapm', Promise.resolve());
    await Promise.resolve();
    await Promise.resolve();
    advance(REPEAT_MS / 2);
    expect(launch('tapm')).toBe(false);
  });

  it('frees the item when its launch fails', async () => {
    const { launch, advance } = setup();
    const failed = Promise.reject(new Error('renewal failed'));
    failed.catch(() => undefined);
    launch('tapm', failed);
    await failed.catch(() => undefined);
    advance(REPEAT_MS);
    expect(launch('tapm')).toBe(true);
  });
});
